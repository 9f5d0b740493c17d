import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** Granted at once, waiting for an operator, or decided by one. */
export type GuaranteeClaimStatus = 'granted' | 'review' | 'approved' | 'declined';

/**
 * A customer's claim for a call's minutes back under the satisfaction guarantee
 * (docs/decisions/054-limits-and-guarantee.md): one per call.
 */
export interface GuaranteeClaimsTable {
  id: string;
  customerId: string;
  callId: string;
  /** The call's billed minutes, all of them claimed. */
  minutes: number;
  /** The customer's reason. */
  reason: string;
  status: GuaranteeClaimStatus;
  createdAt: Timestamp;
  /** When it was granted or decided; null while it waits for an operator. */
  decidedAt: Timestamp | null;
  /** The operator who decided it; null when granted at once. */
  decidedBy: string | null;
  /** The decline's message, as emailed. */
  decisionMessage: string | null;
}

export type GuaranteeClaimRow = Selectable<GuaranteeClaimsTable>;
export type NewGuaranteeClaim = Insertable<GuaranteeClaimsTable>;
