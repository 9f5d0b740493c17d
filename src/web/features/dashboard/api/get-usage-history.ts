// GET /api/me/usage: the customer's calls and the minutes each used, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UsageHistoryResponseSchema, type UsageRow } from '#shared/api/customer.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';

export async function getUsageHistory({ signal }: { signal?: AbortSignal } = {}): Promise<
  UsageRow[]
> {
  const { usage } = await apiRequest('/api/me/usage', {
    schema: UsageHistoryResponseSchema,
    signal,
  });
  return usage;
}

export function usageHistoryQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: [...customerQueryKey(customerId), 'usage'],
    queryFn: ({ signal }) => getUsageHistory({ signal }),
  });
}

export function useUsageHistory(customerId: string) {
  return useQuery(usageHistoryQueryOptions(customerId));
}
