// How many minutes a refund takes back (docs/decisions/027): the
// refunded share of the purchase's minutes, rounded half up. A purchase refunded in several
// parts is shared cumulatively — each refund claims the share of everything refunded so far
// less the share already claimed — so the parts add up to the share of their sum and never past
// the purchase. The wallet then takes at most what is still in the balance, so minutes already
// spent on calls are not clawed back and the balance never goes below zero.
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

/**
 * The minutes one more refund claims back: the share of all refunds with it, less the share of
 * those before it, and never more than the purchase still has unclaimed (after other refunds,
 * a reversal or an open dispute).
 */
export function refundClaim(input: {
  purchasedMinutes: number;
  paidCents: number;
  /** What earlier refunds of this purchase returned. */
  refundedBeforeCents: number;
  refundCents: number;
  /** The purchase's minutes no event has claimed yet. */
  unclaimedMinutes: number;
}): number {
  const { purchasedMinutes, paidCents, refundedBeforeCents, refundCents } = input;
  const before = refundedShareOfMinutes({
    purchasedMinutes,
    paidCents,
    refundedCents: refundedBeforeCents,
  });
  const after = refundedShareOfMinutes({
    purchasedMinutes,
    paidCents,
    refundedCents: refundedBeforeCents + refundCents,
  });
  return Math.max(0, Math.min(after - before, input.unclaimedMinutes));
}
