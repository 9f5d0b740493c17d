// POST /api/auth/password-reset: a reset link by email, the same answer whether or not the
// address has an account (no account discovery).
import { useMutation } from '@tanstack/react-query';
import { AcceptedResponseSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function requestPasswordReset(email: string) {
  return apiRequest('/api/auth/password-reset', {
    method: 'POST',
    body: { email },
    schema: AcceptedResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
