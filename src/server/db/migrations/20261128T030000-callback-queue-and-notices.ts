// The call-back queue and "notify me when available" (docs/decisions/052).
//
// callback_queue_entries: a customer waiting for a busy advisor to call them back. At most one
// waiting or calling entry per customer and advisor (a partial unique index, so two joins at
// once make one); `call_id` is the line's call that calls them, once one is placed.
//
// availability_notices: a customer asking to be told when an advisor is Available, by email or
// SMS, with the consent as shown (CASL: the wording, when, from which address). At most one
// pending notice per customer, advisor and channel. A notice is sent once: the compare-and-set
// from 'pending' to 'sent' is the claim, in the transaction that queues the message.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .createTable('callback_queue_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('advisor_id', 'text', (c) => c.notNull().references('advisors.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    // Where the customer joined from: the card ('web') or the line ('line').
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('joined_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at', (c) => c.notNull()))
    .addColumn('call_id', 'text', (c) => c.references('calls.id'))
    .addColumn(...t.timestamp('ended_at'))
    .addCheckConstraint(
      'callback_queue_entries_status',
      sql`status in ('waiting', 'calling', 'connected', 'skipped', 'lapsed', 'left')`,
    )
    .addCheckConstraint('callback_queue_entries_source', sql`source in ('web', 'line')`)
    .addCheckConstraint(
      'callback_queue_entries_call',
      sql`(status = 'waiting') = (call_id is null) or status in ('lapsed', 'left', 'skipped')`,
    )
    .execute();
  await schema
    .createIndex('callback_queue_entries_one_open')
    .on('callback_queue_entries')
    .columns(['advisor_id', 'customer_id'])
    .unique()
    .where(sql<boolean>`status in ('waiting', 'calling')`)
    .execute();
  // The first waiting of an advisor, and the count the card shows.
  await schema
    .createIndex('callback_queue_entries_advisor_status_idx')
    .on('callback_queue_entries')
    .columns(['advisor_id', 'status', 'joined_at'])
    .execute();
  await schema
    .createIndex('callback_queue_entries_customer_idx')
    .on('callback_queue_entries')
    .columns(['customer_id', 'status'])
    .execute();
  await schema
    .createIndex('callback_queue_entries_call_idx')
    .on('callback_queue_entries')
    .column('call_id')
    .execute();

  await schema
    .createTable('availability_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('advisor_id', 'text', (c) => c.notNull().references('advisors.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    // The customer's address the message goes to: their email, or their verified number.
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // CASL: the consent's wording as shown, when, and from which IP address.
    .addColumn('consent_wording', 'text', (c) => c.notNull())
    .addColumn('consent_ip', 'text', (c) => c.notNull())
    // SHA-256 of the secret in the message's stop link (the link cancels the request).
    .addColumn('stop_token_hash', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('ended_at'))
    .addCheckConstraint(
      'availability_notices_status',
      sql`status in ('pending', 'sent', 'cancelled', 'lapsed')`,
    )
    .addCheckConstraint('availability_notices_channel', sql`channel in ('email', 'sms')`)
    .addCheckConstraint('availability_notices_language', sql`language in ('fr-CA', 'en')`)
    .execute();
  await schema
    .createIndex('availability_notices_one_pending')
    .on('availability_notices')
    .columns(['advisor_id', 'customer_id', 'channel'])
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  // The job's pass: pending notices by advisor.
  await schema
    .createIndex('availability_notices_status_advisor_idx')
    .on('availability_notices')
    .columns(['status', 'advisor_id'])
    .execute();
  await schema
    .createIndex('availability_notices_customer_idx')
    .on('availability_notices')
    .columns(['customer_id', 'status'])
    .execute();
}
