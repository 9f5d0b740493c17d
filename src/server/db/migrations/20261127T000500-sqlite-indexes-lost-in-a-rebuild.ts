// Migration 20261126T142000 rebuilt `minute_ledger` and `payment_events` on SQLite (a CHECK
// changes by rebuilding the table) and made again only the indexes it knew of, so SQLite lost two
// that migration 20261126T141000 had just made; PostgreSQL, whose tables were altered in place,
// kept them. Without `minute_ledger_purchase_idx` the wallet's "has this purchase a ledger row of
// this reason?" reads the whole ledger for each purchase it credits: the month's cashback for
// 10,000 customers took 303 s instead of under a second (docs/performance.md). Both are made
// again where missing; src/server/db/indexes.test.ts now holds both databases to one list.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('minute_ledger_purchase_idx')
    .ifNotExists()
    .on('minute_ledger')
    .columns(['purchase_id', 'reason'])
    .execute();
  await db.schema
    .createIndex('payment_events_created_idx')
    .ifNotExists()
    .on('payment_events')
    .column('created_at')
    .execute();
}
