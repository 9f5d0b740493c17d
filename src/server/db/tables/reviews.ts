import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * A customer's rating (1–5) and optional words on one of their calls of at least 3 billed
 * minutes (docs/decisions/053): one per call. Hidden by an operator with a reason (then out of
 * the average and the lists); answered once by the advisor, the answer editable.
 */
export interface ReviewsTable {
  id: string;
  callId: string;
  customerId: string;
  advisorId: string;
  rating: number;
  text: string | null;
  createdAt: Timestamp;
  hiddenAt: Timestamp | null;
  hiddenBy: string | null;
  hiddenReason: string | null;
  replyText: string | null;
  repliedAt: Timestamp | null;
}

/** A call whose next-day invitation to review it was queued (once, whatever the processes). */
export interface ReviewInvitationsTable {
  callId: string;
  queuedAt: Timestamp;
}

export type ReviewRow = Selectable<ReviewsTable>;
export type NewReview = Insertable<ReviewsTable>;
