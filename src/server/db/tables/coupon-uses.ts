import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** Recorded when the payment completes (docs/product.md §10.7): one per payment order. */
export interface CouponUsesTable {
  id: string;
  couponId: string;
  customerId: string;
  paymentOrderId: string;
  usedAt: Timestamp;
}

export type CouponUse = Selectable<CouponUsesTable>;
export type NewCouponUse = Insertable<CouponUsesTable>;
