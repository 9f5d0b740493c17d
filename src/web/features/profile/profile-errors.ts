// Which text a failure on /profile shows (docs/product.md §8).
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { FormFailure } from '#web/components/ui/use-failure-alert.ts';
import { hasServerMessage, isApiError, UNEXPECTED_RESPONSE } from '#web/lib/api-client.ts';

const t = accountCopy.customer.profile;

/**
 * Loading: an answer without the profile in it (a success this app cannot read) is 'missing or
 * incomplete'; no answer or a failing server is 'an error occurred while fetching'.
 */
export function profileLoadFailureText(error: unknown): string {
  const unreadableSuccess =
    isApiError(error) && error.code === UNEXPECTED_RESPONSE && error.status < 300;
  return unreadableSuccess ? t.missing : t.fetchFailed;
}

/**
 * Saving: the server's messages per field go under the fields; a refusal without them is
 * 'Failed to update profile'; no answer, a failing server or an unreadable answer is 'An error
 * occurred while updating your profile'.
 */
export function profileUpdateFailure(error: unknown): FormFailure {
  if (hasServerMessage(error)) return { message: t.updateFailed, fields: error.fields };
  return { message: t.updateError };
}
