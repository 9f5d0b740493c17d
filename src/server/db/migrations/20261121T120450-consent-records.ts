// Consent records (docs/decisions/011-customer-area.md; Canada's anti-spam law, CASL): each time a customer
// gives or withdraws consent to marketing email, the moment and the exact wording they saw are
// kept, so the consent can be proved later. Append-only; kept when the account is deleted, like
// purchases (customers are soft-deleted, never removed).
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    // True when consent was given, false when it was withdrawn.
    .addColumn(...t.boolean('granted', (c) => c.notNull()))
    // The label of the checkbox as the customer saw it.
    .addColumn('wording', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('recorded_at', (c) => c.notNull()))
    // Written out rather than imported: a migration is frozen, whatever the code becomes.
    .addCheckConstraint('consent_records_kind', sql`kind in ('email_marketing')`)
    .addCheckConstraint('consent_records_wording', sql`length(trim(wording)) > 0`)
    .execute();
  await db.schema
    .createIndex('consent_records_customer_idx')
    .on('consent_records')
    .columns(['customer_id', 'recorded_at'])
    .execute();
}
