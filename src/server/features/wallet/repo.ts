// The wallet's queries: a customer's balance and the append-only minute ledger. Every function
// takes the Kysely to run on; the wallet service only ever passes the caller's transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewMinuteLedgerEntry } from '#server/db/tables/minute-ledger.ts';

/**
 * Adds `delta` to the balance in one statement (`credits = credits + delta`) and answers the
 * new balance, or null when there is no such customer. Being a single update, two transactions
 * can never both read the same old balance and overwrite each other.
 */
export async function addToCredits(
  db: Kysely<DB>,
  customerId: string,
  delta: number,
): Promise<number | null> {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ credits: eb('credits', '+', delta) }))
    .where('id', '=', customerId)
    .returning('credits')
    .executeTakeFirst();
  return row?.credits ?? null;
}

/**
 * The balance, read under the row's write lock for the rest of the transaction (an update that
 * changes nothing takes it on PostgreSQL; SQLite's BEGIN IMMEDIATE already holds the database's),
 * so a debit can decide how much to take knowing no one else changes the balance meanwhile.
 * Null when there is no such customer.
 */
export async function lockCredits(db: Kysely<DB>, customerId: string): Promise<number | null> {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ credits: eb.ref('credits') }))
    .where('id', '=', customerId)
    .returning('credits')
    .executeTakeFirst();
  return row?.credits ?? null;
}

export async function insertLedgerEntry(db: Kysely<DB>, entry: NewMinuteLedgerEntry) {
  await db.insertInto('minuteLedger').values(entry).execute();
}

/** The balance and the sum of the ledger, which must always be equal (DESIGN.md §4). */
export async function balanceAndLedgerSum(db: Kysely<DB>, customerId: string) {
  const customer = await db
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirst();
  const sum = await db
    .selectFrom('minuteLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('deltaMinutes'), eb.lit(0)).as('total'))
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  return customer ? { credits: customer.credits, ledgerSum: Number(sum.total) } : null;
}
