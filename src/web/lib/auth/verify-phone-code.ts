// POST /api/auth/phone/verify: the number and the code it received; the answer signs the
// customer owning that number in, as an email sign-in does.
import type { SessionUser } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LooseSignedInResponseSchema, userOf } from './signed-in-answer.ts';

export interface PhoneCodeInput {
  /** As the code request answered it: the 10 digits the code went to. */
  phone: string;
  code: string;
}

export async function postPhoneVerification(input: PhoneCodeInput): Promise<SessionUser> {
  const answer = await apiRequest('/api/auth/phone/verify', {
    method: 'POST',
    body: input,
    schema: LooseSignedInResponseSchema,
  });
  return userOf(answer);
}
