// Limits on failures that are known only after the work: a wrong password, a wrong code. Each
// attempt is counted in every window before the work and taken back unless it failed, so a burst
// of concurrent attempts cannot all pass one reading of the count: at most `limit` attempts are
// ever under way or counted in a window, and exactly `limit` failures are checked. A refusal
// neither counts nor makes the wait longer.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';
import { RateLimitedError, type RateLimitRule, type RateLimitService } from './rate-limits.ts';

export interface FailureWindow {
  key: string;
  rule: RateLimitRule;
  /** This window's own 429 when it is full (a lockout of one target says so in its words). */
  refusal?: FailureLimits['refusal'];
}

export interface FailureLimits {
  windows: FailureWindow[];
  /**
   * The 429 answered while any window is full (with Retry-After, from the routes' hook), unless
   * a full window has its own.
   */
  refusal: { code: ApiErrorCode; message: string };
  /** Whether an error thrown by the attempt is a failure that stays counted. */
  isFailure: (error: unknown) => boolean;
  /** Where the counts are written: the caller's transaction, when it has one. */
  executor?: Kysely<DB>;
}

/**
 * Runs `attempt` within the windows: refused at once while any of them is full; otherwise the
 * attempt, whose failures alone stay counted (a success or any other error is taken back).
 */
export async function attemptWithinFailureLimits<T>(
  rateLimits: RateLimitService,
  limits: FailureLimits,
  attempt: () => Promise<T>,
): Promise<T> {
  const hits = await Promise.all(
    limits.windows.map(({ key, rule }) => rateLimits.hitTentatively(key, rule, limits.executor)),
  );
  const withdrawAll = async () => {
    await Promise.all(hits.map((hit) => hit.withdraw()));
  };
  const full = hits.flatMap((hit, index) => (hit.allowed ? [] : [{ hit, index }]));
  if (full.length > 0) {
    await withdrawAll();
    const wait = Math.max(...full.map(({ hit }) => hit.retryAfterSeconds));
    const refusal =
      full.map(({ index }) => limits.windows[index]?.refusal).find((own) => own !== undefined) ??
      limits.refusal;
    throw new RateLimitedError(wait, refusal.code, refusal.message);
  }
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!limits.isFailure(error)) await withdrawAll();
    throw error;
  }
  await withdrawAll();
  return result;
}
