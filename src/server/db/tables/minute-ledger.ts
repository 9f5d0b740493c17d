import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type LedgerReason =
  | 'purchase'
  | 'gift'
  | 'coupon_bonus'
  | 'cashback'
  | 'call'
  | 'refund'
  | 'reversal'
  | 'dispute'
  | 'dispute_release'
  | 'adjustment'
  /** An operator gives back a call's billed minutes (once per call; docs/decisions/047). */
  | 'call_credit';

/**
 * Append-only: every change of a customer's credits, written in the same transaction as the
 * balance. Each row is tied to its cause (a purchase, a call, a payment event about a purchase,
 * or an operator's note; a call credit to its call and the operator's note).
 */
export interface MinuteLedgerTable {
  id: string;
  customerId: string;
  /**
   * Never 0; positive for purchase, gift, coupon_bonus, cashback, dispute_release and
   * call_credit; negative
   * for call, refund, reversal and dispute.
   */
  deltaMinutes: number;
  /** The customer's credits after this row. */
  balanceAfter: number;
  reason: LedgerReason;
  purchaseId: string | null;
  callId: string | null;
  note: string | null;
  createdAt: Timestamp;
  /** The PayPal event a refund, reversal, dispute or dispute_release row applies (one row each). */
  paymentEventId: string | null;
}

export type MinuteLedgerEntry = Selectable<MinuteLedgerTable>;
export type NewMinuteLedgerEntry = Insertable<MinuteLedgerTable>;
