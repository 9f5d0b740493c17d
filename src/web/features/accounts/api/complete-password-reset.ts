// POST /api/auth/password-reset/complete: the reset link's token and the new password, twice.
import { useMutation } from '@tanstack/react-query';
import { PasswordResetCompleteResponseSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface CompletePasswordResetInput {
  token: string;
  password: string;
  confirmPassword: string;
}

export function completePasswordReset(input: CompletePasswordResetInput) {
  return apiRequest('/api/auth/password-reset/complete', {
    method: 'POST',
    body: input,
    schema: PasswordResetCompleteResponseSchema,
  });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
