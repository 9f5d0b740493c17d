// GET /api/payments/interac/orders/:transactionId/status: Gigadat's status of the transaction;
// the server credits the order once when it reads STATUS_SUCCESS. Polled by
// hooks/use-interac-polling.ts, which reads it through the query client so a read that gets no
// answer is retried like every other read (docs/product.md §10.26).
import { queryOptions } from '@tanstack/react-query';
import { InteracStatusSchema, type InteracStatus } from '#shared/api/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getInteracStatus(
  transactionId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InteracStatus> {
  return apiRequest(`/api/payments/interac/orders/${encodeURIComponent(transactionId)}/status`, {
    schema: InteracStatusSchema,
    signal,
  });
}

export function interacStatusQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: ['payments', 'interac', transactionId, 'status'],
    queryFn: ({ signal }) => getInteracStatus(transactionId, { signal }),
    // Each poll must ask the server again.
    staleTime: 0,
    gcTime: 0,
  });
}
