import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type PaymentProvider = 'paypal' | 'interac';
export type PaymentOrderStatus =
  'created' | 'approved' | 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';

/**
 * Orders whose payment has not reached an end: the only ones that may still complete, and, while
 * they carry a limited coupon, the ones holding its use (docs/decisions/025-coupon-holds.md).
 */
export const openPaymentOrderStatuses: readonly PaymentOrderStatus[] = [
  'created',
  'approved',
  'pending',
];

/**
 * One checkout with PayPal or Interac. The amounts are fixed when the order is created;
 * the database checks total = price − discount + GST + QST.
 */
export interface PaymentOrdersTable {
  id: string;
  customerId: string;
  provider: PaymentProvider;
  /** PayPal order id or Interac transaction id; null until the provider answers. */
  providerOrderId: string | null;
  providerCaptureId: string | null;
  /** 'bundle-10' … 'bundle-80' (src/shared). */
  bundleId: string;
  couponId: string | null;
  priceCents: number;
  discountCents: number;
  gstCents: number;
  qstCents: number;
  totalCents: number;
  currency: Generated<'CAD'>;
  minutes: number;
  giftMinutes: number;
  bonusMinutes: number;
  status: PaymentOrderStatus;
  failureReason: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  completedAt: Timestamp | null;
}

export type PaymentOrder = Selectable<PaymentOrdersTable>;
export type NewPaymentOrder = Insertable<PaymentOrdersTable>;
export type PaymentOrderUpdate = Updateable<PaymentOrdersTable>;
