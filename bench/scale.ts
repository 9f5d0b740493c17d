// Scale (docs/performance.md): the phone line's caller lookup, the dashboard's reads and
// the monthly cashback, at several numbers of customers, each size in a database of its own
// filled by bench/scale/generate.ts. Goals: lookup and dashboard time flat from the smallest to
// the largest size (indexes, no scans; the ratio largest / smallest is the figure), the
// cashback for 1,000,000 customers within a minute on PostgreSQL, and each of the back office's
// reports within a second there (bench/scale/reports.ts), and the back office's customer search
// too (bench/scale/customer-search.ts). The baseline of each ratio is the smallest size, measured
// in the same run.
//
//   npm run bench -- scale                          SQLite at 10,000 and 100,000 customers
//   SCALE_CUSTOMERS=10000,50000 npm run bench -- scale
//   SCALE_DATABASE_URL=postgres://lumina:lumina@127.0.0.1:5432/postgres npm run bench -- scale
//       adds PostgreSQL at 10,000 and 1,000,000 (SCALE_POSTGRES_CUSTOMERS to change them);
//       the role must be allowed to create databases; SCALE_CUSTOMERS=none skips SQLite.
//   SCALE_SAMPLES=1000: timed requests per figure (after 100 untimed).
import { sql } from 'kysely';
import type { Database, DialectName } from '#server/db/database.ts';
import { CUSTOMERS_PER_BATCH } from '#server/features/cashback/service.ts';
import { withCleanup } from './support/cleanup.ts';
import { count, verdict } from './support/figures.ts';
import { progress } from './support/progress.ts';
import { startScaleApp } from './scale/app.ts';
import { CASHBACK_MONTH, generateCustomers, type Generated } from './scale/generate.ts';
import type { Latency } from './scale/latency.ts';
import {
  dashboardPaths,
  measureCashback,
  measureDashboards,
  measurePhoneLookups,
  pickCustomers,
  type CashbackFigures,
  type DashboardPath,
} from './scale/measure.ts';
import { checkPlans, type PlanCheck } from './scale/plans.ts';
import { measureReports, type ReportsFigures } from './scale/reports.ts';
import { measureCustomerSearch, type CustomerSearchFigures } from './scale/customer-search.ts';
import { freshDatabase, type ScaleTarget } from './scale/scale-database.ts';

/** The issue's goal: a month's cashback for 1,000,000 customers within a minute. */
export const CASHBACK_GOAL = { customers: 1_000_000, seconds: 60 };
/** The back office's goal: each report within a second with 1,000,000 customers on PostgreSQL. */
export const REPORT_GOAL_MS = 1000;
/** The customers list answers a support agent while the customer waits on the phone. */
const SEARCH_GOAL_MS = 1000;
/** "Flat": the largest size's median at most this many times the smallest's. */
export const FLAT_RATIO = 1.3;
/** Customers whose grant is checked against the rule, at each size. */
const CHECKED_GRANTS = 200;

export interface SizeFigures {
  customers: number;
  generated: Generated;
  phoneLookup: Latency;
  dashboard: Record<DashboardPath, Latency>;
  cashback: CashbackFigures;
  reports: ReportsFigures;
  customerSearch: CustomerSearchFigures;
  /** The phone lookup's and the dashboard's statements; the cashback's; the reports'; the search's. */
  plans: { requests: PlanCheck; cashback: PlanCheck; reports: PlanCheck; search: PlanCheck };
}

export interface TargetFigures {
  dialect: DialectName;
  server: string;
  sizes: SizeFigures[];
}

function sizesFrom(value: string | undefined, fallback: number[]): number[] {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === 'none') return [];
  return value.split(',').map((part) => {
    const n = Number(part.trim().replace(/_/g, ''));
    if (!Number.isSafeInteger(n) || n < 1000) {
      throw new Error(`scale: "${part}" is not a number of customers (1000 or more)`);
    }
    return n;
  });
}

/** Every size of one database, generated first, then measured side by side. */
async function measureTarget(
  target: ScaleTarget,
  sizes: readonly number[],
  samples: number,
): Promise<TargetFigures> {
  return withCleanup(async (defer) => {
    const sampling = { warmUp: 100 };
    const prepared = [];
    for (const n of sizes) {
      const label = `${target.dialect} ${count(n)}`;
      progress('scale', `${label}: a fresh database`);
      const database = await freshDatabase(target, defer);
      const generated = await generateCustomers(database, n, (table) =>
        progress('scale', `${label}: generating ${table}`),
      );
      const scale = await startScaleApp(database, defer);
      prepared.push({
        n,
        database,
        generated,
        scale,
        customers: pickCustomers(n, samples + sampling.warmUp),
      });
    }
    const first = prepared[0];
    if (!first) throw new Error('scale: no size to measure');
    progress('scale', `${target.dialect}: phone lookups`);
    const phone = await measurePhoneLookups(prepared, sampling);
    progress('scale', `${target.dialect}: dashboards`);
    const dashboard = await measureDashboards(prepared, sampling);
    const figures: SizeFigures[] = [];
    for (const [index, size] of prepared.entries()) {
      progress('scale', `${target.dialect} ${count(size.n)}: monthly cashback`);
      const cashback = await measureCashback(size.scale, size.customers.slice(0, CHECKED_GRANTS));
      progress('scale', `${target.dialect} ${count(size.n)}: reports`);
      const reports = await measureReports(size.scale);
      progress('scale', `${target.dialect} ${count(size.n)}: customer search`);
      const customerSearch = await measureCustomerSearch(size.scale, size.n);
      const plans = {
        requests: await checkPlans(size.database, [
          ...(phone.queries[index] ?? []),
          ...(dashboard.queries[index] ?? []),
        ]),
        cashback: await checkPlans(size.database, cashback.queries),
        reports: await checkPlans(size.database, reports.queries),
        search: await checkPlans(size.database, customerSearch.queries),
      };
      figures.push({
        customers: size.n,
        generated: size.generated,
        phoneLookup: phone.latency[index] ?? missing,
        dashboard: Object.fromEntries(
          dashboardPaths.map((path) => [path, dashboard.latency[path][index] ?? missing]),
        ) as Record<DashboardPath, Latency>,
        cashback,
        reports,
        customerSearch,
        plans,
      });
    }
    return { dialect: target.dialect, server: await serverName(first.database), sizes: figures };
  });
}

const missing: Latency = { samples: 0, p50: Number.NaN, p99: Number.NaN };

async function serverName(database: Database): Promise<string> {
  if (database.dialect === 'sqlite') return 'SQLite';
  const { rows } = await sql<{
    version: string;
  }>`select current_setting('server_version') as version`.execute(database.kysely);
  return `PostgreSQL ${rows[0]?.version ?? ''}`;
}

export async function measureScale(
  env: Record<string, string | undefined> = process.env,
): Promise<TargetFigures[]> {
  const samples = Number(env.SCALE_SAMPLES ?? 1000);
  const targets: { target: ScaleTarget; sizes: number[] }[] = [
    { target: { dialect: 'sqlite' }, sizes: sizesFrom(env.SCALE_CUSTOMERS, [10_000, 100_000]) },
  ];
  if (env.SCALE_DATABASE_URL) {
    targets.push({
      target: { dialect: 'postgres', serverUrl: env.SCALE_DATABASE_URL },
      sizes: sizesFrom(env.SCALE_POSTGRES_CUSTOMERS, [10_000, 1_000_000]),
    });
  }
  const results: TargetFigures[] = [];
  for (const { target, sizes } of targets) {
    if (sizes.length === 0) continue;
    results.push(
      await measureTarget(
        target,
        [...sizes].sort((a, b) => a - b),
        samples,
      ),
    );
  }
  return results;
}

// ---- The report ---------------------------------------------------------------------------------

const msText = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const secondsText = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} s`;
const ratioText = (value: number) => `${value.toFixed(2)}×`;

function latencyLine(label: string, series: Latency[]): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return `  ${label}: no figures`;
  const p50 = series.map((latency) => msText(latency.p50)).join(' → ');
  const p99 = series.map((latency) => msText(latency.p99)).join(' → ');
  const ratio = last.p50 / first.p50;
  const flat = ratio <= FLAT_RATIO ? 'flat' : 'GROWS';
  return `  ${label.padEnd(36)} p50 ${p50} (${ratioText(ratio)}, ${flat}); p99 ${p99} (${ratioText(last.p99 / first.p99)})`;
}

function planText(check: PlanCheck): string {
  const scans = [...new Set(check.fullScans.map((scan) => scan.table))];
  const unexplained =
    check.unexplained.length > 0 ? ` (NOT EXPLAINED: ${check.unexplained.join('; ')})` : '';
  return `${check.statements} statements, ${
    scans.length === 0 ? 'no full scan' : `FULL SCANS of ${scans.join(', ')}`
  }${unexplained}`;
}

function targetReport(target: TargetFigures): string[] {
  const { sizes } = target;
  const first = sizes[0];
  const last = sizes.at(-1);
  if (!first || !last) return [];
  const perCustomer = (size: SizeFigures) => (size.cashback.seconds * 1e6) / size.customers;
  const lines = [
    `Scale on ${target.server}: ${sizes.map((size) => count(size.customers)).join(', ')} customers (goal: lookup and dashboard flat, largest / smallest median ≤ ${FLAT_RATIO}×)`,
    `  data: ${sizes.map((size) => `${count(size.customers)} customers, ${count(size.generated.rows)} rows in ${secondsText(size.generated.seconds)}`).join('; ')}`,
    latencyLine(
      'phone lookup (incoming-call webhook)',
      sizes.map((size) => size.phoneLookup),
    ),
    ...dashboardPaths.map((path) =>
      latencyLine(
        `dashboard GET ${path}`,
        sizes.map((size) => size.dashboard[path]),
      ),
    ),
    `  monthly cashback ${CASHBACK_MONTH}: ${sizes.map((size) => `${count(size.customers)} customers in ${secondsText(size.cashback.seconds)} (${count(size.cashback.granted)} granted ${count(size.cashback.minutes)} minutes)`).join('; ')}`,
    `    per customer ${sizes.map((size) => `${perCustomer(size).toFixed(1)} µs`).join(' → ')} (${ratioText(perCustomer(last) / perCustomer(first))}); a rerun, granting nothing: ${sizes.map((size) => secondsText(size.cashback.rerunSeconds)).join(' → ')}`,
  ];
  if (last.customers >= CASHBACK_GOAL.customers && target.dialect === 'postgres') {
    // The goal's size itself, or more: the time for exactly a million, at the measured pace.
    const forGoal = (last.cashback.seconds * CASHBACK_GOAL.customers) / last.customers;
    lines.push(
      `    ${count(CASHBACK_GOAL.customers)} customers: ${secondsText(forGoal)} — ${verdict(forGoal <= CASHBACK_GOAL.seconds)} the goal of at most ${CASHBACK_GOAL.seconds} s`,
    );
  }
  const wrong = sizes.reduce((sum, size) => sum + size.cashback.wrongGrants, 0);
  const gaps = sizes.filter((size) => size.cashback.ledgerGap !== 0).length;
  const repeated = sizes.filter(
    (size) => size.cashback.rerunAlreadyGranted !== size.cashback.granted,
  ).length;
  const grantsText =
    wrong === 0
      ? `all ${CHECKED_GRANTS} sampled grants per size match the rule`
      : `${wrong} sampled grants DIFFER from the rule`;
  lines.push(
    `  checks: ${grantsText}; balances ${gaps === 0 ? 'equal' : 'DIFFER FROM'} the ledger; the rerun ${repeated === 0 ? 'found every grant made' : 'DISAGREES with the first run'}`,
  );
  for (const size of sizes) {
    const slowest = Math.max(...size.reports.reports.map((figure) => figure.ms));
    const goal =
      target.dialect === 'postgres' && size.customers >= CASHBACK_GOAL.customers
        ? ` — ${verdict(slowest < REPORT_GOAL_MS)} the goal of under ${REPORT_GOAL_MS} ms each`
        : '';
    lines.push(
      `  reports at ${count(size.customers)} (median of 5): ${size.reports.reports.map((figure) => `${figure.name} ${msText(figure.ms)}`).join('; ')}${goal}`,
      // The prepaid minutes are every balance: one pass over customers is the plan.
      `    query plans: ${planText(size.plans.reports)}; October's payouts ${count(size.reports.octoberPayoutCents / 100)} $`,
    );
  }
  for (const size of sizes) {
    const slowest = Math.max(...size.customerSearch.searches.map((figure) => figure.ms));
    const goal =
      size.customers >= CASHBACK_GOAL.customers
        ? ` — ${verdict(slowest < SEARCH_GOAL_MS)} the goal of under ${SEARCH_GOAL_MS} ms each`
        : '';
    lines.push(
      `  customer search at ${count(size.customers)} (median of 5, found): ${size.customerSearch.searches.map((figure) => `${figure.name} ${msText(figure.ms)} (${count(figure.found)})`).join('; ')}${goal}`,
      // The unfiltered list walks an index in its sort's order, and the count reads at most
      // 1,001 rows: plans that read customers, but only as far as the page or the cap.
      `    query plans: ${planText(size.plans.search)}${size.plans.search.fullScans.length > 0 ? ' (the unfiltered list and its count stop at the page and at 1,001 rows)' : ''}`,
    );
  }
  for (const size of sizes) {
    // A batch that is a large share of all customers is rightly read with whole-table scans.
    const batchShare = CUSTOMERS_PER_BATCH / size.customers;
    const note =
      batchShare > 0.05
        ? ` (a batch is ${Math.round(Math.min(1, batchShare) * 100)} % of the customers here)`
        : '';
    lines.push(
      `  query plans at ${count(size.customers)}: lookup and dashboard ${planText(size.plans.requests)}; cashback ${planText(size.plans.cashback)}${size.plans.cashback.fullScans.length > 0 ? note : ''}`,
    );
  }
  return lines;
}

export function report(targets: TargetFigures[]): string[] {
  return targets.flatMap((target, index) => [...(index > 0 ? [''] : []), ...targetReport(target)]);
}
