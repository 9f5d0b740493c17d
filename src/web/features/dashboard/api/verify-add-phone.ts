// POST /api/auth/phone/add/verify (signed in): the number and the code it received; the answer
// is the customer with the number added.
import { SignedInResponseSchema, type SessionUser } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { PhoneCodeInput } from '#web/lib/auth/verify-phone-code.ts';

/** The code was accepted but the number is not on the account the server answered with. */
export class PhoneNotAddedError extends Error {
  override readonly name = 'PhoneNotAddedError';
}

export async function verifyAddPhone(input: PhoneCodeInput): Promise<SessionUser> {
  const { user } = await apiRequest('/api/auth/phone/add/verify', {
    method: 'POST',
    body: input,
    schema: SignedInResponseSchema,
  });
  if (!user.phoneNumbers.includes(input.phone)) throw new PhoneNotAddedError();
  return user;
}
