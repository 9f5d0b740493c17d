// Wrong passwords on one email, whoever sends them and whether or not an account uses it
// (decision 029): a streak. Each attempt takes its place in the streak before its password is
// checked, by a compare-and-set on the count, and the attempt that reaches a lock sets it at
// once; so a burst of simultaneous guesses gets exactly as many checks as the rule allows, and
// the rest are refused. A right password (sign-in or re-authentication) and a password reset
// end the streak; a day without an attempt forgets it. The owner is emailed once per streak,
// at its first lock.
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import { RateLimitedError } from '#server/rate-limits/rate-limits.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { passwordLockMs, passwordLockoutRules } from './limits.ts';
import {
  deletePasswordLockout,
  findPasswordLockout,
  insertPasswordLockout,
  markOwnerWarned,
  updatePasswordLockout,
} from './lockout-repo.ts';

/** An attempt that took its place in the streak; the caller reports how it ended. */
export interface PasswordAttempt {
  email: string;
  /** Its place: the streak's wrong passwords if it is wrong too. */
  failures: number;
  /** True when, wrong, it is the one that began a lock. */
  locks: boolean;
}

export function createPasswordLockouts(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const db = database.kysely;

  function lockedOut(lockedUntil: string, now: number): RateLimitedError {
    const seconds = Math.max(1, Math.ceil((Date.parse(lockedUntil) - now) / 1000));
    return new RateLimitedError(
      seconds,
      'TOO_MANY_SIGN_IN_ATTEMPTS',
      copy.auth.signIn.passwordLocked(Math.ceil(seconds / 60)),
    );
  }

  return {
    /**
     * Counts an attempt on `email` before its password is checked; throws 429
     * TOO_MANY_SIGN_IN_ATTEMPTS, with the wait in words and Retry-After, while the email is
     * locked. Each pass that finds the streak changed by another attempt reads it again: a
     * lock is at most `failuresBeforeLock` moves away, so this ends.
     */
    async begin(email: string): Promise<PasswordAttempt> {
      for (;;) {
        const now = clock.now().getTime();
        const at = new Date(now).toISOString();
        const row = await findPasswordLockout(db, email);
        if (row?.lockedUntil != null && Date.parse(row.lockedUntil) > now) {
          throw lockedOut(row.lockedUntil, now);
        }
        const forgotten =
          row !== null &&
          Date.parse(row.lastAttemptAt) + passwordLockoutRules.streakForgottenAfterMs <= now;
        const failures = row === null || forgotten ? 1 : row.failures + 1;
        const lockMs = passwordLockMs(failures);
        // Before its fifth wrong password a streak has never been locked: no lock to keep.
        const next = {
          failures,
          lastAttemptAt: at,
          lockedUntil: lockMs > 0 ? new Date(now + lockMs).toISOString() : null,
          ownerWarnedAt: forgotten ? null : (row?.ownerWarnedAt ?? null),
        };
        const taken =
          row === null
            ? await insertPasswordLockout(db, { email, ...next })
            : await updatePasswordLockout(db, { email, failures: row.failures, now: at }, next);
        if (taken) return { email, failures, locks: lockMs > 0 };
      }
    },

    /**
     * The attempt's password was wrong. When it began the streak's first lock, `warnOwner` runs
     * in one transaction with the mark that the owner was told, so the owner hears of a streak
     * once, however many locks follow; answers what `warnOwner` answered, or null.
     */
    async failed<T>(
      attempt: PasswordAttempt,
      warnOwner: (trx: Kysely<DB>) => Promise<T | null>,
    ): Promise<T | null> {
      if (!attempt.locks) return null;
      return db.transaction().execute(async (trx) => {
        const first = await markOwnerWarned(trx, attempt.email, clock.now().toISOString());
        return first ? warnOwner(trx) : null;
      });
    },

    /** The password was right, or was just reset: the streak (and any lock) ends. */
    end: (executor: Kysely<DB>, email: string) => deletePasswordLockout(executor, email),
  };
}
