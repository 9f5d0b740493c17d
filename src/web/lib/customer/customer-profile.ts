// GET /api/me: the signed-in customer's own record (src/shared/api/customer.ts). Here in lib/
// rather than in a feature because the dashboard and the profile both read it, and share one
// cache entry: a profile saved on /profile is what the dashboard shows next.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerProfileResponseSchema, type CustomerProfile } from '#shared/api/customer.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerQueryKey } from './customer-query-key.ts';

export { customerQueryKey };

export function customerProfileQueryKey(customerId: string) {
  return [...customerQueryKey(customerId), 'profile'] as const;
}

export async function getCustomerProfile({
  signal,
}: { signal?: AbortSignal } = {}): Promise<CustomerProfile> {
  const { customer } = await apiRequest('/api/me', {
    schema: CustomerProfileResponseSchema,
    signal,
  });
  return customer;
}

export function customerProfileQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerProfileQueryKey(customerId),
    queryFn: ({ signal }) => getCustomerProfile({ signal }),
  });
}

/** The profile of the signed-in customer; pass null for a visitor (nothing is asked). */
export function useCustomerProfile(customerId: string | null) {
  return useQuery({
    ...customerProfileQueryOptions(customerId ?? ''),
    enabled: customerId !== null,
  });
}
