// Sessions that end and guessing budgets per target (decision 029):
// - `sessions.authenticated_at`: when the session last proved its owner (its sign-in, or a
//   re-authentication with the password or an SMS code). Sensitive changes need it recent.
//   Existing sessions proved it when they were opened.
// - one-time codes gain the purpose `reauthentication` (an SMS code that refreshes it).
// - `password_lockouts`: the streak of wrong passwords on one email and its current lock.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

const purposes = sql`purpose in ('phone_sign_in', 'phone_add', 'email_confirmation', 'password_reset', 'reauthentication')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .alterTable('sessions')
    .addColumn(...t.timestamp('authenticated_at'))
    .execute();
  await db
    .updateTable('sessions')
    .set({ authenticated_at: sql`created_at` })
    .execute();

  if (dialect === 'postgres') {
    await db.schema.alterTable('one_time_codes').dropConstraint('one_time_codes_purpose').execute();
    await db.schema
      .alterTable('one_time_codes')
      .addCheckConstraint('one_time_codes_purpose', purposes)
      .execute();
  } else {
    await rebuildOneTimeCodesOnSqlite(db, t);
  }

  await db.schema
    .createTable('password_lockouts')
    // Lower-cased, as sign-in normalises it; an address with no account is counted the same.
    .addColumn('email', 'text', (c) => c.primaryKey())
    // Wrong passwords of the streak, the attempts still being checked included.
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn(...t.timestamp('last_attempt_at', (c) => c.notNull()))
    // Null until the streak's first lock; in the past once a lock is over.
    .addColumn(...t.timestamp('locked_until'))
    // When the owner was emailed about this streak's first lock (once per streak).
    .addColumn(...t.timestamp('owner_warned_at'))
    .addCheckConstraint('password_lockouts_failures_positive', sql`failures > 0`)
    .execute();
  await db.schema
    .createIndex('password_lockouts_last_attempt_idx')
    .on('password_lockouts')
    .column('last_attempt_at')
    .execute();
}

/**
 * SQLite cannot change a CHECK constraint in place: the table is made again with the new one
 * (as in the initial schema otherwise), its rows copied over, and its index recreated. Nothing
 * references one_time_codes, so dropping the old table breaks no foreign key.
 */
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
