import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type CouponType = 'percentage_off' | 'bonus_minutes' | 'percentage_bonus_minutes';
export type CouponSource = 'operator' | 'tarot';

export interface CouponsTable {
  id: string;
  /** Upper-case; unique. */
  code: string;
  type: CouponType;
  /** A percent (1–100) for the percentage types, minutes for bonus_minutes. */
  value: number;
  isActive: boolean;
  expiresAt: Timestamp | null;
  /** Uses allowed per customer; null = unlimited. */
  maxUses: number | null;
  /** WELCOME25: only for a customer with no completed purchase. */
  firstPurchaseOnly: Generated<boolean>;
  /** A tarot prize is for its winner only; null = anyone. */
  customerId: string | null;
  source: CouponSource;
  createdAt: Timestamp;
}

export type Coupon = Selectable<CouponsTable>;
export type NewCoupon = Insertable<CouponsTable>;
export type CouponUpdate = Updateable<CouponsTable>;
