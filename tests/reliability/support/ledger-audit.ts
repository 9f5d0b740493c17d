// What must hold after any race or crash, read from the database itself: every customer's
// balance equals the sum of their ledger rows, and no balance is below zero.
import type { Database } from '#server/db/database.ts';

export interface BalanceProblem {
  customerId: string;
  credits: number;
  ledgerSum: number;
}

/** Every customer whose balance is negative or differs from their ledger; [] when all agree. */
export async function balanceProblems(database: Database): Promise<BalanceProblem[]> {
  const rows = await database.kysely
    .selectFrom('customers')
    .leftJoin('minuteLedger', 'minuteLedger.customerId', 'customers.id')
    .select((eb) => [
      'customers.id as customerId',
      'customers.credits',
      eb.fn.coalesce(eb.fn.sum<number>('minuteLedger.deltaMinutes'), eb.lit(0)).as('ledgerSum'),
    ])
    .groupBy(['customers.id', 'customers.credits'])
    .execute();
  return rows
    .map((row) => ({ ...row, ledgerSum: Number(row.ledgerSum) }))
    .filter((row) => row.credits < 0 || row.credits !== row.ledgerSum);
}

export async function ledgerOf(database: Database, customerId: string) {
  return database.kysely
    .selectFrom('minuteLedger')
    .select(['reason', 'deltaMinutes', 'purchaseId', 'callId'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function creditsOf(database: Database, customerId: string): Promise<number> {
  const row = await database.kysely
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.credits;
}
