// POST /api/advisor-applications: the application → { status: 'received' }. A refused field comes
// back as 400 INVALID_REQUEST with a message per field; a second open application from the email
// as 409 APPLICATION_ALREADY_OPEN; too many as 429.
import { useMutation } from '@tanstack/react-query';
import {
  AdvisorApplicationResponseSchema,
  type AdvisorApplicationRequest,
} from '#shared/api/advisor-applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useSubmitApplication() {
  return useMutation({
    mutationFn: (application: AdvisorApplicationRequest) =>
      apiRequest('/api/advisor-applications', {
        method: 'POST',
        body: application,
        schema: AdvisorApplicationResponseSchema,
      }),
  });
}
