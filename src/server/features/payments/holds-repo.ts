// The queries of operators' holds on accounts (docs/decisions/047). Each takes the Kysely to run
// on, so the caller decides what shares a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { CustomerHold, NewCustomerHold } from '#server/db/tables/customer-holds.ts';

/** Fails with a unique violation when the customer already has a hold in force. */
export async function insertHold(db: Kysely<DB>, hold: NewCustomerHold): Promise<void> {
  await db.insertInto('customerHolds').values(hold).execute();
}

/** The customer's hold in force, or null. */
export async function holdInForce(
  db: Kysely<DB>,
  customerId: string,
): Promise<CustomerHold | null> {
  const row = await db
    .selectFrom('customerHolds')
    .selectAll()
    .where('customerId', '=', customerId)
    .where('liftedAt', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Lifts the hold in force (compare-and-set); null when there was none. */
export async function liftHold(
  db: Kysely<DB>,
  input: { customerId: string; liftedBy: string; liftReason: string; at: string },
): Promise<CustomerHold | null> {
  const row = await db
    .updateTable('customerHolds')
    .set({ liftedBy: input.liftedBy, liftReason: input.liftReason, liftedAt: input.at })
    .where('customerId', '=', input.customerId)
    .where('liftedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Every hold of the customer, the latest first: the customer page's history. */
export async function holdsOf(db: Kysely<DB>, customerId: string): Promise<CustomerHold[]> {
  return db
    .selectFrom('customerHolds')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('placedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
