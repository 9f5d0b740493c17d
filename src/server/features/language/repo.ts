// The customer's language on the account (customers.language): the language of their emails,
// texts and phone line.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { Locale } from '#shared/copy/locale.ts';

/** Sets the language of a customer whose account is not deleted. */
export async function setCustomerLanguage(
  db: Kysely<DB>,
  change: { customerId: string; language: Locale; at: string },
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ language: change.language, updatedAt: change.at })
    .where('id', '=', change.customerId)
    .where('deletedAt', 'is', null)
    .execute();
}
