// What every call that signs in answers ({ user } and the session cookie), read loosely on
// purpose: an answer that parses but names no customer is its own failure in the spec
// ('Unable to complete sign in - no user data returned'), not an unreadable answer.
import * as z from 'zod/mini';
import { SessionUserSchema, type SessionUser } from '#shared/api/auth.ts';
import { missingUserError } from './sign-in-errors.ts';

export const LooseSignedInResponseSchema = z.object({ user: z.nullish(SessionUserSchema) });

export function userOf(answer: z.infer<typeof LooseSignedInResponseSchema>): SessionUser {
  if (!answer.user) throw missingUserError(200);
  return answer.user;
}
