// The satisfaction guarantee's claims in the back office (docs/decisions/054). Under /api/admin:
//   GET  /guarantee-claims?status=review              → 200 ClaimListResponse (newest first, 200 at most)
//   POST /guarantee-claims/:id/approve  { reason }    → 200 ClaimReviewRow (the minutes credited)
//   POST /guarantee-claims/:id/decline  { message }   → 200 ClaimReviewRow
// A claim is decided once: deciding it again answers 409 CLAIM_DECIDED. Each decision writes its
// audit row and the customer's email in its own transaction.
import * as z from 'zod/mini';
import { claimStatuses } from '#shared/api/guarantee.ts';

export const CLAIM_DECISION_MAX_LENGTH = 2000;

export const ClaimListQuerySchema = z.strictObject({
  status: z.optional(z.enum(claimStatuses)),
});

export const ClaimReviewRowSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  callId: z.string(),
  /** When the call ended (ISO). */
  callEnd: z.nullable(z.string()),
  minutes: z.int(),
  reason: z.string(),
  status: z.enum(claimStatuses),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decisionMessage: z.nullable(z.string()),
});
export type ClaimReviewRow = z.infer<typeof ClaimReviewRowSchema>;

export const ClaimListResponseSchema = z.object({ claims: z.array(ClaimReviewRowSchema) });
export type ClaimListResponse = z.infer<typeof ClaimListResponseSchema>;

export const ClaimIdParamsSchema = z.strictObject({ id: z.string().check(z.maxLength(100)) });

export const ClaimApproveRequestSchema = z.strictObject({ reason: z.string() });

export const ClaimDeclineRequestSchema = z.strictObject({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CLAIM_DECISION_MAX_LENGTH)),
});
