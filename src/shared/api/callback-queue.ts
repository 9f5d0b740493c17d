// The call-back queue and "notify me when available" (docs/decisions/052), for a signed-in
// customer (a visitor gets 401 UNAUTHENTICATED):
//   POST   /api/advisors/:agentId/queue   → 200 QueueJoinResponse (joined, or the place already
//          held); 409 QUEUE_ADVISOR_NOT_BUSY, QUEUE_NO_MINUTES, QUEUE_NO_PHONE; 404 NOT_FOUND
//   DELETE /api/advisors/:agentId/queue   → 200 {left} (false when they were not in it)
//   GET    /api/me/waiting                → 200 WaitingResponse: the queues they wait in
// and "notify me" (src/server/features/availability-notices/routes.ts):
//   POST   /api/advisors/:agentId/notify {channel} → 200 NoticeResponse; 409
//          NOTICE_ADVISOR_AVAILABLE, NOTICE_NO_PHONE
//   DELETE /api/advisors/:agentId/notify  → 200 {cancelled}
//   GET    /api/me/notices                → 200 NoticesResponse: their pending requests
import * as z from 'zod/mini';

export const QueueJoinResponseSchema = z.object({
  queue: z.object({
    /** 1 for the first in line. */
    place: z.int(),
    /** When the place lapses (ISO): 30 minutes after joining. */
    expiresAt: z.string(),
  }),
});
export type QueueJoinResponse = z.infer<typeof QueueJoinResponseSchema>;

export const WaitingQueueSchema = z.object({
  agentId: z.string(),
  advisorName: z.string(),
  joinedAt: z.string(),
  expiresAt: z.string(),
});

export const WaitingResponseSchema = z.object({ queues: z.array(WaitingQueueSchema) });
export type WaitingResponse = z.infer<typeof WaitingResponseSchema>;

export const NoticeResponseSchema = z.object({
  /** When the request lapses (ISO): 7 days after it was made. */
  expiresAt: z.string(),
});

export const PendingNoticeSchema = z.object({
  agentId: z.string(),
  advisorName: z.string(),
  channel: z.enum(['email', 'sms']),
  expiresAt: z.string(),
});

export const NoticesResponseSchema = z.object({ notices: z.array(PendingNoticeSchema) });
export type NoticesResponse = z.infer<typeof NoticesResponseSchema>;
