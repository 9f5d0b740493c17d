// Whether a customer may use a coupon now (docs/product.md §5, docs/product.md §10.7). The same rule answers when
// the coupon is applied, when the order is created and when the payment is captured or
// completed; only the facts change (a use or a purchase of the order itself never counts
// against it, so checking an order again is stable). A new order also counts the customer's
// unfinished orders (docs/decisions/025-coupon-holds.md): one carrying the coupon holds a use,
// and any of them is a purchase under way for a first-purchase coupon.
import type { Coupon } from '#server/db/tables/coupons.ts';

export type CouponRefusal =
  | 'invalid'
  | 'expired'
  | 'limit_reached'
  | 'first_purchase_only'
  /** The uses left are held by unfinished orders of the customer that carry the coupon. */
  | 'held_by_open_order'
  /** A first-purchase coupon while the customer has an unfinished order (a purchase under way). */
  | 'first_purchase_pending';

export interface CouponFacts {
  /** The customer asking. */
  customerId: string;
  /** This customer's recorded uses of the coupon (the order being checked not counted). */
  usesByCustomer: number;
  /** Whether the customer has a completed package purchase (the order being checked not counted). */
  hasCompletedPurchase: boolean;
  /**
   * The customer's unfinished orders carrying the coupon: each holds one use. Zero when an
   * order that already holds its use is checked again (capture, completion).
   */
  heldByCustomer: number;
  /** Whether the customer has any unfinished order; false when an existing order is rechecked. */
  hasOpenOrder: boolean;
}

type CouponTerms = Pick<
  Coupon,
  'isActive' | 'expiresAt' | 'maxUses' | 'firstPurchaseOnly' | 'customerId'
>;

/**
 * Null when the coupon may be used. Otherwise the first reason in the order the customer is
 * told: an unknown, inactive or someone else's coupon is simply invalid (a prize won by another
 * customer must not reveal that it exists); then expiry; then the use limit (used up, then held
 * by an unfinished order); then the first-purchase rule (a completed purchase, then an unfinished
 * order: one carrying this coupon holds its use, any other is a purchase under way).
 */
export function couponRefusal(
  coupon: CouponTerms | null,
  facts: CouponFacts,
  now: Date,
): CouponRefusal | null {
  if (!coupon || !coupon.isActive) return 'invalid';
  if (coupon.customerId !== null && coupon.customerId !== facts.customerId) return 'invalid';
  if (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now.getTime()) {
    return 'expired';
  }
  if (coupon.maxUses !== null) {
    if (facts.usesByCustomer >= coupon.maxUses) return 'limit_reached';
    if (facts.usesByCustomer + facts.heldByCustomer >= coupon.maxUses) return 'held_by_open_order';
  }
  if (coupon.firstPurchaseOnly) {
    if (facts.hasCompletedPurchase) return 'first_purchase_only';
    if (facts.heldByCustomer > 0) return 'held_by_open_order';
    if (facts.hasOpenOrder) return 'first_purchase_pending';
  }
  return null;
}

/**
 * Whether an order with this coupon holds a use while it is unfinished: a coupon with a use
 * limit (a tarot prize has one) or for a first purchase only. Others can be used at will.
 */
export function isLimitedCoupon(coupon: Pick<Coupon, 'maxUses' | 'firstPurchaseOnly'>): boolean {
  return coupon.maxUses !== null || coupon.firstPurchaseOnly;
}

/** Codes are compared upper-cased (docs/product.md §10.7), surrounding spaces ignored. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
