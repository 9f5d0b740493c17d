// Advisors' payout rates and the reports' indexes (docs/decisions/046-payout-rates-and-reports.md).
//
// - advisor_payout_rates: append-only; each row is a per-minute rate in hundredths of a cent that
//   applies from a day in the business's time zone. The rate in force on a day is the latest row
//   whose day is on or before it (ties: the row written last).
// - Indexes so that each report reads only its period's rows: completed orders by completion,
//   settled calls by their start, new customers, coupon uses, tarot plays, cashback grants and
//   refunds by when they happened.
// - minute_ledger by purchase: the wallet asks, for each purchase it credits, whether the purchase
//   already has a row of that reason (and a refund reads a purchase's crediting rows). Until
//   20261126T124000 the unique key (purchase_id, reason) answered that; its partial successor
//   (crediting reasons only) cannot: SQLite uses a partial index only when the query repeats its
//   WHERE clause, and `reason = ?` does not, so each probe read the whole ledger (a month's
//   cashback for 10,000 customers took 96 s instead of 0.4 s, docs/performance.md).
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/** $50.00 a minute: a guard against a typing slip, far above any real rate. */
const MAX_RATE_HUNDREDTHS_OF_CENT = 500_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('advisor_payout_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('advisor_id', 'text', (c) =>
      c.notNull().references('advisors.id').onDelete('restrict'),
    )
    .addColumn('per_minute_hundredths_of_cent', 'integer', (c) => c.notNull())
    .addColumn(...t.date('applies_from', (c) => c.notNull()))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addCheckConstraint(
      'advisor_payout_rates_range',
      sql`per_minute_hundredths_of_cent >= 0 and per_minute_hundredths_of_cent <= ${sql.lit(MAX_RATE_HUNDREDTHS_OF_CENT)}`,
    )
    .execute();
  await schema
    .createIndex('advisor_payout_rates_advisor_idx')
    .on('advisor_payout_rates')
    .columns(['advisor_id', 'applies_from', 'created_at'])
    .execute();

  // A month of a million customers' orders, calls, tarot plays or cashback grants is hundreds
  // of thousands of rows: each index holds every column its report reads, so the rows come from
  // the index alone (PostgreSQL's index-only scan, SQLite's covering index), not the table.
  await schema
    .createIndex('payment_orders_completed_idx')
    .on('payment_orders')
    .columns([
      'completed_at',
      'status',
      'bundle_id',
      'provider',
      'price_cents',
      'discount_cents',
      'gst_cents',
      'qst_cents',
      'total_cents',
    ])
    .where(sql<boolean>`completed_at is not null`)
    .execute();
  await schema
    .createIndex('calls_billed_start_idx')
    .on('calls')
    .columns(['call_start', 'advisor_id', 'minutes_used'])
    .where(sql<boolean>`minutes_used > 0`)
    .execute();
  // New customers per day read customers_created_idx, on (created_at, id), which the customer
  // search's migration (20261126T142000) creates for its sort by date.
  await schema.createIndex('coupon_uses_used_idx').on('coupon_uses').column('used_at').execute();
  // The coupon report's orders (each use's discount and bonus) out of the few with a coupon,
  // instead of a pass over every order.
  await schema
    .createIndex('payment_orders_coupon_idx')
    .on('payment_orders')
    .columns(['id', 'discount_cents', 'bonus_minutes'])
    .where(sql<boolean>`coupon_id is not null`)
    .execute();
  await schema
    .createIndex('tarot_game_attempts_created_idx')
    .on('tarot_game_attempts')
    .columns(['created_at', 'won'])
    .execute();
  await schema
    .createIndex('purchases_cashback_idx')
    .on('purchases')
    .columns(['purchased_at', 'minutes'])
    .where(sql<boolean>`kind = 'cashback'`)
    .execute();
  await schema
    .createIndex('minute_ledger_purchase_idx')
    .on('minute_ledger')
    .columns(['purchase_id', 'reason'])
    .execute();
  await schema
    .createIndex('payment_events_created_idx')
    .on('payment_events')
    .column('created_at')
    .execute();
}
