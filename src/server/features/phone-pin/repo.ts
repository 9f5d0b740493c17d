// The phone PIN's queries (docs/decisions/026): one customer's PIN hash, and what a warning
// about wrong PINs needs to know of the customer. Every one is scoped by the customer's id.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewPhonePin } from '#server/db/tables/phone-pins.ts';

export async function findPin(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('phonePins')
    .select(['pinHash', 'setAt'])
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets the customer's PIN, replacing the one they had. */
export async function savePin(db: Kysely<DB>, pin: NewPhonePin): Promise<void> {
  await db
    .insertInto('phonePins')
    .values(pin)
    .onConflict((oc) =>
      oc.column('customerId').doUpdateSet({ pinHash: pin.pinHash, setAt: pin.setAt }),
    )
    .execute();
}

export async function deletePin(db: Kysely<DB>, customerId: string): Promise<void> {
  await db.deleteFrom('phonePins').where('customerId', '=', customerId).execute();
}

/** The customer's verified numbers (10 digits each). */
export async function listPhoneNumbers(db: Kysely<DB>, customerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('customerPhoneNumbers')
    .select('phone')
    .where('customerId', '=', customerId)
    .execute();
  return rows.map((row) => row.phone);
}

/** Whom a warning goes to: a customer not deleted, with their language. */
export async function findContact(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('customers')
    .select(['email', 'name', 'language'])
    .where('id', '=', customerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
