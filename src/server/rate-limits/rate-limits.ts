// Abuse limits (brute force, SMS pumping, email bombing): fixed-window counters kept in the
// database, so N instances behind a load balancer count together. A refusal is a DomainError with
// the seconds to wait, which the API answers as a 429 with a Retry-After header. Keys name what
// is counted, e.g. `sign-in:email:<email>`, `sign-in:ip:<address>`, `code:phone:<10 digits>`.
// Infrastructure, not a feature: app.ts builds one service and hands it to the features that
// limit something (accounts, coupons, phone PIN).
//
// Old windows are dead weight only: `prune` drops them, and a scheduled job should call it
// (e.g. daily with `olderThanMs` of a day); until then they cost a little disk, never a wrong
// answer.
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import { DomainError } from '#server/domain-error.ts';
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';
import { copy } from '#shared/copy/catalogue.ts';
import {
  decrementCounter,
  deleteCounters,
  deleteWindowsBefore,
  incrementCounter,
  readCounter,
} from './repo.ts';

export interface RateLimitRule {
  /** How many hits a window allows. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  /** hit: this hit is within the limit; peek: one more hit would be. */
  allowed: boolean;
  hits: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** A hit that may be taken back once the outcome of the attempt is known. */
export interface TentativeHit extends RateLimitResult {
  /** Takes the hit back from its window (the first call only). */
  withdraw(): Promise<void>;
}

/** A refusal until the window ends: the domain error with the seconds to wait. */
export class RateLimitedError extends DomainError {
  constructor(
    retryAfterSeconds: number,
    code: ApiErrorCode = 'TOO_MANY_REQUESTS',
    message: string = copy.errors.tooManyRequests,
  ) {
    super(code, message, { retryAfterSeconds });
    this.name = 'RateLimitedError';
  }
}

export function createRateLimitService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  function windowOf(rule: RateLimitRule) {
    const now = clock.now().getTime();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return {
      windowStart: new Date(start).toISOString(),
      retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)),
    };
  }

  /** Counts one hit; `allowed` is false once the window holds more than `limit` hits. */
  async function hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const { windowStart, retryAfterSeconds } = windowOf(rule);
    const hits = await incrementCounter(database.kysely, key, windowStart);
    return { allowed: hits <= rule.limit, hits, retryAfterSeconds };
  }

  return {
    hit,

    /**
     * Counts one hit at once, for limits on failures that are known only after the work: the
     * caller withdraws the hit when the attempt does not count (refused, or it succeeded).
     * Counting before the work, rather than reading the count first, keeps a burst of
     * concurrent attempts from all passing on one reading: at most `limit` are ever under way
     * or counted in a window. Given `executor` (the caller's transaction), the hit and its
     * withdrawal are written through it.
     */
    async hitTentatively(
      key: string,
      rule: RateLimitRule,
      executor: Kysely<DB> = database.kysely,
    ): Promise<TentativeHit> {
      const { windowStart, retryAfterSeconds } = windowOf(rule);
      const hits = await incrementCounter(executor, key, windowStart);
      let withdrawn = false;
      return {
        allowed: hits <= rule.limit,
        hits,
        retryAfterSeconds,
        async withdraw() {
          if (withdrawn) return;
          withdrawn = true;
          await decrementCounter(executor, key, windowStart);
        },
      };
    },

    /** Reads without counting; `allowed` says whether one more hit would be within the limit. */
    async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const { windowStart, retryAfterSeconds } = windowOf(rule);
      const hits = await readCounter(database.kysely, key, windowStart);
      return { allowed: hits < rule.limit, hits, retryAfterSeconds };
    },

    /** Counts one hit and throws a RateLimitedError (by default TOO_MANY_REQUESTS) past the limit. */
    async consume(
      key: string,
      rule: RateLimitRule,
      refusal?: { code: ApiErrorCode; message: string },
    ): Promise<void> {
      const result = await hit(key, rule);
      if (!result.allowed) {
        throw new RateLimitedError(result.retryAfterSeconds, refusal?.code, refusal?.message);
      }
    },

    /** Forgets every window of a key. */
    async reset(key: string): Promise<void> {
      await deleteCounters(database.kysely, key);
    },

    /** Drops windows that started more than `olderThanMs` ago (for a scheduled clean-up). */
    async prune(olderThanMs: number): Promise<number> {
      const before = new Date(clock.now().getTime() - olderThanMs).toISOString();
      return deleteWindowsBefore(database.kysely, before);
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
