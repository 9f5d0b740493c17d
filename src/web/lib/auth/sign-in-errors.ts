// Failures of a sign-in that the server's answer does not name, raised on this side as
// ApiErrors so screens handle one error shape (the account screens map them to spec texts).
import { ApiError } from '#web/lib/api-client.ts';
import { copy } from '#shared/copy/catalogue.ts';

/** The sign-in answer came and parsed, but carried no customer. */
export const MISSING_USER = 'MISSING_USER';
/** Signed in, but the session could not be read back (cookie refused, server failing). */
export const SESSION_UNAVAILABLE = 'SESSION_UNAVAILABLE';

export function missingUserError(status: number): ApiError {
  return new ApiError({ code: MISSING_USER, message: copy.auth.signIn.noUserData, status });
}

export function sessionUnavailableError(status: number): ApiError {
  return new ApiError({
    code: SESSION_UNAVAILABLE,
    message: copy.auth.signIn.customerFetchFailed,
    status,
  });
}
