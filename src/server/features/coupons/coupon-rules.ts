// Whether a customer may use a coupon now (spec §5, DECISIONS.md 7). The same rule answers when
// the coupon is applied, when the order is created and when the payment is captured or
// completed; only the facts change (a use or a purchase of the order itself never counts
// against it, so checking an order again is stable).
import type { Coupon } from '#server/db/tables/coupons.ts';

export type CouponRefusal = 'invalid' | 'expired' | 'limit_reached' | 'first_purchase_only';

export interface CouponFacts {
  /** The customer asking. */
  customerId: string;
  /** This customer's recorded uses of the coupon (the order being checked not counted). */
  usesByCustomer: number;
  /** Whether the customer has a completed package purchase (the order being checked not counted). */
  hasCompletedPurchase: boolean;
}

type CouponTerms = Pick<
  Coupon,
  'isActive' | 'expiresAt' | 'maxUses' | 'firstPurchaseOnly' | 'customerId'
>;

/**
 * Null when the coupon may be used. Otherwise the first reason in the order the customer is
 * told: an unknown, inactive or someone else's coupon is simply invalid (a prize won by another
 * customer must not reveal that it exists); then expiry; then the use limit; then the
 * first-purchase rule.
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
  if (coupon.maxUses !== null && facts.usesByCustomer >= coupon.maxUses) return 'limit_reached';
  if (coupon.firstPurchaseOnly && facts.hasCompletedPurchase) return 'first_purchase_only';
  return null;
}

/** Codes are compared upper-cased (DECISIONS.md 7), surrounding spaces ignored. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
