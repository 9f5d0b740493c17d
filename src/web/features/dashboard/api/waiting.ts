// The customer's pending requests (docs/decisions/052): the call-back queues they wait in
// (/api/me/waiting) and their "notify me" requests (/api/me/notices), each cancellable.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { NoticesResponseSchema, WaitingResponseSchema } from '#shared/api/callback-queue.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { waitingQueryKey } from '#web/lib/customer/waiting-query-key.ts';

export interface PendingRequest {
  kind: 'queue' | 'notify';
  agentId: string;
  advisorName: string;
  channel?: 'email' | 'sms';
  expiresAt: string;
}

export function useWaiting(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: waitingQueryKey(customerId),
      queryFn: async ({ signal }): Promise<PendingRequest[]> => {
        const [waiting, notices] = await Promise.all([
          apiRequest('/api/me/waiting', { schema: WaitingResponseSchema, signal }),
          apiRequest('/api/me/notices', { schema: NoticesResponseSchema, signal }),
        ]);
        return [
          ...waiting.queues.map((entry) => ({
            kind: 'queue' as const,
            agentId: entry.agentId,
            advisorName: entry.advisorName,
            expiresAt: entry.expiresAt,
          })),
          ...notices.notices.map((notice) => ({ kind: 'notify' as const, ...notice })),
        ];
      },
    }),
  );
}

const CancelledSchema = z.object({});

/** Leaves the advisor's queue, or cancels the "notify me" requests for them. */
export async function cancelRequest(request: Pick<PendingRequest, 'kind' | 'agentId'>) {
  const what = request.kind === 'queue' ? 'queue' : 'notify';
  await apiRequest(`/api/advisors/${encodeURIComponent(request.agentId)}/${what}`, {
    method: 'DELETE',
    schema: CancelledSchema,
  });
}
