// The call-back queue and "notify me" for a signed-in customer (src/shared/api/callback-queue.ts,
// docs/decisions/052): joining a busy advisor's queue, asking to be told when they are available.
import {
  NoticeResponseSchema,
  QueueJoinResponseSchema,
  type QueueJoinResponse,
} from '#shared/api/callback-queue.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type NoticeChannel = 'email' | 'sms';

export async function joinQueue(agentId: string): Promise<QueueJoinResponse['queue']> {
  const answer = await apiRequest(`/api/advisors/${encodeURIComponent(agentId)}/queue`, {
    method: 'POST',
    schema: QueueJoinResponseSchema,
  });
  return answer.queue;
}

/** Asks once; asking again for the same advisor and channel answers the same. */
export async function requestNotice(agentId: string, channel: NoticeChannel): Promise<string> {
  const answer = await apiRequest(`/api/advisors/${encodeURIComponent(agentId)}/notify`, {
    method: 'POST',
    body: { channel },
    schema: NoticeResponseSchema,
  });
  return answer.expiresAt;
}
