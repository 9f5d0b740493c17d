// GET /api/me/purchases: the customer's purchases and monthly cashback grants, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PurchaseHistoryResponseSchema, type PurchaseRow } from '#shared/api/customer.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';

export async function getPurchaseHistory({ signal }: { signal?: AbortSignal } = {}): Promise<
  PurchaseRow[]
> {
  const { purchases } = await apiRequest('/api/me/purchases', {
    schema: PurchaseHistoryResponseSchema,
    signal,
  });
  return purchases;
}

export function purchaseHistoryQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: [...customerQueryKey(customerId), 'purchases'],
    queryFn: ({ signal }) => getPurchaseHistory({ signal }),
  });
}

export function usePurchaseHistory(customerId: string) {
  return useQuery(purchaseHistoryQueryOptions(customerId));
}
