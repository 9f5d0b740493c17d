// How many unknown coupon codes may be tried (docs/security.md;
// docs/decisions/019-coupon-guessing-limit.md). Codes are short words an operator picks, such as
// WELCOME25, so without a limit a signed-in script could walk a word list through the coupon box
// or through order creation. Only failed look-ups count: the answer 'Invalid coupon code', which
// an unknown, inactive or other customer's code all get alike. An expired or used-up code is a
// code the customer knew, and a success never counts. Over the limit every code is refused, a
// valid one too (otherwise the guessing would go on and only the hits would be told apart).
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import { DomainError } from '#server/domain-error.ts';
import { attemptWithinFailureLimits } from '#server/rate-limits/failure-limits.ts';
import type { RateLimitRule, RateLimitService } from '#server/rate-limits/rate-limits.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

const MINUTE_MS = 60_000;

export const couponGuessingLimits = {
  /**
   * 10 unknown codes per customer in 15 minutes: a customer mistypes a code a few times, not
   * ten, and 40 guesses an hour cannot walk a word list. Like the sign-in failures per email.
   */
  unknownCodesPerCustomer: { limit: 10, windowMs: 15 * MINUTE_MS },
  /**
   * 30 per client address in 15 minutes: one person opening many accounts (sign-ups are limited
   * per address too) still gets 30, while a household or office behind one address has room for
   * several customers' typing mistakes. Like the wrong SMS codes per address.
   */
  unknownCodesPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, RateLimitRule>;

export const couponGuessingKeys = {
  customer: (customerId: string) => `coupon-guess:customer:${customerId}`,
  address: (ip: string) => `coupon-guess:ip:${ip}`,
};

/** Who submitted a code: the signed-in customer and the address the request came from. */
export interface CouponSubmitter {
  customerId: string;
  ip: string;
}

const isUnknownCode = (error: unknown) =>
  error instanceof DomainError && error.code === 'COUPON_INVALID';

export function createCouponGuessingLimit(deps: {
  database: Database;
  rateLimits: RateLimitService;
}) {
  return {
    /**
     * Runs a look-up of a submitted code within the limits: 429 TOO_MANY_REQUESTS with the
     * coupon text (and Retry-After, from the routes' hook) while either window is full, without
     * looking the code up; otherwise the look-up, whose COUPON_INVALID alone stays counted.
     * Each attempt is counted before the look-up and withdrawn unless it failed, so concurrent
     * guesses cannot all slip past one reading of the count. Inside a transaction (`executor`),
     * the counts are written in it: order creation runs the guard after taking the customer's
     * lock, so one customer's orders are counted one at a time, and that transaction must commit
     * (not roll back) a failed look-up for it to stay counted.
     */
    guard<T>(
      submitter: CouponSubmitter,
      lookUp: () => Promise<T>,
      executor: Kysely<DB> = deps.database.kysely,
    ): Promise<T> {
      return attemptWithinFailureLimits(
        deps.rateLimits,
        {
          windows: [
            {
              key: couponGuessingKeys.customer(submitter.customerId),
              rule: couponGuessingLimits.unknownCodesPerCustomer,
            },
            {
              key: couponGuessingKeys.address(submitter.ip),
              rule: couponGuessingLimits.unknownCodesPerAddress,
            },
          ],
          refusal: {
            code: 'TOO_MANY_REQUESTS',
            message: accountCopy.purchase.coupon.tooManyAttempts,
          },
          isFailure: isUnknownCode,
          executor,
        },
        lookUp,
      );
    },
  };
}
