// A healthy limit and the satisfaction guarantee (docs/decisions/054-limits-and-guarantee.md):
//
// - customer_limits: at most one row per customer, their monthly purchase limit (cents, tax
//   included) and per-call limit (minutes), each null for none. A raise (or a removal) waits 24
//   hours: the value asked for and when it applies are kept beside the one in force (pending_at
//   null when nothing waits); a lowering replaces the value at once and drops what waited.
// - guarantee_claims: a customer's claim for a call's minutes back, one per call (the key on
//   call_id), granted at once or sent to an operator, who approves or declines it with a
//   message. The minutes go back as the call's 'call_credit' ledger row.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('customer_limits')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('monthly_cents', 'integer')
    .addColumn('monthly_pending_cents', 'integer')
    .addColumn(...t.timestamp('monthly_pending_at'))
    .addColumn('call_minutes', 'integer')
    .addColumn('call_pending_minutes', 'integer')
    .addColumn(...t.timestamp('call_pending_at'))
    .addColumn(...t.timestamp('updated_at', (c) => c.notNull()))
    .addCheckConstraint(
      'customer_limits_positive',
      sql`(monthly_cents is null or monthly_cents > 0) and (monthly_pending_cents is null or monthly_pending_cents > 0) and (call_minutes is null or call_minutes > 0) and (call_pending_minutes is null or call_pending_minutes > 0)`,
    )
    .addCheckConstraint(
      'customer_limits_pending_dated',
      sql`(monthly_pending_at is not null or monthly_pending_cents is null) and (call_pending_at is not null or call_pending_minutes is null)`,
    )
    .execute();

  await schema
    .createTable('guarantee_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('call_id', 'text', (c) => c.notNull().unique().references('calls.id'))
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('decided_at'))
    // The back office's operator who decided it; null when granted at once.
    .addColumn('decided_by', 'text', (c) => c.references('operators.id'))
    // The decline's message, as emailed.
    .addColumn('decision_message', 'text')
    .addCheckConstraint(
      'guarantee_claims_status',
      sql`status in ('granted', 'review', 'approved', 'declined')`,
    )
    .addCheckConstraint('guarantee_claims_minutes', sql`minutes > 0`)
    .addCheckConstraint('guarantee_claims_reason', sql`length(trim(reason)) > 0`)
    .addCheckConstraint(
      'guarantee_claims_decision',
      sql`(status = 'review') = (decided_at is null) and (status in ('approved', 'declined')) = (decided_by is not null) and (status <> 'declined' or length(trim(decision_message)) > 0)`,
    )
    .execute();
  // A customer's claims of the last 30 days, and the back office's list of those to review.
  await schema
    .createIndex('guarantee_claims_customer_created_idx')
    .on('guarantee_claims')
    .columns(['customer_id', 'created_at'])
    .execute();
  await schema
    .createIndex('guarantee_claims_status_created_idx')
    .on('guarantee_claims')
    .columns(['status', 'created_at', 'id'])
    .execute();
}
