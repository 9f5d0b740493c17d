// The advisors' app's calls to /api/advisor, each answer checked against its shared schema
// (src/shared/api/advisor/session.ts), through the web app's one API client.
import * as z from 'zod/mini';
import {
  AdvisorCallResponseSchema,
  AdvisorCodeSentResponseSchema,
  AdvisorSessionResponseSchema,
  type AdvisorCall,
  type AdvisorCodeSentResponse,
  type AdvisorView,
} from '#shared/api/advisor/session.ts';
import { apiRequest, isApiError } from '#web/lib/api-client.ts';

/** The signed-in advisor, or null when there is no advisor session (401). */
export async function fetchAdvisor(signal?: AbortSignal): Promise<AdvisorView | null> {
  try {
    const answer = await apiRequest('/api/advisor/session', {
      schema: AdvisorSessionResponseSchema,
      signal,
    });
    return answer.advisor;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const requestCode = (phone: string): Promise<AdvisorCodeSentResponse> =>
  apiRequest('/api/advisor/code', {
    method: 'POST',
    body: { phone },
    schema: AdvisorCodeSentResponseSchema,
  });

export async function signIn(phone: string, code: string): Promise<AdvisorView> {
  const answer = await apiRequest('/api/advisor/session', {
    method: 'POST',
    body: { phone, code },
    schema: AdvisorSessionResponseSchema,
  });
  return answer.advisor;
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/advisor/session', { method: 'DELETE', schema: z.undefined() });
}

export async function setPresence(
  presence: AdvisorView['presence'],
  awayUntil: string | null,
): Promise<AdvisorView> {
  const answer = await apiRequest('/api/advisor/presence', {
    method: 'PUT',
    body: { presence, awayUntil },
    schema: AdvisorSessionResponseSchema,
  });
  return answer.advisor;
}

export async function fetchCall(signal?: AbortSignal): Promise<AdvisorCall | null> {
  const answer = await apiRequest('/api/advisor/call', {
    schema: AdvisorCallResponseSchema,
    signal,
  });
  return answer.call;
}
