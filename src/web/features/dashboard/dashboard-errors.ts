// Which text a failure on the dashboard shows (docs/product.md §8). A refusal the server explains (a 4xx
// with the error envelope: a number already registered, a wrong code, the primary number) is
// shown in the server's words; otherwise each operation has its own text from the spec.
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { FormFailure } from '#web/components/ui/use-failure-alert.ts';
import { hasServerMessage, isApiError, NETWORK_ERROR } from '#web/lib/api-client.ts';
import { PhoneNotAddedError } from './api/verify-add-phone.ts';

const c = accountCopy.customer;
const otp = copy.auth.otp;

export type PhoneOperation = 'requestCode' | 'resendCode' | 'verifyCode' | 'deletePhone';

const fallbackText: Record<PhoneOperation, string> = {
  requestCode: otp.sendCodeFailed,
  resendCode: otp.resendCodeFailed,
  verifyCode: otp.verifyCodeFailed,
  deletePhone: c.dashboard.deletePhoneFailed,
};

/** A success answer (2xx) this app could not read, or one without the number added. */
function codeAcceptedButNotAdded(error: unknown): boolean {
  if (error instanceof PhoneNotAddedError) return true;
  return isApiError(error) && error.status >= 200 && error.status < 300;
}

/** The server failed (a 5xx) while checking the code and adding the number. */
function serverFailed(error: unknown): boolean {
  return isApiError(error) && error.code !== NETWORK_ERROR && error.status >= 500;
}

export function phoneFailure(operation: PhoneOperation, error: unknown): FormFailure {
  if (hasServerMessage(error)) return { message: error.message, fields: error.fields };
  if (operation === 'verifyCode' && codeAcceptedButNotAdded(error)) {
    return { message: c.dashboard.addPhoneFailed };
  }
  if (operation === 'verifyCode' && serverFailed(error)) return { message: otp.addPhoneFailed };
  return { message: fallbackText[operation] };
}

/** Loading the dashboard's data: a 401 means the session is gone; anything else is a failure. */
export function loadFailureText(error: unknown): string {
  if (isApiError(error) && error.status === 401) return c.dashboard.notAuthenticated;
  return c.dashboard.fetchFailed;
}

/** Account deletion (docs/product.md §8): which step failed decides the text. */
export function deletionFailureText(error: unknown): string {
  if (!isApiError(error) || error.code === NETWORK_ERROR) return c.deletion.unexpected;
  // The customer did not confirm it's them: the server's reason, in its words.
  if (error.code === 'RECENT_SIGN_IN_REQUIRED') return error.message;
  // No session to delete the account of.
  if (error.status === 401) return c.deletion.sessionFailed;
  return c.deletion.deleteFailed;
}
