// How long advisors' sessions live, how often a code may be asked for from one address, and the
// missed-offers rule (docs/decisions/048). Windows are fixed (src/server/rate-limits).
import type { RateLimitRule } from '#server/rate-limits/rate-limits.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const advisorLifetimes = {
  /**
   * A phone stays signed in through a working week: a session unused this long ends, and each
   * use (at most one write an hour) pushes it back.
   */
  sessionIdleMs: 7 * DAY_MS,
  /** However active, an advisor signs in again with a code after this long. */
  sessionAbsoluteMs: 30 * DAY_MS,
  sessionRefreshMs: HOUR_MS,
  /** The furthest ahead a return time may be set when going Away. */
  awayUntilAtMostMs: DAY_MS,
};

/** Calls offered in a row that the advisor did not answer before they are set Away. */
export const MISSED_OFFERS_BEFORE_AWAY = 2;

export const advisorLimits = {
  /**
   * Code requests from one address, whatever the number (an advisor's or not): number discovery
   * and SMS pumping. Each number's own counts are the customers' codes' (auth/limits.ts).
   */
  codeRequestsPerAddress: { limit: 20, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

export const advisorLimitKeys = {
  codeAddress: (ip: string) => `advisor-code:ip:${ip}`,
};
