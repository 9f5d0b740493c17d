// Monthly cashback (spec §1; DECISIONS.md 5; issue "Weekly tarot game, monthly cashback,
// scheduled jobs"): on the 1st of each month, each customer's bonus minutes for last month's
// package purchases, as a 'Monthly Cashback' purchase of $0 with its ledger row. The only file
// of this feature other features may import:
//
//   await cashback.grant('2026-10');   // { granted, minutes, alreadyGranted }
//
// Exactly once per customer per month, however many instances run it, however often it is
// rerun, and after a crash in the middle: each customer's grant is its own transaction, and the
// database's unique key on (customer, cashback month) refuses a second one, so a rerun grants
// only what was left.
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { WalletService } from '#server/features/wallet/service.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { businessMonth, businessMonthRange } from '#shared/time/business-time.ts';
import * as repo from './repo.ts';
import { cashbackMinutes, isMonth } from './rules.ts';

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
export class CashbackMonthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CashbackMonthError';
  }
}

export function createCashbackService(deps: {
  database: Database;
  clock: Clock;
  wallet: WalletService;
}) {
  const { clock, wallet } = deps;
  const db = deps.database.kysely;

  return {
    async grant(month: string): Promise<CashbackRun> {
      if (!isMonth(month)) throw new CashbackMonthError(`${month} is not a month (YYYY-MM).`);
      if (month >= businessMonth(clock.now())) {
        throw new CashbackMonthError(`${month} has not ended yet: cashback is granted afterwards.`);
      }
      const range = businessMonthRange(month);
      const rows = await repo.paidMinutesInRange(db, {
        start: range.start.toISOString(),
        end: range.end.toISOString(),
      });
      const byCustomer = new Map<string, repo.CustomerPaidMinutes[]>();
      for (const row of rows) {
        const list = byCustomer.get(row.customerId) ?? [];
        list.push(row);
        byCustomer.set(row.customerId, list);
      }
      const done = await repo.customersGranted(db, month);
      const run: CashbackRun = { month, granted: 0, minutes: 0, alreadyGranted: 0 };
      for (const [customerId, purchases] of byCustomer) {
        const minutes = cashbackMinutes(purchases);
        if (minutes === 0) continue;
        if (done.has(customerId)) {
          run.alreadyGranted += 1;
          continue;
        }
        const at = clock.now().toISOString();
        try {
          await db.transaction().execute(async (trx) => {
            const purchaseId = newId();
            await repo.insertCashbackPurchase(trx, {
              id: purchaseId,
              customerId,
              name: copy.purchase.monthlyCashback,
              minutes,
              month,
              at,
            });
            await wallet.credit(trx, customerId, [{ minutes, reason: 'cashback', purchaseId }]);
          });
        } catch (error) {
          // Another instance granted this customer a moment ago.
          if (isUniqueViolation(error)) {
            run.alreadyGranted += 1;
            continue;
          }
          throw error;
        }
        run.granted += 1;
        run.minutes += minutes;
      }
      return run;
    },
  };
}

export type CashbackService = ReturnType<typeof createCashbackService>;
