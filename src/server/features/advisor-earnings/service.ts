// The advisor's own calls and earnings (docs/decisions/048, "History and earnings"): their
// history a page at a time, their totals by day, week or month, and a month's statement as JSON
// and CSV. Every figure comes from the payouts feature's one formula (earningsTally, the owners'
// payout report's), so a statement's total is the report's line for the advisor and month to the
// cent. Only ever the advisor's own calls: the routes pass the session's advisor id.
//
//   const earnings = createAdvisorEarningsService({ database, payouts });
//   await earnings.calls(advisorId, 1);                                  // newest first
//   await earnings.totals(advisorId, { from: '2026-10-01', to: '2026-10-31' }, 'week');
//   earnings.statementCsv(await earnings.statement(advisorId, '2026-10'));
import type { Database } from '#server/db/database.ts';
import { DomainError } from '#server/domain-error.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { csvDocument, statementStyle, withByteOrderMark } from '#server/csv.ts';
import {
  earnedHundredthsOfCent,
  earningsTally,
  hundredthsOfCentToDecimalString,
  rateOnDay,
  type PayoutRate,
  type PayoutsService,
} from '#server/features/payouts/service.ts';
import {
  bucketOf,
  periodRange,
  type Granularity,
  type Period,
} from '#server/features/reports/service.ts';
import {
  ADVISOR_CALLS_PAGE_SIZE,
  type AdvisorCallLine,
  type AdvisorCallsPage,
  type AdvisorEarningsView,
  type AdvisorStatement,
} from '#shared/api/advisor/earnings.ts';
import { centsToDecimalString } from '#shared/pricing/money.ts';
import { addDays, businessDate } from '#shared/time/business-time.ts';
import * as repo from './repo.ts';

/** The caller as the advisor sees them: the first word of their name, nothing else. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const dayOf = (instant: string) => businessDate(new Date(instant));

function lineOf(row: repo.CallRow, rates: readonly PayoutRate[]): AdvisorCallLine {
  const rate = rateOnDay(rates, dayOf(row.callStart));
  return {
    id: row.id,
    startedAt: new Date(row.callStart).toISOString(),
    callerFirstName: firstNameOf(row.customerName),
    durationSeconds: row.durationSeconds ?? 0,
    minutesBilled: Number(row.minutesUsed),
    perMinuteHundredthsOfCent: rate?.perMinuteHundredthsOfCent ?? null,
    earnedHundredthsOfCent: earnedHundredthsOfCent(Number(row.minutesUsed), rate),
  };
}

/** A month 'YYYY-MM' as its first and last days. */
function monthPeriod(month: string): Period {
  const from = `${month}-01`;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

export function createAdvisorEarningsService(deps: {
  database: Database;
  payouts: PayoutsService;
}) {
  const { payouts } = deps;
  const db = deps.database.kysely;
  const ratesOf = (advisorId: string, upTo: string) => payouts.ratesUpTo([advisorId], upTo);

  /** Calls of the period with their earnings, and one tally per bucket and for the whole. */
  async function tallied(advisorId: string, period: Period) {
    const rows = await repo.callsBetween(db, advisorId, periodRange(period));
    const rates = await ratesOf(advisorId, period.to);
    return { rows, rates, lines: rows.map((row) => lineOf(row, rates)) };
  }

  return {
    /** A page (from 1) of the advisor's calls, newest first. */
    async calls(advisorId: string, page = 1): Promise<AdvisorCallsPage> {
      const pageSize = ADVISOR_CALLS_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.callsPage(db, advisorId, (page - 1) * pageSize, pageSize),
        repo.countCalls(db, advisorId),
      ]);
      const newest = rows[0];
      const rates = newest ? await ratesOf(advisorId, dayOf(newest.callStart)) : [];
      return { calls: rows.map((row) => lineOf(row, rates)), page, pageSize, total };
    },

    /**
     * The advisor's calls, minutes and earnings in each day, week (Monday to Sunday) or month of
     * the period, and for the whole period; each total is rounded to the cent once, as the
     * payout report rounds a period's.
     */
    async totals(advisorId: string, period: Period, by: Granularity): Promise<AdvisorEarningsView> {
      const { rows, rates } = await tallied(advisorId, period);
      const buckets = new Map<string, { calls: number; tally: ReturnType<typeof earningsTally> }>();
      for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
        const bucket = bucketOf(day, by);
        if (!buckets.has(bucket)) buckets.set(bucket, { calls: 0, tally: earningsTally(rates) });
      }
      const whole = earningsTally(rates);
      for (const row of rows) {
        const day = dayOf(row.callStart);
        const bucket = buckets.get(bucketOf(day, by));
        if (!bucket) continue;
        bucket.calls += 1;
        bucket.tally.add(day, Number(row.minutesUsed));
        whole.add(day, Number(row.minutesUsed));
      }
      const totalsOf = (calls: number, tally: ReturnType<typeof earningsTally>) => {
        const { minutes, unratedMinutes, payoutCents } = tally.earnings();
        return { calls, minutes, unratedMinutes, payoutCents };
      };
      return {
        period,
        by,
        lines: [...buckets].map(([bucket, { calls, tally }]) => ({
          bucket,
          ...totalsOf(calls, tally),
        })),
        totals: totalsOf(rows.length, whole),
      };
    },

    /** A month's statement: the advisor, each call, and the month's total as the report has it. */
    async statement(advisorId: string, month: string): Promise<AdvisorStatement> {
      const advisor = await repo.advisorRef(db, advisorId);
      if (!advisor) {
        throw new DomainError('ADVISOR_NOT_FOUND', adminCopy.advisorRules.unknownId(advisorId));
      }
      const period = monthPeriod(month);
      const { rows, rates, lines } = await tallied(advisorId, period);
      const tally = earningsTally(rates);
      for (const row of rows) tally.add(dayOf(row.callStart), Number(row.minutesUsed));
      return {
        advisor: { name: advisor.name, extension: advisor.extension },
        month,
        period,
        calls: lines,
        totals: { calls: rows.length, ...tally.earnings() },
      };
    },

    /**
     * The statement as CSV (the one CSV writer): a line per call, its business day and time,
     * then the total. A call of a day with no rate says "no rate". Every field quoted as in the
     * reports, a caller's name that a spreadsheet would run as a formula guarded (customers type
     * their names), and a byte order mark first so that a spreadsheet shows the accents.
     */
    statementCsv(statement: AdvisorStatement): string {
      const { advisor, month, totals } = statement;
      const rows = statement.calls.map((call) => [
        month,
        advisor.extension,
        advisor.name,
        call.startedAt,
        dayOf(call.startedAt),
        call.callerFirstName,
        call.durationSeconds,
        call.minutesBilled,
        call.perMinuteHundredthsOfCent === null
          ? 'no rate'
          : hundredthsOfCentToDecimalString(call.perMinuteHundredthsOfCent),
        call.earnedHundredthsOfCent === null
          ? ''
          : hundredthsOfCentToDecimalString(call.earnedHundredthsOfCent),
      ]);
      const csv = csvDocument(
        [
          'month',
          'extension',
          'advisor',
          'started_at',
          'day',
          'caller',
          'duration_seconds',
          'minutes',
          'rate_per_minute',
          'earnings',
        ],
        [
          ...rows,
          [
            month,
            advisor.extension,
            advisor.name,
            'total',
            '',
            '',
            '',
            totals.minutes,
            totals.unratedMinutes > 0 ? `${totals.unratedMinutes} minutes with no rate` : '',
            centsToDecimalString(totals.payoutCents),
          ],
        ],
        statementStyle,
      );
      return withByteOrderMark(csv);
    },
  };
}

export type AdvisorEarningsService = ReturnType<typeof createAdvisorEarningsService>;
