// The signed-in advisor, as one query the pages share: null when there is no advisor session.
// Any request answered 401 (the session ended: unused for a week, its 30 days, signed out on
// another phone) empties it, and the app then shows the sign-in page.
import { QueryCache, QueryClient, useQuery, type DefaultOptions } from '@tanstack/react-query';
import type { AdvisorView } from '#shared/api/advisor/session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { fetchAdvisor, fetchCall } from './advisor-api.ts';

const advisorQueryKey = ['advisor', 'session'] as const;
const callQueryKey = ['advisor', 'call'] as const;

/**
 * Polling, not a push channel: the server learns of a call only from the phone line's callbacks,
 * a phone's browser sleeps and changes networks often (a held connection would drop and need
 * the same catching-up anyway), and a request every few seconds from each signed-in advisor is
 * one indexed read. A call shows within CALL_POLL_MS of its start; the timer then runs in the
 * browser from the answer time. Presence changed elsewhere (by phone, or after missed calls)
 * shows within SESSION_POLL_MS.
 */
const CALL_POLL_MS = 5_000;
const SESSION_POLL_MS = 30_000;

export function useAdvisor() {
  return useQuery({
    queryKey: advisorQueryKey,
    queryFn: ({ signal }) => fetchAdvisor(signal),
    refetchInterval: (query) => (query.state.data ? SESSION_POLL_MS : false),
  });
}

export function useCurrentCall() {
  return useQuery({
    queryKey: callQueryKey,
    queryFn: ({ signal }) => fetchCall(signal),
    refetchInterval: CALL_POLL_MS,
  });
}

/**
 * The advisor signed in now, or null once they are out (signed out, or a 401). Signing out
 * drops everything the pages fetched for them (the call, calls, totals, statements, profile,
 * reviews), so whoever signs in next on the same phone never sees it, even for a moment.
 */
export function setAdvisor(queryClient: QueryClient, advisor: AdvisorView | null): void {
  if (advisor === null) {
    queryClient.removeQueries({
      queryKey: ['advisor'],
      predicate: (query) => query.queryKey[1] !== advisorQueryKey[1],
    });
  }
  queryClient.setQueryData(advisorQueryKey, advisor);
}

/** The web app's query client and retry rule, plus: a 401 anywhere ends the advisor's session here too. */
export function createAdvisorQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) setAdvisor(client, null);
      },
    }),
    defaultOptions: createQueryClient(overrides).getDefaultOptions(),
  });
  return client;
}
