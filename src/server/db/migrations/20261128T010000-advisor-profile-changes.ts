// Changes advisors make to their public profile from their own app (docs/decisions/050): the
// texts, a photo or a greeting wait here for an operator's approval before they show. At most
// one change of each kind per advisor is pending (a partial unique index: a new submission
// replaces the pending one, and two sent at once make one). A photo's or greeting's file waits
// under DATA_DIR/advisor-profile-changes, named in `file_path`.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('advisor_profile_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('advisor_id', 'text', (c) => c.notNull().references('advisors.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The proposed texts (kind 'texts'); the French ones may be left unwritten (null).
    .addColumn('description', 'text')
    .addColumn('description_fr', 'text')
    .addColumn('avail_time_str', 'text')
    .addColumn('avail_time_str_fr', 'text')
    // The waiting file (kind 'photo' or 'greeting'), relative to its folder.
    .addColumn('file_path', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('decided_at'))
    .addColumn('decided_by', 'text', (c) => c.references('operators.id'))
    .addCheckConstraint('advisor_profile_changes_kind', sql`kind in ('texts', 'photo', 'greeting')`)
    .addCheckConstraint(
      'advisor_profile_changes_status',
      sql`status in ('pending', 'approved', 'declined')`,
    )
    .addCheckConstraint(
      'advisor_profile_changes_values',
      sql`(kind = 'texts') = (description is not null and avail_time_str is not null) and (kind = 'texts') = (file_path is null)`,
    )
    .addCheckConstraint(
      'advisor_profile_changes_decision_whole',
      sql`(status = 'pending') = (decided_at is null) and (decided_at is null) = (decided_by is null)`,
    )
    .addCheckConstraint(
      'advisor_profile_changes_declined_why',
      sql`(status = 'declined') = (decline_reason is not null and length(trim(decline_reason)) > 0)`,
    )
    .execute();
  await schema
    .createIndex('advisor_profile_changes_one_pending_key')
    .on('advisor_profile_changes')
    .columns(['advisor_id', 'kind'])
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  // The advisor's own page: their latest change of each kind.
  await schema
    .createIndex('advisor_profile_changes_advisor_created_idx')
    .on('advisor_profile_changes')
    .columns(['advisor_id', 'created_at'])
    .execute();
  // The back office's list of pending changes, oldest first.
  await schema
    .createIndex('advisor_profile_changes_status_created_idx')
    .on('advisor_profile_changes')
    .columns(['status', 'created_at', 'id'])
    .execute();
}
