// The customer each email and SMS was for (docs/decisions/028). Anonymising a deleted account
// blanks its messages; an email's address finds them, but an SMS names only a number, and the
// account's numbers are released at deletion (and may be another customer's since). So the
// outbox records the customer when the message is written. Rows written before are given theirs
// where it can be known:
// - an email, by its address (addresses are unique among accounts, deleted ones included);
// - an SMS code, by the code it carried (same number, written in the same transaction, live
//   when the SMS was);
// - any other SMS, by the account holding the number now, if it held it when the SMS was sent.
// What is left (texts to numbers since released, whose codes are gone) names no one we know;
// the outbox keeps messages 90 days, so those are deleted within 90 days.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('outbox_messages_customer_idx')
    .on('outbox_messages')
    .column('customer_id')
    .execute();

  await sql`
    update outbox_messages
    set customer_id = (
      select customers.id from customers where customers.email = lower(outbox_messages.recipient)
    )
    where channel = 'email' and customer_id is null`.execute(db);

  await sql`
    update outbox_messages
    set customer_id = (
      select codes.customer_id from one_time_codes codes
      where codes.target = outbox_messages.recipient
        and codes.purpose in ('phone_sign_in', 'phone_add')
        and codes.customer_id is not null
        and codes.created_at <= outbox_messages.created_at
        and codes.expires_at > outbox_messages.created_at
      order by codes.created_at desc
      limit 1
    )
    where channel = 'sms' and customer_id is null`.execute(db);

  await sql`
    update outbox_messages
    set customer_id = (
      select numbers.customer_id from customer_phone_numbers numbers
      where numbers.phone = outbox_messages.recipient
        and numbers.created_at <= outbox_messages.created_at
    )
    where channel = 'sms' and customer_id is null`.execute(db);
}
