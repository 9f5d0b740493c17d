// Refunds, reversals and disputes (docs/decisions/027-refunds-reversals-and-disputes.md):
//
// - payment_events: each PayPal event that changed a purchase, once by PayPal's event id (and
//   once per refund, reversal or dispute phase), with the minutes it claimed and moved;
// - payment_disputes: each PayPal dispute of a purchase, open or resolved (an open one puts its
//   customer's account on hold);
// - minute_ledger: several refund rows per purchase (one per event, tied to it by
//   payment_event_id, unique), and the reasons 'reversal', 'dispute' and 'dispute_release'.
//
// The ledger's old key (purchase_id, reason) allowed one refund row per purchase. It becomes a
// partial unique index over the crediting reasons only. SQLite cannot drop a table constraint,
// so there the ledger is rebuilt (created anew, copied, swapped); PostgreSQL alters it in place.
// Both end with the same columns, constraint names and indexes. Refund rows written before
// this migration each get a payment_events row of their own ('legacy-refund-<ledger id>').
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

const reasons = sql`reason in ('purchase', 'gift', 'coupon_bonus', 'cashback', 'call', 'refund', 'reversal', 'dispute', 'dispute_release', 'adjustment')`;
const deltaSign = sql`(reason in ('purchase', 'gift', 'coupon_bonus', 'cashback', 'dispute_release') and delta_minutes > 0) or (reason in ('call', 'refund', 'reversal', 'dispute') and delta_minutes < 0) or (reason = 'adjustment' and delta_minutes <> 0)`;
const tiedToCause = sql`(reason in ('purchase', 'gift', 'coupon_bonus', 'cashback') and purchase_id is not null and call_id is null and payment_event_id is null) or (reason in ('refund', 'reversal', 'dispute', 'dispute_release') and purchase_id is not null and payment_event_id is not null and call_id is null) or (reason = 'call' and call_id is not null and purchase_id is null and payment_event_id is null) or (reason = 'adjustment' and note is not null and length(trim(note)) > 0 and payment_event_id is null)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('payment_events')
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
    // The refund's or the reversal's id, or the dispute's.
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer')
    // Signed: what the event claimed of the purchase's minutes (a dispute's release gives its
    // claim back), and what it actually moved in the balance (the ledger row's delta; 0: none).
    .addColumn('minutes_claimed', 'integer', (c) => c.notNull())
    .addColumn('minutes_moved', 'integer', (c) => c.notNull())
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addUniqueConstraint('payment_events_provider_event_key', ['provider', 'provider_event_id'])
    .addUniqueConstraint('payment_events_resource_key', ['provider', 'kind', 'resource_id'])
    .addCheckConstraint('payment_events_provider', sql`provider in ('paypal')`)
    .addCheckConstraint(
      'payment_events_kind',
      sql`kind in ('refund', 'reversal', 'dispute_created', 'dispute_resolved')`,
    )
    .addCheckConstraint('payment_events_amount', sql`amount_cents is null or amount_cents >= 0`)
    .execute();
  await schema
    .createIndex('payment_events_purchase_idx')
    .on('payment_events')
    .columns(['purchase_id', 'created_at'])
    .execute();

  await schema
    .createTable('payment_disputes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_dispute_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('payment_order_id', 'text', (c) =>
      c.notNull().references('payment_orders.id').onDelete('restrict'),
    )
    .addColumn('purchase_id', 'text', (c) =>
      c.notNull().references('purchases.id').onDelete('restrict'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    // PayPal's dispute_outcome.outcome_code, as received.
    .addColumn('outcome_code', 'text')
    .addColumn(...t.timestamp('opened_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('resolved_at'))
    .addUniqueConstraint('payment_disputes_provider_dispute_key', [
      'provider',
      'provider_dispute_id',
    ])
    .addCheckConstraint('payment_disputes_provider', sql`provider in ('paypal')`)
    .addCheckConstraint(
      'payment_disputes_status',
      sql`(status = 'open' and resolved_at is null and outcome_code is null) or (status = 'resolved' and resolved_at is not null)`,
    )
    .execute();
  await schema
    .createIndex('payment_disputes_customer_status_idx')
    .on('payment_disputes')
    .columns(['customer_id', 'status'])
    .execute();

  // Refund rows of the old code: each becomes an event of its own, so every refund row keeps a
  // cause the new checks accept. Its amount is unknown (it was only in the note).
  await sql`
    insert into payment_events
      (id, provider, provider_event_id, event_type, kind, payment_order_id, purchase_id,
       resource_id, amount_cents, minutes_claimed, minutes_moved, created_at)
    select l.id, 'paypal', 'legacy-refund-' || l.id, 'PAYMENT.CAPTURE.REFUNDED', 'refund',
       p.payment_order_id, l.purchase_id, 'legacy-refund-' || l.id, null,
       -l.delta_minutes, l.delta_minutes, l.created_at
    from minute_ledger l
    inner join purchases p on p.id = l.purchase_id
    where l.reason = 'refund'`.execute(db);

  if (dialect === 'sqlite') {
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
      .addColumn('payment_event_id', 'text', (c) =>
        c.references('payment_events.id').onDelete('restrict'),
      )
      .addCheckConstraint('minute_ledger_reason', reasons)
      .addCheckConstraint('minute_ledger_balance_non_negative', sql`balance_after >= 0`)
      .addCheckConstraint('minute_ledger_delta_sign', deltaSign)
      .addCheckConstraint('minute_ledger_tied_to_cause', tiedToCause)
      .addUniqueConstraint('minute_ledger_call_reason_key', ['call_id', 'reason'])
      .addUniqueConstraint('minute_ledger_payment_event_key', ['payment_event_id'])
      .execute();
    await sql`
      insert into minute_ledger_next
        (id, customer_id, delta_minutes, balance_after, reason, purchase_id, call_id, note,
         created_at, payment_event_id)
      select id, customer_id, delta_minutes, balance_after, reason, purchase_id, call_id, note,
         created_at, case when reason = 'refund' then id end
      from minute_ledger`.execute(db);
    await schema.dropTable('minute_ledger').execute();
    await schema.alterTable('minute_ledger_next').renameTo('minute_ledger').execute();
    await schema
      .createIndex('minute_ledger_customer_idx')
      .on('minute_ledger')
      .columns(['customer_id', 'created_at'])
      .execute();
  } else {
    await schema
      .alterTable('minute_ledger')
      .addColumn('payment_event_id', 'text', (c) =>
        c.references('payment_events.id').onDelete('restrict'),
      )
      .execute();
    await sql`update minute_ledger set payment_event_id = id where reason = 'refund'`.execute(db);
    for (const name of [
      'minute_ledger_purchase_reason_key',
      'minute_ledger_reason',
      'minute_ledger_delta_sign',
      'minute_ledger_tied_to_cause',
    ]) {
      await schema.alterTable('minute_ledger').dropConstraint(name).execute();
    }
    await schema
      .alterTable('minute_ledger')
      .addCheckConstraint('minute_ledger_reason', reasons)
      .execute();
    await schema
      .alterTable('minute_ledger')
      .addCheckConstraint('minute_ledger_delta_sign', deltaSign)
      .execute();
    await schema
      .alterTable('minute_ledger')
      .addCheckConstraint('minute_ledger_tied_to_cause', tiedToCause)
      .execute();
    await schema
      .alterTable('minute_ledger')
      .addUniqueConstraint('minute_ledger_payment_event_key', ['payment_event_id'])
      .execute();
  }
  // A purchase credits each kind of minutes once (its old key, now over these reasons only).
  await schema
    .createIndex('minute_ledger_purchase_credit_key')
    .on('minute_ledger')
    .columns(['purchase_id', 'reason'])
    .unique()
    .where(sql<boolean>`reason in ('purchase', 'gift', 'coupon_bonus', 'cashback')`)
    .execute();
}
