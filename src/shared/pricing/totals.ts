// An order's figures (docs/product.md §5 "Totals", docs/product.md §10.3, 4, 7): the order summary, the amount
// the payment provider is asked for and the receipt all come from here, so they cannot disagree.
import type { Bundle } from './bundles.ts';
import { couponBonusMinutes, couponDiscountCents, type CouponEffect } from './coupon-effect.ts';
import { taxFor } from './tax.ts';

export interface OrderTotals {
  priceCents: number;
  discountCents: number;
  /** Price less discount: what tax is charged on. */
  taxableCents: number;
  gstCents: number;
  qstCents: number;
  taxCents: number;
  /** What the customer pays. */
  totalCents: number;
  minutes: number;
  giftMinutes: number;
  bonusMinutes: number;
  /** What the purchase adds to the balance: paid + free + coupon bonus minutes. */
  totalMinutes: number;
}

export function orderTotals(
  bundle: Pick<Bundle, 'priceCents' | 'minutes' | 'giftMinutes'>,
  coupon?: CouponEffect | null,
): OrderTotals {
  const discountCents = couponDiscountCents(coupon, bundle.priceCents);
  const taxableCents = Math.max(0, bundle.priceCents - discountCents);
  const { gstCents, qstCents, totalTaxCents } = taxFor(taxableCents);
  const bonusMinutes = couponBonusMinutes(coupon, bundle.minutes);
  return {
    priceCents: bundle.priceCents,
    discountCents,
    taxableCents,
    gstCents,
    qstCents,
    taxCents: totalTaxCents,
    totalCents: taxableCents + totalTaxCents,
    minutes: bundle.minutes,
    giftMinutes: bundle.giftMinutes,
    bonusMinutes,
    totalMinutes: bundle.minutes + bundle.giftMinutes + bonusMinutes,
  };
}
