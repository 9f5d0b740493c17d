// What an applied coupon does to an order (docs/product.md §5, docs/product.md §10.7). Whether a coupon may be
// applied (active, expiry, use count, first purchase) is the server's business, not this file's.
import * as z from 'zod/mini';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { divideFloor, divideRoundHalfUp, toThousandths } from './integer-division.ts';

export const couponTypes = ['percentage_off', 'bonus_minutes', 'percentage_bonus_minutes'] as const;
export const CouponTypeSchema = z.enum(couponTypes);

/**
 * `value` is a percent for the two percentage types and a number of minutes for bonus_minutes.
 * Fractions are allowed (the spec floors bonus values) down to a thousandth.
 */
export const CouponEffectSchema = z.object({
  type: CouponTypeSchema,
  value: z.number().check(z.nonnegative()),
});
export type CouponEffect = z.infer<typeof CouponEffectSchema>;

// A percent in thousandths times a base, over 100 000, is base × percent / 100 in integers.
const PERCENT_OF_THOUSANDTHS = 100_000;

/**
 * The discount on a price, rounded half up. Never more than the price itself: a percentage
 * above 100 makes the order free rather than a receipt whose discount exceeds its price.
 */
export function couponDiscountCents(
  effect: CouponEffect | null | undefined,
  priceCents: number,
): number {
  if (effect?.type !== 'percentage_off') return 0;
  const discount = divideRoundHalfUp(
    priceCents * toThousandths(effect.value),
    PERCENT_OF_THOUSANDTHS,
  );
  return Math.min(discount, priceCents);
}

/**
 * Bonus minutes a coupon adds. `packageMinutes` is the package's paid minutes: free minutes do
 * not earn a percentage bonus.
 */
export function couponBonusMinutes(
  effect: CouponEffect | null | undefined,
  packageMinutes: number,
): number {
  if (effect?.type === 'bonus_minutes') return Math.floor(effect.value);
  if (effect?.type === 'percentage_bonus_minutes') {
    return divideFloor(packageMinutes * toThousandths(effect.value), PERCENT_OF_THOUSANDTHS);
  }
  return 0;
}

/** The success toast once a coupon is applied: "25% discount applied!" or "5 bonus minutes added!". */
export function couponAppliedMessage(effect: CouponEffect, packageMinutes: number): string {
  if (effect.type === 'percentage_off')
    return accountCopy.purchase.coupon.percentApplied(effect.value);
  return accountCopy.purchase.coupon.bonusMinutesAdded(couponBonusMinutes(effect, packageMinutes));
}
