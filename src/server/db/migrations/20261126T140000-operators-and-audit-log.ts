// The back office (docs/decisions/044): operators (owner or support) who sign in with a password
// and an authenticator's code, their one-time set-up links, their recovery codes and their
// sessions, and the audit log of what they do. The audit log is append-only: the code only ever
// inserts, and a trigger on each dialect refuses an UPDATE or DELETE of one of its rows.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('operators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    // A PHC string (argon2id), as the customers' passwords; null until the set-up is done.
    .addColumn('password_hash', 'text')
    // The authenticator's secret (base32), null until enrolled; see decision 044 on keeping it.
    .addColumn('totp_secret', 'text')
    // The time step of the last code accepted: a code of that step or an earlier one is refused,
    // so a code seen over a shoulder or replayed never signs in a second time.
    .addColumn('totp_last_step', 'integer')
    .addColumn(...t.timestamp('enrolled_at'))
    .addColumn(...t.timestamp('disabled_at'))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('last_sign_in_at'))
    .addCheckConstraint('operators_role', sql`role in ('owner', 'support')`)
    .addCheckConstraint('operators_email_lower_case', sql`email = lower(email)`)
    .addCheckConstraint(
      'operators_password_hash_argon2',
      sql`password_hash is null or password_hash like '$argon2%'`,
    )
    .addCheckConstraint(
      'operators_enrolled_whole',
      sql`(enrolled_at is null) = (password_hash is null) and (enrolled_at is null) = (totp_secret is null)`,
    )
    .execute();

  await schema
    .createTable('operator_setup_links')
    // The row id is the first part of the link's token, as the customers' email links.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    // SHA-256 of the token's secret part; never the token.
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    // The secret the authenticator is shown while the link is pending; it becomes the
    // operator's when the set-up completes.
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('used_at'))
    .execute();
  await schema
    .createIndex('operator_setup_links_operator_idx')
    .on('operator_setup_links')
    .column('operator_id')
    .execute();

  await schema
    .createTable('operator_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    // SHA-256 over the operator's id and the code: never the code.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('used_at'))
    .addUniqueConstraint('operator_recovery_codes_code_unique', ['operator_id', 'code_hash'])
    .execute();

  await schema
    .createTable('operator_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // SHA-256 of the cookie's token, as the customers' sessions.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('last_seen_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at', (c) => c.notNull()))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await schema
    .createIndex('operator_sessions_operator_idx')
    .on('operator_sessions')
    .column('operator_id')
    .execute();

  await schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn(...t.timestamp('at', (c) => c.notNull()))
    // Null for what the server's command line (npm run admin) did, which has no operator.
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    // What was done, by its subject: 'operator.add', 'customer.minutes.add'…
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('reason', 'text')
    // The subject before and after, as JSON text (null for none).
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addCheckConstraint('audit_log_action_not_empty', sql`length(action) > 0`)
    .execute();
  // Newest first, and newest first within each filter.
  await schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await schema
    .createIndex('audit_log_operator_at_idx')
    .on('audit_log')
    .columns(['operator_id', 'at'])
    .execute();
  await schema
    .createIndex('audit_log_action_at_idx')
    .on('audit_log')
    .columns(['action', 'at'])
    .execute();
  await schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id'])
    .execute();

  // Append-only, whatever writes to the database: an UPDATE or DELETE of a row fails.
  if (dialect === 'sqlite') {
    for (const event of ['update', 'delete'] as const) {
      await sql`
        create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)} on audit_log
        begin select raise(abort, 'audit_log is append-only'); end
      `.execute(db);
    }
  } else {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end
      $$
    `.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()
    `.execute(db);
  }
}
