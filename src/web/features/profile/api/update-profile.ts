// PATCH /api/me/profile: name, birth date and the email-notifications choice → the updated
// profile. A refused field comes back as 400 INVALID_REQUEST with a message per field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CustomerProfileResponseSchema,
  type CustomerProfile,
  type ProfileUpdate,
} from '#shared/api/customer.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerProfileQueryKey } from '#web/lib/customer/customer-profile.ts';

export async function updateProfile(update: ProfileUpdate): Promise<CustomerProfile> {
  const { customer } = await apiRequest('/api/me/profile', {
    method: 'PATCH',
    body: update,
    schema: CustomerProfileResponseSchema,
  });
  return customer;
}

/** Saves, then puts the answer in the shared profile cache (the dashboard shows it next). */
export function useUpdateProfile(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerProfileQueryKey(customerId), customer);
    },
  });
}
