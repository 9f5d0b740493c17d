// POST /api/auth/sign-up → 201 { status: 'confirmation_sent', email }. No session yet: the
// customer confirms the email first (docs/product.md §10.11).
import { SignUpResponseSchema, type SignUpRequest } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function postSignUp(input: SignUpRequest) {
  return apiRequest('/api/auth/sign-up', {
    method: 'POST',
    body: input,
    schema: SignUpResponseSchema,
  });
}
