// POST /api/auth/confirm-email/resend: a new confirmation link. The answer is the same whether
// or not the address has an account waiting, so it reveals nothing.
import { useMutation } from '@tanstack/react-query';
import { AcceptedResponseSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function resendConfirmation(email: string) {
  return apiRequest('/api/auth/confirm-email/resend', {
    method: 'POST',
    body: { email },
    schema: AcceptedResponseSchema,
  });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
