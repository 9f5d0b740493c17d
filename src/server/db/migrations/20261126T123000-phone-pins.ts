// The phone PIN (docs/decisions/026): a customer's optional 4-digit PIN, stored as an argon2id
// hash, which the line asks for before it names the caller; and what the line has established
// about one inbound call (its CallSid) across Twilio's webhooks: the caller's SHAKEN/STIR result
// as the first webhook carried it, the wrong PINs entered during the call, and whether the right
// one was. Kept server-side, keyed by the CallSid Twilio signs, so no URL can claim it.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('phone_pins')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('customers.id').onDelete('cascade'),
    )
    // A PHC string (algorithm, parameters, salt and hash); never the PIN.
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('set_at', (c) => c.notNull()))
    .addCheckConstraint('phone_pins_hash_argon2', sql`pin_hash like '$argon2%'`)
    .execute();

  await schema
    .createTable('caller_checks')
    // Twilio's CallSid of the inbound call.
    .addColumn('call_sid', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    // StirVerstat as the call's first webhook carried it; null when it carried none.
    .addColumn('stir_verstat', 'text')
    .addColumn('wrong_pins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...t.timestamp('pin_verified_at'))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addCheckConstraint('caller_checks_call_sid_not_empty', sql`length(call_sid) > 0`)
    .addCheckConstraint('caller_checks_wrong_pins_non_negative', sql`wrong_pins >= 0`)
    .addCheckConstraint(
      'caller_checks_stir_verstat_length',
      sql`stir_verstat is null or length(stir_verstat) <= 64`,
    )
    .execute();
  // The clean-up removes rows of calls long over.
  await schema
    .createIndex('caller_checks_created_idx')
    .on('caller_checks')
    .column('created_at')
    .execute();
}
