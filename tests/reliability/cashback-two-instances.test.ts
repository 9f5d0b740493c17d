// The monthly cashback started on two instances at once (docs/security.md): two
// `npm run admin -- jobs run monthly-cashback` processes on one PostgreSQL at the same moment
// grant each customer the month's cashback once, and every balance still equals its ledger.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAdmin } from './support/admin-process.ts';
import { addLastMonthBuyers, lastMonth } from './support/last-month-buyers.ts';
import { balanceProblems } from './support/ledger-audit.ts';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database.ts';

let shared: SharedDatabase;
beforeAll(async () => {
  shared = await createSharedDatabase();
});
afterAll(async () => shared?.drop());

const byCustomer = <T extends { customerId: string }>(rows: T[]) =>
  [...rows].sort((x, y) => (x.customerId < y.customerId ? -1 : 1));

it('grants each customer last month’s cashback once when two instances run it at once', async () => {
  const buyers = await addLastMonthBuyers(shared.database, 300);
  const month = lastMonth();

  const runs = await Promise.all(
    [1, 2].map(() => runAdmin(['jobs', 'run', 'monthly-cashback', '--month', month], shared.url)),
  );
  for (const run of runs)
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });

  const db = shared.database.kysely;
  const grants = await db
    .selectFrom('purchases')
    .select(['customerId', 'minutes'])
    .where('kind', '=', 'cashback')
    .where('cashbackMonth', '=', month)
    .execute();
  expect(byCustomer(grants)).toEqual(
    byCustomer(
      buyers.map((buyer) => ({ customerId: buyer.customerId, minutes: buyer.expectedCashback })),
    ),
  );
  const credited = await db
    .selectFrom('minuteLedger')
    .select(['customerId', 'deltaMinutes'])
    .where('reason', '=', 'cashback')
    .execute();
  expect(byCustomer(credited)).toEqual(
    byCustomer(
      buyers.map((buyer) => ({
        customerId: buyer.customerId,
        deltaMinutes: buyer.expectedCashback,
      })),
    ),
  );
  expect(await balanceProblems(shared.database)).toEqual([]);
});
