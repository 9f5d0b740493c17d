// Deleting an account (docs/product.md §10.14), the one path for the customer's own request and
// an operator's: a soft delete in the caller's transaction. The numbers and the phone PIN are
// deleted (the numbers free for other accounts, no longer recognised by the phone line), and so
// are the favourite advisors, the customer's limits (docs/decisions/054; the guarantee's claims
// stay, with the ledger) and their reviews (docs/decisions/053); pending "notify me" requests and
// places in call-back queues end (docs/decisions/052); every session ends and every unused code
// or link stops working. Purchases, the ledger and consent
// records stay; personal data is anonymised 30 days later by a job.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { AuthService } from '#server/features/auth/service.ts';
import * as repo from './repo.ts';

/** False when the account was deleted already (then nothing changes). */
export async function deleteAccountIn(
  trx: Kysely<DB>,
  customerId: string,
  deps: { auth: Pick<AuthService, 'endAllSessions'>; at: string },
): Promise<boolean> {
  const deleted = await repo.markDeleted(trx, customerId, deps.at);
  await repo.deletePhoneNumbersOf(trx, customerId);
  await repo.deletePhonePinOf(trx, customerId);
  await repo.deleteFavouritesOf(trx, customerId);
  await repo.deleteLimitsOf(trx, customerId);
  await repo.deleteReviewsOf(trx, customerId);
  await repo.endWaitsOf(trx, customerId, deps.at);
  await deps.auth.endAllSessions(trx, customerId);
  await repo.retireUnusedCodes(trx, customerId, deps.at);
  return deleted;
}
