// Confirming it is still you (docs/decisions/029): POST /api/auth/reauthenticate with the
// password, or with a code texted by /reauthenticate/request-code to one of the account's numbers.
// The same session's sign-in then counts as recent again; no new session, no new cookie.
import {
  PhoneCodeSentResponseSchema,
  ReauthenticatedResponseSchema,
  type PhoneCodeSentResponse,
  type ReauthenticationRequest,
} from '#shared/api/auth.ts';
import { apiRequest, isApiError } from '#web/lib/api-client.ts';

export async function postReauthentication(body: ReauthenticationRequest): Promise<void> {
  await apiRequest('/api/auth/reauthenticate', {
    method: 'POST',
    body,
    schema: ReauthenticatedResponseSchema,
  });
}

export function requestReauthenticationCode(phone: string): Promise<PhoneCodeSentResponse> {
  return apiRequest('/api/auth/reauthenticate/request-code', {
    method: 'POST',
    body: { phone },
    schema: PhoneCodeSentResponseSchema,
  });
}

/** The server refused a sensitive change because the session's sign-in is not recent. */
export function isRecentSignInRequired(error: unknown): boolean {
  return isApiError(error) && error.code === 'RECENT_SIGN_IN_REQUIRED';
}
