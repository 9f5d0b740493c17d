// Advisors' payout rates (docs/decisions/046-payout-rates-and-reports.md): what each advisor is
// paid per billed minute, from a day on, with the history kept. The only file of this feature
// other features may import:
//
//   const payouts = createPayoutsService({ database, clock });
//   await db.transaction().execute(async (trx) => {
//     const { before, after } = await payouts.setRate(advisorId, 2750, '2026-12-01', trx);
//     // … the audit row, in the same transaction, holds before and after
//   });
//   await payouts.rateInForce(advisorId, '2026-12-15');   // the rate of a call started that day
//
// Rates are whole hundredths of a cent per minute (2750 = $0.275), so a rate with a fraction of
// a cent is exact; a payout is rounded to the cent once, on the advisor's total for a period.
// Append-only: setting a rate adds a row and never changes one. A rate applies from a day in the
// business's time zone, today or later: a past day would change what calls already made earned.
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import { changeRefused, DomainError } from '#server/domain-error.ts';
import { adminCopy, type AdminCopy } from '#shared/copy/admin-catalogue.ts';
import { businessDate, formatDate } from '#shared/time/business-time.ts';
import * as repo from './repo.ts';

export {
  earnedHundredthsOfCent,
  earningsTally,
  hundredthsOfCentToDecimalString,
  rateOnDay,
  type Earnings,
  type EarningsTally,
} from './earnings.ts';

/** $50.00 a minute, in hundredths of a cent: far above any real rate (the database checks it too). */
export const MAX_RATE_HUNDREDTHS_OF_CENT = 500_000;

export interface PayoutRate {
  id: string;
  advisorId: string;
  /** Hundredths of a cent per billed minute: 2750 is $0.275 a minute. */
  perMinuteHundredthsOfCent: number;
  /** The first day it applies, in the business's time zone ('YYYY-MM-DD'). */
  appliesFrom: string;
  /** When it was set (an instant). */
  createdAt: string;
}

export interface RateChange {
  /** The rate that was in force on `after.appliesFrom` before this change; null if none. */
  before: PayoutRate | null;
  after: PayoutRate;
}

/** 'YYYY-MM-DD' naming a day that exists. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    formatDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) === value
  );
}

const rules = () => adminCopy.advisorRules;

const advisorNotFound = (advisorId: string) =>
  new DomainError('ADVISOR_NOT_FOUND', rules().unknownId(advisorId));

function checkRate(rate: number): void {
  if (!Number.isSafeInteger(rate)) throw changeRefused(rules().rateNotWhole(rate));
  if (rate < 0) throw changeRefused(rules().rateNegative(rate));
  if (rate > MAX_RATE_HUNDREDTHS_OF_CENT) throw changeRefused(rules().rateTooHigh(rate));
}

function checkDay(day: string, what: keyof AdminCopy['advisorRules']['days']): void {
  if (!isCalendarDay(day)) throw changeRefused(rules().notADay(rules().days[what], day));
}

export function createPayoutsService(deps: { database: Database; clock: Clock }) {
  const { clock } = deps;
  const db = deps.database.kysely;

  return {
    /**
     * Adds a rate from `fromDate` (today or later, in the business's time zone), in the caller's
     * transaction when one is given, and answers the rate in force on that day before and after.
     * Refuses an unknown advisor, a rate that is not a whole number from 0 to $50.00 a minute in
     * hundredths of a cent, and a day that is not a day or is in the past; nothing changes then.
     */
    async setRate(
      advisorId: string,
      rate: number,
      fromDate: string,
      trx: Kysely<DB> = db,
    ): Promise<RateChange> {
      checkRate(rate);
      checkDay(fromDate, 'rateStart');
      const now = clock.now();
      const today = businessDate(now);
      if (fromDate < today) {
        throw changeRefused(rules().rateInThePast(fromDate, today));
      }
      if (!(await repo.advisorExists(trx, advisorId))) throw advisorNotFound(advisorId);
      const before = (await repo.rateOn(trx, advisorId, fromDate)) ?? null;
      const after: PayoutRate = {
        id: newId(),
        advisorId,
        perMinuteHundredthsOfCent: rate,
        appliesFrom: fromDate,
        createdAt: now.toISOString(),
      };
      await repo.insertRate(trx, after);
      return { before, after };
    },

    /** Every rate the advisor has had or will have, the latest day first. */
    async rateHistory(advisorId: string): Promise<PayoutRate[]> {
      if (!(await repo.advisorExists(db, advisorId))) throw advisorNotFound(advisorId);
      return repo.ratesOf(db, advisorId);
    },

    /** The rate of a call started on `day` (business time zone); null when none applies yet. */
    async rateInForce(advisorId: string, day: string): Promise<PayoutRate | null> {
      checkDay(day, 'day');
      return (await repo.rateOn(db, advisorId, day)) ?? null;
    },

    /**
     * For the payout report: each advisor's rates that apply on `upTo` or before, latest first.
     */
    async ratesUpTo(advisorIds: readonly string[], upTo: string): Promise<PayoutRate[]> {
      return repo.ratesUpTo(db, advisorIds, upTo);
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
