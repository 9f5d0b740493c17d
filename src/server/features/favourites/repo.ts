// The favourites' queries (docs/decisions/051): one customer's favourite advisors, each query
// scoped by the customer's id. Adding one twice is a no-op (the primary key), so two requests at
// once leave one row.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

/** The extensions of the listed advisors the customer keeps, in the order they added them. */
export async function listExtensions(db: Kysely<DB>, customerId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('customerFavourites')
    .innerJoin('advisors', 'advisors.id', 'customerFavourites.advisorId')
    .select('advisors.extension')
    .where('customerFavourites.customerId', '=', customerId)
    .where('advisors.isListed', '=', true)
    .orderBy('customerFavourites.createdAt')
    .orderBy('advisors.extension')
    .execute();
  return rows.map((row) => row.extension);
}

export async function add(
  db: Kysely<DB>,
  customerId: string,
  advisorId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('customerFavourites')
    .values({ customerId, advisorId, createdAt: at })
    .onConflict((oc) => oc.columns(['customerId', 'advisorId']).doNothing())
    .execute();
}

export async function remove(db: Kysely<DB>, customerId: string, advisorId: string) {
  await db
    .deleteFrom('customerFavourites')
    .where('customerId', '=', customerId)
    .where('advisorId', '=', advisorId)
    .execute();
}
