// What operators do to customers (docs/decisions/047-operator-customer-actions.md):
//
// - minute_ledger: the reason 'call_credit', a call's billed minutes given back, tied to the call
//   (once per call: the existing key on (call_id, reason)) and carrying the operator's reason;
// - payment_events: Interac refunds too (provider 'interac'), recorded by an operator as done
//   outside, so the refund share of minutes is worked out the same way for both methods;
// - operator_refunds: each refund an operator asked for, with who asked and why; at most one
//   pending per purchase (a partial unique index), so two operators refunding the same purchase
//   at the same time make one refund;
// - customer_holds: an operator's hold on an account (purchases and calls refused), at most one
//   in force per customer, with the reasons it was put on and lifted;
// - back_office_settings: the owner's settings, first the support role's refund limit ($50);
// - indexes for the operators' customer search: a case-insensitive prefix of the email and the
//   name, and the list's sort orders (created, name, email, balance).
//
// The ledger's and payment_events' CHECKs change. PostgreSQL alters them in place. SQLite cannot
// alter a CHECK, so there both tables are rebuilt (created anew, copied, swapped): the new ledger
// is created referencing the new payment_events, the old ledger dropped before the old events
// (nothing references the old events then), and the renames make the names what they were.
// Both dialects end with the same columns, constraint names and indexes.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

const reasons = sql`reason in ('purchase', 'gift', 'coupon_bonus', 'cashback', 'call', 'refund', 'reversal', 'dispute', 'dispute_release', 'adjustment', 'call_credit')`;
const deltaSign = sql`(reason in ('purchase', 'gift', 'coupon_bonus', 'cashback', 'dispute_release', 'call_credit') and delta_minutes > 0) or (reason in ('call', 'refund', 'reversal', 'dispute') and delta_minutes < 0) or (reason = 'adjustment' and delta_minutes <> 0)`;
const tiedToCause = sql`(reason in ('purchase', 'gift', 'coupon_bonus', 'cashback') and purchase_id is not null and call_id is null and payment_event_id is null) or (reason in ('refund', 'reversal', 'dispute', 'dispute_release') and purchase_id is not null and payment_event_id is not null and call_id is null) or (reason = 'call' and call_id is not null and purchase_id is null and payment_event_id is null) or (reason = 'adjustment' and note is not null and length(trim(note)) > 0 and payment_event_id is null) or (reason = 'call_credit' and call_id is not null and purchase_id is null and payment_event_id is null and note is not null and length(trim(note)) > 0)`;
const eventProviders = sql`provider in ('paypal', 'interac')`;
const eventKinds = sql`kind in ('refund', 'reversal', 'dispute_created', 'dispute_resolved')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  if (dialect === 'sqlite') {
    await schema
      .createTable('payment_events_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_event_id', 'text', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payment_order_id', 'text', (c) =>
        c.notNull().references('payment_orders.id').onDelete('restrict'),
      )
      .addColumn('purchase_id', 'text', (c) =>
        c.notNull().references('purchases.id').onDelete('restrict'),
      )
      .addColumn('resource_id', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer')
      .addColumn('minutes_claimed', 'integer', (c) => c.notNull())
      .addColumn('minutes_moved', 'integer', (c) => c.notNull())
      .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
      .addUniqueConstraint('payment_events_provider_event_key', ['provider', 'provider_event_id'])
      .addUniqueConstraint('payment_events_resource_key', ['provider', 'kind', 'resource_id'])
      .addCheckConstraint('payment_events_provider', eventProviders)
      .addCheckConstraint('payment_events_kind', eventKinds)
      .addCheckConstraint('payment_events_amount', sql`amount_cents is null or amount_cents >= 0`)
      .execute();
    await sql`insert into payment_events_next select id, provider, provider_event_id, event_type,
      kind, payment_order_id, purchase_id, resource_id, amount_cents, minutes_claimed,
      minutes_moved, created_at from payment_events`.execute(db);

    await schema
      .createTable('minute_ledger_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('restrict'),
      )
      .addColumn('delta_minutes', 'integer', (c) => c.notNull())
      .addColumn('balance_after', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('purchase_id', 'text', (c) => c.references('purchases.id').onDelete('restrict'))
      .addColumn('call_id', 'text', (c) => c.references('calls.id').onDelete('restrict'))
      .addColumn('note', 'text')
      .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
      // Renamed with its table below, so it ends up referencing payment_events.
      .addColumn('payment_event_id', 'text', (c) =>
        c.references('payment_events_next.id').onDelete('restrict'),
      )
      .addCheckConstraint('minute_ledger_reason', reasons)
      .addCheckConstraint('minute_ledger_balance_non_negative', sql`balance_after >= 0`)
      .addCheckConstraint('minute_ledger_delta_sign', deltaSign)
      .addCheckConstraint('minute_ledger_tied_to_cause', tiedToCause)
      .addUniqueConstraint('minute_ledger_call_reason_key', ['call_id', 'reason'])
      .addUniqueConstraint('minute_ledger_payment_event_key', ['payment_event_id'])
      .execute();
    await sql`insert into minute_ledger_next select id, customer_id, delta_minutes,
      balance_after, reason, purchase_id, call_id, note, created_at, payment_event_id
      from minute_ledger`.execute(db);
    await schema.dropTable('minute_ledger').execute();
    await schema.dropTable('payment_events').execute();
    await schema.alterTable('payment_events_next').renameTo('payment_events').execute();
    await schema.alterTable('minute_ledger_next').renameTo('minute_ledger').execute();
    await schema
      .createIndex('payment_events_purchase_idx')
      .on('payment_events')
      .columns(['purchase_id', 'created_at'])
      .execute();
    await schema
      .createIndex('minute_ledger_customer_idx')
      .on('minute_ledger')
      .columns(['customer_id', 'created_at'])
      .execute();
    await schema
      .createIndex('minute_ledger_purchase_credit_key')
      .on('minute_ledger')
      .columns(['purchase_id', 'reason'])
      .unique()
      .where(sql<boolean>`reason in ('purchase', 'gift', 'coupon_bonus', 'cashback')`)
      .execute();
  } else {
    const replaceCheck = async (table: string, name: string, check: ReturnType<typeof sql>) => {
      await schema.alterTable(table).dropConstraint(name).execute();
      await schema.alterTable(table).addCheckConstraint(name, check).execute();
    };
    await replaceCheck('payment_events', 'payment_events_provider', eventProviders);
    await replaceCheck('minute_ledger', 'minute_ledger_reason', reasons);
    await replaceCheck('minute_ledger', 'minute_ledger_delta_sign', deltaSign);
    await replaceCheck('minute_ledger', 'minute_ledger_tied_to_cause', tiedToCause);
  }

  await schema
    .createTable('operator_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('purchase_id', 'text', (c) =>
      c.notNull().references('purchases.id').onDelete('restrict'),
    )
    .addColumn('payment_order_id', 'text', (c) =>
      c.notNull().references('payment_orders.id').onDelete('restrict'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // PayPal's refund id, or the reference of the Interac refund made outside.
    .addColumn('provider_refund_id', 'text')
    // The event that applied its minutes (ours, or PayPal's webhook when it came first).
    .addColumn('payment_event_id', 'text', (c) =>
      c.references('payment_events.id').onDelete('restrict'),
    )
    // The back office's operator (their id); the audit log names them too.
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // Why PayPal refused, or could not be reached.
    .addColumn('failure', 'text')
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('ended_at'))
    .addCheckConstraint('operator_refunds_provider', sql`provider in ('paypal', 'interac')`)
    .addCheckConstraint('operator_refunds_amount', sql`amount_cents > 0`)
    .addCheckConstraint('operator_refunds_reason', sql`length(trim(reason)) > 0`)
    .addCheckConstraint(
      'operator_refunds_status',
      sql`(status = 'pending' and ended_at is null) or (status = 'completed' and ended_at is not null and provider_refund_id is not null) or (status = 'failed' and ended_at is not null and failure is not null)`,
    )
    .execute();
  await schema
    .createIndex('operator_refunds_one_pending_key')
    .on('operator_refunds')
    .column('purchase_id')
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await schema
    .createIndex('operator_refunds_customer_idx')
    .on('operator_refunds')
    .columns(['customer_id', 'created_at'])
    .execute();

  await schema
    .createTable('customer_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('placed_by', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('placed_at', (c) => c.notNull()))
    .addColumn('lifted_by', 'text')
    .addColumn('lift_reason', 'text')
    .addColumn(...t.timestamp('lifted_at'))
    .addCheckConstraint('customer_holds_reason', sql`length(trim(reason)) > 0`)
    .addCheckConstraint(
      'customer_holds_lifted',
      sql`(lifted_at is null and lifted_by is null and lift_reason is null) or (lifted_at is not null and lifted_by is not null and length(trim(lift_reason)) > 0)`,
    )
    .execute();
  await schema
    .createIndex('customer_holds_one_in_force_key')
    .on('customer_holds')
    .column('customer_id')
    .unique()
    .where(sql<boolean>`lifted_at is null`)
    .execute();

  await schema
    .createTable('back_office_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('int_value', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn(...t.timestamp('updated_at', (c) => c.notNull()))
    .addCheckConstraint('back_office_settings_key', sql`key in ('support_refund_limit_cents')`)
    .addCheckConstraint(
      'back_office_settings_refund_limit',
      sql`key <> 'support_refund_limit_cents' or int_value >= 0`,
    )
    .execute();
  await sql`insert into back_office_settings (key, int_value, updated_by, updated_at)
    values ('support_refund_limit_cents', 5000, null, ${new Date().toISOString()})`.execute(db);

  // The search: email is stored lower-cased and name is not. SQLite's prefix search on the
  // email is a GLOB, which the email's unique (binary) index serves; on the name a range under
  // NOCASE. PostgreSQL's LIKE 'prefix%' needs text_pattern_ops (the database's collation is
  // not C); its sort by name needs an index of lower(name) in that collation.
  if (dialect === 'sqlite') {
    await sql`create index customers_name_nocase_idx on customers (name collate nocase, id)`.execute(
      db,
    );
  } else {
    await sql`create index customers_email_prefix_idx on customers (email text_pattern_ops)`.execute(
      db,
    );
    await sql`create index customers_name_prefix_idx on customers (lower(name) text_pattern_ops)`.execute(
      db,
    );
    await sql`create index customers_name_sort_idx on customers (lower(name), id)`.execute(db);
  }
  await schema
    .createIndex('customers_created_idx')
    .on('customers')
    .columns(['created_at', 'id'])
    .execute();
  await schema
    .createIndex('customers_credits_idx')
    .on('customers')
    .columns(['credits', 'id'])
    .execute();
}
