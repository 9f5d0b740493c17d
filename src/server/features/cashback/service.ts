// Monthly cashback (docs/product.md §1; docs/product.md §10.5; docs/decisions/015-scheduled-jobs.md): on the 1st of each month, each customer's bonus minutes for last month's
// package purchases, as a 'Monthly Cashback' purchase of $0 with its ledger row. The only file
// of this feature other features may import:
//
//   await cashback.grant('2026-10');   // { granted, minutes, alreadyGranted }
//
// Exactly once per customer per month, however many instances run it, however often it is
// rerun, and after a crash in the middle. The customers are taken in batches, in id order, four at
// a time; each batch is one transaction of a few set-based statements (docs/decisions/017):
// insert the batch's grants, skipping any customer who has the month's grant already (the
// database's unique key on customer and month decides, also against a concurrent run), then
// credit exactly the grants without a ledger row (the wallet) — those just inserted. A crash
// loses at most the batches in progress, and a rerun grants only what was left.
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { DomainError } from '#server/domain-error.ts';
import type { WalletService } from '#server/features/wallet/service.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { businessMonth, businessMonthRange } from '#shared/time/business-time.ts';
import * as repo from './repo.ts';
import { isMonth } from './rules.ts';

export interface CashbackRun {
  month: string;
  /** Customers granted by this run. */
  granted: number;
  /** Minutes this run granted in all. */
  minutes: number;
  /** Customers who had this month's grant already (an earlier or concurrent run). */
  alreadyGranted: number;
}

/** The month is not a YYYY-MM month that has ended. */
const monthRefused = (message: string) => new DomainError('CASHBACK_MONTH_INVALID', message);

/**
 * Customers per transaction: large enough that a month of a million customers takes well under
 * a minute, small enough that a batch holds its customers' balances for a fraction of a second.
 */
export const CUSTOMERS_PER_BATCH = 5000;
/**
 * Batches in flight at once, each in its own transaction on its own connection, their customers
 * never overlapping: the database server's cores (two on the project's machine) stay busy while
 * some batches wait on the disk, and most of PostgreSQL's pool (10) stays free for requests.
 * SQLite has one connection: its batches simply take turns.
 */
export const CONCURRENT_BATCHES = 4;

export function createCashbackService(deps: {
  database: Database;
  clock: Clock;
  wallet: WalletService;
  customersPerBatch?: number;
  concurrentBatches?: number;
}) {
  const { clock, wallet } = deps;
  const db = deps.database.kysely;
  const batchSize = deps.customersPerBatch ?? CUSTOMERS_PER_BATCH;
  const concurrency = deps.concurrentBatches ?? CONCURRENT_BATCHES;

  /** Grants one batch of customers, in one transaction. */
  async function grantBatch(
    range: repo.CustomerRange,
    month: string,
    purchasedBetween: { start: string; end: string },
  ) {
    return db.transaction().execute(async (trx) => {
      const minutes = await repo.insertGrants(trx, {
        range,
        month,
        purchasedBetween,
        name: accountCopy.purchase.monthlyCashback,
        at: clock.now().toISOString(),
      });
      // The grants without a ledger row are exactly those just inserted: anything else means a
      // grant was once written without its credit, and is left for a person to look at.
      const credited =
        minutes.length === 0
          ? 0
          : await wallet.creditPurchases(trx, 'cashback', repo.grantsOf(trx, range, month));
      if (credited !== minutes.length) {
        throw new Error(
          `cashback ${month}: ${credited} grants credited for ${minutes.length} inserted`,
        );
      }
      const holders = await repo.countGrants(trx, range, month);
      return {
        granted: minutes.length,
        minutes: minutes.reduce((sum, value) => sum + value, 0),
        alreadyGranted: holders - minutes.length,
      };
    });
  }

  return {
    async grant(month: string): Promise<CashbackRun> {
      if (!isMonth(month)) throw monthRefused(`${month} is not a month (YYYY-MM).`);
      if (month >= businessMonth(clock.now())) {
        throw monthRefused(`${month} has not ended yet: cashback is granted afterwards.`);
      }
      const range = businessMonthRange(month);
      const purchasedBetween = { start: range.start.toISOString(), end: range.end.toISOString() };
      const run: CashbackRun = { month, granted: 0, minutes: 0, alreadyGranted: 0 };
      const inFlight = new Set<Promise<void>>();
      let failed: { error: unknown } | undefined;
      let after = '';
      // The ranges are cut one after the other; up to `concurrency` batches run meanwhile. After
      // a failure no batch starts; those running finish, and the failure is thrown.
      while (!failed) {
        const upTo = await repo.nextRangeEnd(db, after, batchSize);
        if (upTo === null) break;
        const batch: Promise<void> = grantBatch({ after, upTo }, month, purchasedBetween)
          .then(
            (granted) => {
              run.granted += granted.granted;
              run.minutes += granted.minutes;
              run.alreadyGranted += granted.alreadyGranted;
            },
            (error: unknown) => {
              failed ??= { error };
            },
          )
          .finally(() => inFlight.delete(batch));
        inFlight.add(batch);
        after = upTo;
        if (inFlight.size >= concurrency) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
      if (failed) throw failed.error;
      return run;
    },
  };
}

export type CashbackService = ReturnType<typeof createCashbackService>;
