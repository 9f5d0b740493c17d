// Ratings and reviews from real calls only (docs/decisions/053): one per call, written by the
// customer who placed it (a unique key on the call, so two sent at once make one), hidden and
// shown again by operators with a reason, answered by the advisor. `review_invitations` records
// the call whose next-day email was queued: its primary key lets one process alone queue it.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('call_id', 'text', (c) => c.notNull().references('calls.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('advisor_id', 'text', (c) => c.notNull().references('advisors.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    // Optional; the API caps its length (src/shared/api/reviews.ts), the CHECK a little above.
    .addColumn('text', 'text')
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('hidden_at'))
    .addColumn('hidden_by', 'text', (c) => c.references('operators.id'))
    .addColumn('hidden_reason', 'text')
    .addColumn('reply_text', 'text')
    .addColumn(...t.timestamp('replied_at'))
    .addUniqueConstraint('reviews_call_key', ['call_id'])
    .addCheckConstraint('reviews_rating', sql`rating >= 1 and rating <= 5`)
    .addCheckConstraint('reviews_text_length', sql`text is null or length(text) <= 4000`)
    .addCheckConstraint(
      'reviews_hidden_whole',
      sql`(hidden_at is null) = (hidden_by is null) and (hidden_at is null) = (hidden_reason is null)`,
    )
    .addCheckConstraint('reviews_reply_whole', sql`(reply_text is null) = (replied_at is null)`)
    .execute();
  // An advisor's shown reviews newest first (the profile page, the advisors' app), and their
  // ratings (the feed's average and count).
  await schema
    .createIndex('reviews_advisor_created_idx')
    .on('reviews')
    .columns(['advisor_id', 'created_at', 'id'])
    .execute();
  // The back office's list, newest first; a customer's reviews (the usage history, the export).
  await schema
    .createIndex('reviews_created_idx')
    .on('reviews')
    .columns(['created_at', 'id'])
    .execute();
  await schema.createIndex('reviews_customer_idx').on('reviews').column('customer_id').execute();

  await schema
    .createTable('review_invitations')
    .addColumn('call_id', 'text', (c) => c.primaryKey().references('calls.id'))
    .addColumn(...t.timestamp('queued_at', (c) => c.notNull()))
    .execute();
}
