// POST /api/auth/confirm-email: the token of the link in the confirmation email.
import { useMutation } from '@tanstack/react-query';
import { ConfirmEmailResponseSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function confirmEmail(token: string) {
  return apiRequest('/api/auth/confirm-email', {
    method: 'POST',
    body: { token },
    schema: ConfirmEmailResponseSchema,
  });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
