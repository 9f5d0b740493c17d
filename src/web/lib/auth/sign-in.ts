// POST /api/auth/sign-in: email and password; the answer sets the session cookie.
import type { SessionUser, SignInRequest } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LooseSignedInResponseSchema, userOf } from './signed-in-answer.ts';

export async function postSignIn(credentials: SignInRequest): Promise<SessionUser> {
  const answer = await apiRequest('/api/auth/sign-in', {
    method: 'POST',
    body: credentials,
    schema: LooseSignedInResponseSchema,
  });
  return userOf(answer);
}
