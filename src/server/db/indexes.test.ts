// Both databases end their migrations with the same indexes. SQLite changes a CHECK by rebuilding
// the table, which drops every index on it: a rebuild that forgets to make one again leaves SQLite
// without it while PostgreSQL keeps it, as migration 20261126T142000 did to two indexes (the
// cashback then read the whole ledger for each purchase it credited). The list below is what the
// migrations make, the same on both; this test runs on each.
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => database.close());

/**
 * "table: index" for every index a migration made by name: not those a primary key or a unique
 * constraint makes for itself (SQLite names those sqlite_autoindex_…; constraints.test.ts checks
 * the constraints).
 */
async function indexesOf(db: Database): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ table: string; name: string }>`
      select tbl_name as "table", name from sqlite_master
      where type = 'index' and name not like 'sqlite_autoindex_%'`.execute(db.kysely);
    return rows.map((row) => `${row.table}: ${row.name}`).sort();
  }
  const { rows } = await sql<{ table: string; name: string }>`
    select t.relname as "table", i.relname as name
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`.execute(
    db.kysely,
  );
  return rows.map((row) => `${row.table}: ${row.name}`).sort();
}

/** The same on both databases. */
const everywhere = [
  'advisor_applications: advisor_applications_created_idx',
  'advisor_applications: advisor_applications_one_open_key',
  'advisor_applications: advisor_applications_status_created_idx',
  'advisor_payout_rates: advisor_payout_rates_advisor_idx',
  'advisor_profile_changes: advisor_profile_changes_advisor_created_idx',
  'advisor_profile_changes: advisor_profile_changes_one_pending_key',
  'advisor_profile_changes: advisor_profile_changes_status_created_idx',
  'advisor_sessions: advisor_sessions_advisor_idx',
  'audit_log: audit_log_action_at_idx',
  'audit_log: audit_log_at_idx',
  'audit_log: audit_log_operator_at_idx',
  'audit_log: audit_log_subject_idx',
  'availability_notices: availability_notices_customer_idx',
  'availability_notices: availability_notices_one_pending',
  'availability_notices: availability_notices_status_advisor_idx',
  'callback_queue_entries: callback_queue_entries_advisor_status_idx',
  'callback_queue_entries: callback_queue_entries_call_idx',
  'callback_queue_entries: callback_queue_entries_customer_idx',
  'callback_queue_entries: callback_queue_entries_one_open',
  'caller_checks: caller_checks_created_idx',
  'calls: calls_advisor_start_idx',
  'calls: calls_billed_start_idx',
  'calls: calls_customer_idx',
  'calls: calls_one_dialing_per_advisor',
  'consent_records: consent_records_customer_idx',
  'coupon_uses: coupon_uses_coupon_customer_idx',
  'coupon_uses: coupon_uses_used_idx',
  'coupons: coupons_customer_idx',
  'customer_holds: customer_holds_one_in_force_key',
  'customer_phone_numbers: customer_phone_numbers_customer_idx',
  'customers: customers_created_idx',
  'customers: customers_credits_idx',
  'guarantee_claims: guarantee_claims_customer_created_idx',
  'guarantee_claims: guarantee_claims_status_created_idx',
  'minute_ledger: minute_ledger_customer_idx',
  'minute_ledger: minute_ledger_purchase_credit_key',
  'minute_ledger: minute_ledger_purchase_idx',
  'one_time_codes: one_time_codes_lookup_idx',
  'operator_refunds: operator_refunds_customer_idx',
  'operator_refunds: operator_refunds_one_pending_key',
  'operator_sessions: operator_sessions_operator_idx',
  'operator_setup_links: operator_setup_links_operator_idx',
  'outbox_messages: outbox_messages_created_idx',
  'outbox_messages: outbox_messages_customer_idx',
  'outbox_messages: outbox_messages_due_idx',
  'outbox_messages: outbox_messages_unsent_idx',
  'password_lockouts: password_lockouts_last_attempt_idx',
  'payment_disputes: payment_disputes_customer_status_idx',
  'payment_events: payment_events_created_idx',
  'payment_events: payment_events_purchase_idx',
  'payment_orders: payment_orders_completed_idx',
  'payment_orders: payment_orders_coupon_idx',
  'payment_orders: payment_orders_customer_idx',
  'payment_orders: payment_orders_status_idx',
  'platform_announcements: platform_announcements_active_idx',
  'promotions: promotions_active_idx',
  'purchases: purchases_cashback_idx',
  'purchases: purchases_customer_idx',
  'rate_limit_counters: rate_limit_counters_window_idx',
  'reviews: reviews_advisor_created_idx',
  'reviews: reviews_created_idx',
  'reviews: reviews_customer_idx',
  'sessions: sessions_customer_idx',
  'sessions: sessions_expires_idx',
  'tarot_game_attempts: tarot_game_attempts_created_idx',
  'tarot_game_attempts: tarot_game_attempts_customer_idx',
];

/**
 * The customer search's prefixes and sort (docs/decisions/047): SQLite folds case with NOCASE,
 * PostgreSQL indexes lower(name) and text_pattern_ops (src/server/db/customer-search.ts).
 */
const ownIndexes = {
  sqlite: ['customers: customers_name_nocase_idx'],
  postgres: [
    'customers: customers_email_prefix_idx',
    'customers: customers_name_prefix_idx',
    'customers: customers_name_sort_idx',
  ],
};

it('are the ones the migrations make, the same on both databases but for the search', async () => {
  const expected = [...everywhere, ...ownIndexes[database.dialect]].sort();
  expect(await indexesOf(database)).toEqual(expected);
});
