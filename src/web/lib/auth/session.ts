// GET /api/auth/session: who is signed in. Read once per page load and kept in the query cache,
// so the header, the route guards and the pages share one answer.
import { queryOptions } from '@tanstack/react-query';
import { SessionResponseSchema, type SessionUser } from '#shared/api/auth.ts';
import { apiRequest, isApiError } from '#web/lib/api-client.ts';

export function getSession({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('/api/auth/session', { schema: SessionResponseSchema, signal });
}

export interface SessionState {
  user: SessionUser | null;
  /**
   * Why the server ended the session on this read (the account became inactive or was
   * deleted): its text, shown once to the visitor, who is signed out from then on.
   */
  endedBecause?: string;
}

export const sessionQueryKey = ['auth', 'session'] as const;

/** A session that merely expired says nothing: the visitor is simply anonymous again. */
const SILENT_END_CODE = 'UNAUTHENTICATED';

export async function readSessionState(signal?: AbortSignal): Promise<SessionState> {
  try {
    const { user } = await getSession({ signal });
    return { user };
  } catch (error) {
    // A 401 is an answer, not a failure: the visitor is signed out, and the server says why.
    if (isApiError(error) && error.status === 401) {
      return error.code === SILENT_END_CODE
        ? { user: null }
        : { user: null, endedBecause: error.message };
    }
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => readSessionState(signal),
    // Credits change when a call ends on the phone line; a returning tab reads them again
    // (refetch on focus), but a burst of renders does not.
    staleTime: 30 * 1000,
  });
}
