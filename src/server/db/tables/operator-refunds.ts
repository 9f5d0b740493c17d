import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';
import type { PaymentProvider } from './payment-orders.ts';

export type OperatorRefundStatus = 'pending' | 'completed' | 'failed';

/**
 * A refund an operator asked for (docs/decisions/047): PayPal's through its refunds API, or an
 * Interac refund made outside and recorded. At most one is pending per purchase, so two
 * operators refunding the same purchase at once make one refund.
 */
export interface OperatorRefundsTable {
  id: string;
  customerId: string;
  purchaseId: string;
  paymentOrderId: string;
  provider: PaymentProvider;
  /** Tax included, > 0. */
  amountCents: number;
  status: OperatorRefundStatus;
  /** PayPal's refund id, or the Interac refund's reference; set once completed. */
  providerRefundId: string | null;
  /** The event that applied its minutes (ours, or PayPal's webhook when it came first). */
  paymentEventId: string | null;
  /** The operator who asked (the back office's operator id). */
  operatorId: string;
  reason: string;
  /** Why PayPal refused, or could not be reached; set once failed. */
  failure: string | null;
  createdAt: Timestamp;
  endedAt: Timestamp | null;
}

export type OperatorRefund = Selectable<OperatorRefundsTable>;
export type NewOperatorRefund = Insertable<OperatorRefundsTable>;
