// How many minutes a refund takes back (issue "Buying minutes"): the refunded share of the
// purchase's minutes, rounded half up. The wallet then takes at most what is still in the
// balance, so minutes already spent on calls are not clawed back and the balance never goes
// below zero.
import { divideRoundHalfUp } from '#shared/pricing/integer-division.ts';

export function refundedShareOfMinutes(input: {
  /** Every minute the purchase added: paid, free and bonus. */
  purchasedMinutes: number;
  refundedCents: number;
  paidCents: number;
}): number {
  const { purchasedMinutes, refundedCents, paidCents } = input;
  // A free order, or a refund of everything (or more, which PayPal does not allow): all of them.
  if (paidCents <= 0 || refundedCents >= paidCents) return purchasedMinutes;
  if (refundedCents <= 0) return 0;
  return Math.min(purchasedMinutes, divideRoundHalfUp(purchasedMinutes * refundedCents, paidCents));
}
