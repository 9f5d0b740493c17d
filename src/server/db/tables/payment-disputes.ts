import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type PaymentDisputeStatus = 'open' | 'resolved';

/**
 * A dispute (or chargeback claim) a buyer opened at PayPal about one of our purchases. While one
 * is open, its customer's account is on hold: no purchase, no call (docs/decisions/027).
 */
export interface PaymentDisputesTable {
  id: string;
  provider: 'paypal';
  /** PayPal's dispute_id, e.g. PP-D-27803. */
  providerDisputeId: string;
  customerId: string;
  paymentOrderId: string;
  purchaseId: string;
  status: PaymentDisputeStatus;
  /** PayPal's dispute_outcome.outcome_code once resolved (RESOLVED_SELLER_FAVOUR, …). */
  outcomeCode: string | null;
  openedAt: Timestamp;
  resolvedAt: Timestamp | null;
}

export type PaymentDispute = Selectable<PaymentDisputesTable>;
export type NewPaymentDispute = Insertable<PaymentDisputesTable>;
