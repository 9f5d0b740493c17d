// The owner's reports at scale (docs/decisions/046): each report of the back office timed on the
// generated customers, the goal being under a second on PostgreSQL with 1,000,000 of them. The
// periods are those the data fills most: October 2026 (60 % of the customers' last purchases,
// their calls), November for the cashback granted just before, 2025 for the accounts opened. Each
// advisor is given a payout rate from May (before the first purchase) so every minute is paid,
// and every other advisor a new rate from 16 October, so October's payouts cross a rate change.
import type { CompiledQuery } from 'kysely';
import { newId } from '#server/db/ids.ts';
import { createPayoutsService } from '#server/features/payouts/service.ts';
import { createReportsService } from '#server/features/reports/service.ts';
import type { ScaleApp } from './app.ts';
import { SCALE_NOW } from './generate.ts';

const october = { from: '2026-10-01', to: '2026-10-31' };
const november = { from: '2026-11-01', to: '2026-11-30' };
const year2025 = { from: '2025-01-01', to: '2025-12-31' };
/** Timed runs per report, after one untimed. */
const RUNS = 5;

export interface ReportFigure {
  name: string;
  /** Median of the timed runs. */
  ms: number;
}

export interface ReportsFigures {
  reports: ReportFigure[];
  /** The payouts' total for October, in cents (a sanity figure: minutes were paid). */
  octoberPayoutCents: number;
  queries: CompiledQuery[];
}

async function givePayoutRates(scale: ScaleApp): Promise<void> {
  const db = scale.database.kysely;
  const advisors = await db.selectFrom('advisors').select('id').execute();
  if (advisors.length === 0) return;
  await db
    .insertInto('advisorPayoutRates')
    .values(
      advisors.flatMap((advisor, n) => [
        {
          id: newId(),
          advisorId: advisor.id,
          perMinuteHundredthsOfCent: 2500 + n * 125,
          appliesFrom: '2026-05-01',
          createdAt: SCALE_NOW,
        },
        ...(n % 2 === 0
          ? [
              {
                id: newId(),
                advisorId: advisor.id,
                perMinuteHundredthsOfCent: 3000 + n * 125,
                appliesFrom: '2026-10-16',
                createdAt: SCALE_NOW,
              },
            ]
          : []),
      ]),
    )
    .execute();
}

export async function measureReports(scale: ScaleApp): Promise<ReportsFigures> {
  await givePayoutRates(scale);
  const reports = createReportsService({
    database: scale.database,
    payouts: createPayoutsService({ database: scale.database, clock: scale.clock }),
  });
  const cases: [string, () => Promise<unknown>][] = [
    ['sales October by day', () => reports.sales(october, 'day')],
    ['sales October by month', () => reports.sales(october, 'month')],
    ['prepaid minutes outstanding', () => reports.outstandingMinutes()],
    ['minutes talked October by day', () => reports.minutesTalked(october, 'day')],
    ['payouts October', () => reports.payouts(october)],
    ['coupon use October', () => reports.couponUse(october)],
    ['tarot plays October by week', () => reports.tarotPlays(october, 'week')],
    ['cashback November by day', () => reports.cashbackGranted(november, 'day')],
    ['new customers 2025 by month', () => reports.newCustomers(year2025, 'month')],
  ];
  const figures: ReportFigure[] = [];
  const queries: CompiledQuery[] = [];
  for (const [name, run] of cases) {
    queries.push(...(await scale.recorder.during(run)));
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    figures.push({ name, ms: times[Math.floor(RUNS / 2)] ?? Number.NaN });
  }
  const payouts = await reports.payouts(october);
  return { reports: figures, octoberPayoutCents: payouts.totals.payoutCents, queries };
}
