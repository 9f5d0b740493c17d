// A win's prize (docs/product.md §9): a percentage_off coupon of 5, 10, 15, 20 or 25 %, code TAROT plus six
// random characters, valid 7 days, one use. The randomness comes from the caller (the server's
// cryptographic source), so nobody can predict a code or steer the discount.
import {
  COUPON_ALPHABET,
  COUPON_PREFIX,
  COUPON_SUFFIX_LENGTH,
  COUPON_VALID_DAYS,
  PRIZE_PERCENTS,
  type PrizePercent,
  type RandomInt,
} from './rules.ts';

export function drawPrizePercent(randomInt: RandomInt): PrizePercent {
  return PRIZE_PERCENTS[randomInt(PRIZE_PERCENTS.length)] as PrizePercent;
}

export function drawCouponCode(randomInt: RandomInt): string {
  let suffix = '';
  for (let i = 0; i < COUPON_SUFFIX_LENGTH; i += 1) {
    suffix += COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)];
  }
  return `${COUPON_PREFIX}${suffix}`;
}

const codePattern = new RegExp(`^${COUPON_PREFIX}[${COUPON_ALPHABET}]{${COUPON_SUFFIX_LENGTH}}$`);

/**
 * The shape every prize code has.
 *
 * @internal For the tests, which check the codes the game mints.
 */
export function isTarotCouponCode(code: string): boolean {
  return codePattern.test(code);
}

/** When a prize won at `wonAt` stops being valid: 7 × 24 hours later. */
export function prizeExpiry(wonAt: Date): Date {
  return new Date(wonAt.getTime() + COUPON_VALID_DAYS * 24 * 60 * 60 * 1000);
}
