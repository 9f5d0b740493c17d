// The customer's language on the account (customers.language): the language of their emails,
// texts and phone line; and the advisor's (advisors.language): the language of their sign-in
// codes and the texts the line sends them.
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

/** Sets the language of an advisor, kept for their sign-in codes and the line's texts to them. */
export async function setAdvisorLanguage(
  db: Kysely<DB>,
  change: { advisorId: string; language: Locale; at: string },
): Promise<void> {
  await db
    .updateTable('advisors')
    .set({ language: change.language, updatedAt: change.at })
    .where('id', '=', change.advisorId)
    .execute();
}
