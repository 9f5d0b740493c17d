// Housekeeping (docs/decisions/015-scheduled-jobs.md): the scheduled
// clean-ups. The only file of this feature other features may import:
//
//   await housekeeping.removeExpired();          // sessions, codes, old rate-limit windows,
//                                                 // messages older than 90 days, streaks,
//                                                 // caller checks, declined applications
//   await housekeeping.anonymiseDeletedAccounts(); // deleted more than 30 days ago (docs/product.md §10.14)
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import * as repo from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/product.md §10.14: personal data is anonymised 30 days after the deletion. */
export const ANONYMISE_AFTER_DAYS = 30;
/** Kept a day past expiry, so a customer following an old link still reads "expired". */
const EXPIRED_KEPT_MS = DAY_MS;
/**
 * At least the longest rate-limit window (a day: wrong phone PINs, SMS codes), so only windows
 * that have ended are removed.
 */
const RATE_WINDOWS_KEPT_MS = DAY_MS;
/**
 * Emails and SMS are kept 90 days (docs/decisions/028): long enough to answer "did you send
 * me…?", and what they held (links, codes) is dead within a day. Sent or not: the last retry of
 * an email is due under three hours after it was written, so one still waiting after 90 days
 * is one nobody will send, and its link or code has long expired.
 */
export const OUTBOX_KEPT_DAYS = 90;
/** A wrong-password streak is forgotten after a day without an attempt (docs/decisions/029). */
const PASSWORD_STREAKS_KEPT_MS = DAY_MS;
/** A call lasts at most 4 hours and its ringing: a day later its caller check is of no use. */
const CALLER_CHECKS_KEPT_MS = DAY_MS;
/**
 * A declined application to become an advisor is deleted six months after the answer
 * (docs/decisions/056): long enough to answer the applicant's questions about it, and a new
 * application never needs the old one.
 */
export const DECLINED_APPLICATIONS_KEPT_DAYS = 182;
const ANONYMISE_BATCH = 500;

export function createHousekeepingService(deps: { database: Database; clock: Clock }) {
  const { clock } = deps;
  const db = deps.database.kysely;
  const ago = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();

  return {
    async removeExpired() {
      return {
        sessions: await repo.deleteSessionsExpiredBefore(db, ago(EXPIRED_KEPT_MS)),
        operatorSessions: await repo.deleteOperatorSessionsExpiredBefore(db, ago(EXPIRED_KEPT_MS)),
        codes: await repo.deleteCodesExpiredBefore(db, ago(EXPIRED_KEPT_MS)),
        rateWindows: await repo.deleteRateWindowsBefore(db, ago(RATE_WINDOWS_KEPT_MS)),
        messages: await repo.deleteMessagesCreatedBefore(db, ago(OUTBOX_KEPT_DAYS * DAY_MS)),
        passwordStreaks: await repo.deletePasswordLockoutsIdleSince(
          db,
          ago(PASSWORD_STREAKS_KEPT_MS),
        ),
        callerChecks: await repo.deleteCallerChecksBefore(db, ago(CALLER_CHECKS_KEPT_MS)),
        declinedApplications: await repo.deleteApplicationsDeclinedBefore(
          db,
          ago(DECLINED_APPLICATIONS_KEPT_DAYS * DAY_MS),
        ),
      };
    },

    /** Each account in its own transaction, so a crash leaves the others done or to do. */
    async anonymiseDeletedAccounts(): Promise<{ anonymised: number }> {
      const before = ago(ANONYMISE_AFTER_DAYS * DAY_MS);
      let anonymised = 0;
      for (;;) {
        const batch = await repo.listDeletedToAnonymise(db, before, ANONYMISE_BATCH);
        for (const customer of batch) {
          const done = await db
            .transaction()
            .execute((trx) => repo.anonymise(trx, customer, clock.now().toISOString()));
          if (done) anonymised += 1;
        }
        if (batch.length < ANONYMISE_BATCH) return { anonymised };
      }
    },
  };
}

export type HousekeepingService = ReturnType<typeof createHousekeepingService>;
