// Which text a failed account operation shows (docs/product.md §8). The server words every refusal it
// explains (a 4xx with the error envelope) in the spec's text: that text is shown as it is.
// When there is none, each operation has its own texts from the spec: one when no answer came
// at all, one when the server failed (a 5xx, an answer this app cannot read).
import { copy } from '#shared/copy/catalogue.ts';
import { hasServerMessage, isApiError, NETWORK_ERROR } from '#web/lib/api-client.ts';
import { MISSING_USER, SESSION_UNAVAILABLE } from '#web/lib/auth/sign-in-errors.ts';

export type AccountOperation =
  | 'signIn'
  | 'signUp'
  | 'confirmEmail'
  | 'resendConfirmation'
  | 'requestPasswordReset'
  | 'completePasswordReset'
  | 'requestPhoneCode'
  | 'resendPhoneCode'
  | 'verifyPhoneCode';

export interface AccountFailure {
  message: string;
  /** The server's code, when it explained the refusal. */
  code: string | null;
  /** The server's message for each field it refused, shown under those fields. */
  fields: Readonly<Record<string, string>> | undefined;
  /** docs/product.md §8: 'Unable to process your request…' clears the password and keeps the email. */
  clearPassword: boolean;
}

/** The server failing (a 5xx, or an answer this app cannot read): the operation's text. */
const serverFailedText: Record<AccountOperation, string> = {
  signIn: copy.auth.signIn.emailSignInFailed,
  signUp: copy.auth.signUp.profileCreateFailed,
  confirmEmail: copy.common.requestFailed,
  // The confirmation email's link is this design's emailed sign-in link.
  resendConfirmation: copy.auth.otp.magicLinkFailed,
  requestPasswordReset: copy.auth.password.resetEmailFailed,
  completePasswordReset: copy.auth.password.updateFailed,
  requestPhoneCode: copy.auth.otp.requestFailed,
  resendPhoneCode: copy.auth.otp.resendCodeFailed,
  verifyPhoneCode: copy.auth.signIn.phoneSignInFailed,
};

/**
 * No answer at all (offline, the server out of reach): nothing was checked yet, and some
 * operations say so in their own spec text.
 */
const noAnswerText: Record<AccountOperation, string> = {
  ...serverFailedText,
  signIn: copy.auth.signIn.unavailable,
  // Sign-up first checks that the address is free; without an answer it could not.
  signUp: copy.auth.signUp.availabilityCheckFailed,
  verifyPhoneCode: copy.auth.otp.verifyFailed,
};

/**
 * Anything else: an answer this app cannot read, or a failure of the app itself. Sign-in then
 * says 'Unable to process your request…' and clears the password (docs/product.md §8).
 */
function unexpected(operation: AccountOperation, error: unknown): AccountFailure {
  if (operation === 'signIn') return failure(copy.common.requestFailed, { clearPassword: true });
  // A success answer without the account it should describe.
  const unreadableSuccess = isApiError(error) && error.status >= 200 && error.status < 300;
  if (operation === 'signUp' && unreadableSuccess) return failure(copy.auth.signUp.noUserData);
  return failure(serverFailedText[operation]);
}

function failure(message: string, overrides: Partial<AccountFailure> = {}): AccountFailure {
  return { message, code: null, fields: undefined, clearPassword: false, ...overrides };
}

export function accountFailure(operation: AccountOperation, error: unknown): AccountFailure {
  if (hasServerMessage(error)) {
    const { code } = error;
    // A link token the server cannot even parse is an invalid link, said in the link's words.
    if (code === 'INVALID_REQUEST' && error.fields?.token !== undefined) {
      if (operation === 'confirmEmail')
        return failure(copy.auth.confirmation.linkInvalid, { code: 'CONFIRMATION_LINK_INVALID' });
      if (operation === 'completePasswordReset')
        return failure(copy.auth.password.linkInvalid, { code: 'RESET_LINK_INVALID' });
    }
    return failure(error.message, { code, fields: error.fields });
  }

  if (isApiError(error)) {
    if (error.code === MISSING_USER) return failure(copy.auth.signIn.noUserData);
    if (error.code === SESSION_UNAVAILABLE) return failure(copy.auth.signIn.customerFetchFailed);
    if (error.code === NETWORK_ERROR) return failure(noAnswerText[operation]);
    if (error.status >= 500) return failure(serverFailedText[operation]);
  }

  return unexpected(operation, error);
}
