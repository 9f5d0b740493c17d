// People who apply to become advisors (/advisors/apply, docs/decisions/049): what they sent, the
// consent they gave (the wording as shown and when), and the decision an operator took: approved
// (with the advisor it created) or declined (with the message emailed to them). At most one
// application per email is open (received, not decided) at a time: a partial unique index, so
// two sent at once make one.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes, digitsCheck } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('advisor_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // The language of the page they applied from: their emails and texts are in it.
    .addColumn('language', 'text', (c) => c.notNull())
    // The languages they read in and their specialties, comma-separated ids
    // (src/shared/advisors/specialties.ts).
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('specialties', 'text', (c) => c.notNull())
    .addColumn('years_of_experience', 'integer', (c) => c.notNull())
    .addColumn('sample_reading', 'text', (c) => c.notNull())
    // The consent's label as the applicant saw it, in their page's language.
    .addColumn('consent_wording', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('decided_at'))
    .addColumn('decided_by', 'text', (c) => c.references('operators.id'))
    // The decline's message, as emailed; null for an approval.
    .addColumn('decision_message', 'text')
    // The advisor an approval created.
    .addColumn('advisor_id', 'text', (c) => c.references('advisors.id'))
    .addCheckConstraint(
      'advisor_applications_status',
      sql`status in ('received', 'approved', 'declined')`,
    )
    .addCheckConstraint('advisor_applications_language', sql`language in ('fr-CA', 'en')`)
    .addCheckConstraint('advisor_applications_email_lower_case', sql`email = lower(email)`)
    .addCheckConstraint('advisor_applications_phone_digits', digitsCheck('phone', 10))
    .addCheckConstraint(
      'advisor_applications_years',
      sql`years_of_experience >= 0 and years_of_experience <= 80`,
    )
    .addCheckConstraint(
      'advisor_applications_decision_whole',
      sql`(status = 'received') = (decided_at is null) and (decided_at is null) = (decided_by is null)`,
    )
    .addCheckConstraint(
      'advisor_applications_outcome',
      sql`(status <> 'approved' or advisor_id is not null) and (status <> 'declined' or (decision_message is not null and length(trim(decision_message)) > 0))`,
    )
    .execute();
  await schema
    .createIndex('advisor_applications_one_open_key')
    .on('advisor_applications')
    .column('email')
    .unique()
    .where(sql<boolean>`status = 'received'`)
    .execute();
  // The back office's list: newest first, and newest first within a status.
  await schema
    .createIndex('advisor_applications_created_idx')
    .on('advisor_applications')
    .columns(['created_at', 'id'])
    .execute();
  await schema
    .createIndex('advisor_applications_status_created_idx')
    .on('advisor_applications')
    .columns(['status', 'created_at', 'id'])
    .execute();
}
