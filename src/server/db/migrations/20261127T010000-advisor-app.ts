// The advisors' app (docs/decisions/048-advisor-app.md):
// - one-time codes gain the purpose `advisor_sign_in` (an SMS code to an advisor's registered
//   number; no customer: customer_id stays null);
// - advisors gain `language` (their texts: 'fr-CA' until they choose), `away_since` and
//   `away_until` (on a break: signed_in is false, so the board and the line see them as offline
//   as before) and `missed_offers` (calls offered in a row that they did not answer);
// - `advisor_sessions`: the advisors' own sessions, the cookie's token stored hashed only.
//
// The one_time_codes CHECK changes: PostgreSQL alters it in place; SQLite cannot, so the table
// is made again with the new one, its rows copied, and its index recreated (as in
// 20261126T126000). Both dialects end with the same columns, constraint names and indexes.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

const purposes = sql`purpose in ('phone_sign_in', 'phone_add', 'email_confirmation', 'password_reset', 'reauthentication', 'advisor_sign_in')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  if (dialect === 'postgres') {
    await schema.alterTable('one_time_codes').dropConstraint('one_time_codes_purpose').execute();
    await schema
      .alterTable('one_time_codes')
      .addCheckConstraint('one_time_codes_purpose', purposes)
      .execute();
  } else {
    await rebuildOneTimeCodesOnSqlite(db, t);
  }

  await schema
    .alterTable('advisors')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('fr-CA')
        .check(sql`language in ('en', 'fr-CA')`),
    )
    .execute();
  await schema
    .alterTable('advisors')
    .addColumn(...t.timestamp('away_since'))
    .execute();
  await schema
    .alterTable('advisors')
    .addColumn(...t.timestamp('away_until'))
    .execute();
  await schema
    .alterTable('advisors')
    .addColumn('missed_offers', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`missed_offers >= 0`),
    )
    .execute();

  await schema
    .createTable('advisor_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // SHA-256 of the cookie's token, as the customers' and operators' sessions.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('advisor_id', 'text', (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('last_seen_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at', (c) => c.notNull()))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await schema
    .createIndex('advisor_sessions_advisor_idx')
    .on('advisor_sessions')
    .column('advisor_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
async function rebuildOneTimeCodesOnSqlite(db: Kysely<any>, t: ReturnType<typeof columnTypes>) {
  const columns = sql.raw(
    'id, purpose, target, customer_id, code_hash, attempts, created_at, expires_at, consumed_at',
  );
  await db.schema
    .createTable('one_time_codes_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('consumed_at'))
    .addCheckConstraint('one_time_codes_purpose', purposes)
    .addCheckConstraint('one_time_codes_attempts_non_negative', sql`attempts >= 0`)
    .addCheckConstraint('one_time_codes_expires_after_created', sql`expires_at > created_at`)
    .execute();
  await sql`insert into one_time_codes_next (${columns}) select ${columns} from one_time_codes`.execute(
    db,
  );
  await db.schema.dropTable('one_time_codes').execute();
  await db.schema.alterTable('one_time_codes_next').renameTo('one_time_codes').execute();
  await db.schema
    .createIndex('one_time_codes_lookup_idx')
    .on('one_time_codes')
    .columns(['purpose', 'target', 'created_at'])
    .execute();
}
