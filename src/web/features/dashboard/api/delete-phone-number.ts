// DELETE /api/me/phone-numbers/:phone → the updated profile. The primary number cannot be
// deleted (409 PHONE_PRIMARY); a number not on this account is 404 PHONE_NOT_FOUND.
import { useMutation } from '@tanstack/react-query';
import { CustomerProfileResponseSchema, type CustomerProfile } from '#shared/api/customer.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function deletePhoneNumber(phone: string): Promise<CustomerProfile> {
  const { customer } = await apiRequest(`/api/me/phone-numbers/${encodeURIComponent(phone)}`, {
    method: 'DELETE',
    schema: CustomerProfileResponseSchema,
  });
  return customer;
}

export function useDeletePhoneNumber() {
  return useMutation({ mutationFn: deletePhoneNumber });
}
