// Fixed-window counters in the database, so every instance shares one count (docs/architecture.md §4).
// One upsert per hit: PostgreSQL and SQLite both take INSERT … ON CONFLICT … DO UPDATE … RETURNING.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

/** Adds one hit to the window and answers the window's hits, this one included. */
export async function incrementCounter(
  db: Kysely<DB>,
  key: string,
  windowStart: string,
): Promise<number> {
  const row = await db
    .insertInto('rateLimitCounters')
    .values({ key, windowStart, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['key', 'windowStart'])
        .doUpdateSet((eb) => ({ hits: eb('rateLimitCounters.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

export async function readCounter(
  db: Kysely<DB>,
  key: string,
  windowStart: string,
): Promise<number> {
  const row = await db
    .selectFrom('rateLimitCounters')
    .select('hits')
    .where('key', '=', key)
    .where('windowStart', '=', windowStart)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

/**
 * Takes one hit back from a window. The table keeps no row at zero (hits > 0), so the last hit
 * deletes the row; a concurrent change between the two statements is met by trying again.
 */
export async function decrementCounter(
  db: Kysely<DB>,
  key: string,
  windowStart: string,
): Promise<void> {
  for (;;) {
    const lowered = await db
      .updateTable('rateLimitCounters')
      .set((eb) => ({ hits: eb('rateLimitCounters.hits', '-', 1) }))
      .where('key', '=', key)
      .where('windowStart', '=', windowStart)
      .where('hits', '>', 1)
      .executeTakeFirst();
    if (Number(lowered.numUpdatedRows) > 0) return;
    const deleted = await db
      .deleteFrom('rateLimitCounters')
      .where('key', '=', key)
      .where('windowStart', '=', windowStart)
      .where('hits', '=', 1)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) return;
    // Neither matched: the row is gone (nothing to take back) or another hit just arrived.
    if ((await readCounter(db, key, windowStart)) === 0) return;
  }
}

export async function deleteCounters(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rateLimitCounters').where('key', '=', key).execute();
}

/** Drops every window that started before the instant; answers how many rows went. */
export async function deleteWindowsBefore(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('rateLimitCounters')
    .where('windowStart', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
