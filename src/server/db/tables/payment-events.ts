import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** What a provider event did to a purchase (docs/decisions/027). */
export type PaymentEventKind = 'refund' | 'reversal' | 'dispute_created' | 'dispute_resolved';

/**
 * A PayPal event that was applied to a purchase, or an Interac refund an operator recorded as
 * made outside (provider 'interac'; docs/decisions/047): exactly once per event id, and once per refund,
 * reversal or dispute phase (both unique keys), written in the transaction of the change it made.
 */
export interface PaymentEventsTable {
  id: string;
  provider: 'paypal' | 'interac';
  /**
   * PayPal's event id (WH-…); for a refund an operator made, `operator-refund-<its id>`.
   */
  providerEventId: string;
  /** PayPal's event_type, e.g. PAYMENT.CAPTURE.REFUNDED. */
  eventType: string;
  kind: PaymentEventKind;
  paymentOrderId: string;
  purchaseId: string;
  /** The refund's or the reversal's id, or the dispute's; an Interac refund's reference. */
  resourceId: string;
  /** What the refund or reversal returned to the buyer, in cents; null when not told. */
  amountCents: number | null;
  /**
   * Signed: the purchase's minutes this event claimed back (positive), or gave back to the
   * purchase (negative: a dispute resolved for the seller). Claims never add up past the purchase.
   */
  minutesClaimed: number;
  /** Signed: what the balance actually moved (the ledger row's delta; 0 when nothing moved). */
  minutesMoved: number;
  createdAt: Timestamp;
}

export type PaymentEvent = Selectable<PaymentEventsTable>;
export type NewPaymentEvent = Insertable<PaymentEventsTable>;
