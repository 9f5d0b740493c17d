// The satisfaction guarantee for the signed-in customer (docs/decisions/054), under
// /api/me/guarantee:
//   GET  /api/me/guarantee/claims                  → 200 ClaimsResponse (newest first)
//   POST /api/me/guarantee/claims {callId, reason} → 201 ClaimResponse: granted at once (the
//        minutes are back, `balance` says the new balance) or sent to review; 404 CLAIM_NOT_FOUND
//        for a call not theirs; 409 CLAIM_REFUSED for a call past 24 hours, not billed, or
//        claimed already. Nothing changes on a refusal.
import * as z from 'zod/mini';

export const CLAIM_REASON_MAX_LENGTH = 1000;

export const claimStatuses = ['granted', 'review', 'approved', 'declined'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const ClaimSchema = z.object({
  id: z.string(),
  callId: z.string(),
  minutes: z.int(),
  status: z.enum(claimStatuses),
  createdAt: z.string(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimsResponseSchema = z.object({ claims: z.array(ClaimSchema) });
export type ClaimsResponse = z.infer<typeof ClaimsResponseSchema>;

export const ClaimResponseSchema = z.object({ claim: ClaimSchema, balance: z.int() });
export type ClaimResponse = z.infer<typeof ClaimResponseSchema>;

export const ClaimRequestSchema = z.strictObject({
  callId: z.string().check(z.minLength(1), z.maxLength(100)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(CLAIM_REASON_MAX_LENGTH)),
});
export type ClaimRequest = z.infer<typeof ClaimRequestSchema>;
