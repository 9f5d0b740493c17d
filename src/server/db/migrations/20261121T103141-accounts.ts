// Accounts: abuse-limit counters shared by every instance, delivery retries for outgoing
// messages, and the moment a customer confirmed being 18 or older (docs/product.md §10.15).
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  // Fixed-window counters (sign-in attempts per email and per address, codes per phone, …).
  // In the database, so N instances share one count.
  await schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('window_start', (c) => c.notNull()))
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pkey', ['key', 'window_start'])
    .addCheckConstraint('rate_limit_counters_hits_positive', sql`hits > 0`)
    .execute();
  await schema
    .createIndex('rate_limit_counters_window_idx')
    .on('rate_limit_counters')
    .column('window_start')
    .execute();

  // When the next delivery attempt of an unsent message is due; null when none is (sent, or
  // given up after its last attempt).
  await schema
    .alterTable('outbox_messages')
    .addColumn(...t.timestamp('next_attempt_at'))
    .execute();
  await schema
    .createIndex('outbox_messages_due_idx')
    .on('outbox_messages')
    .column('next_attempt_at')
    .where(sql<boolean>`next_attempt_at is not null`)
    .execute();

  await schema
    .alterTable('customers')
    .addColumn(...t.timestamp('adult_confirmed_at'))
    .execute();
}
