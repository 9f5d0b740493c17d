// GET /api/advisors: the live advisor feed (src/shared/api/advisors.ts), re-read every 15 seconds
// (docs/product.md §9). The server answers 304 to the browser's If-None-Match, so an unchanged feed costs a
// few bytes; the browser's HTTP cache turns that into the same 200 answer here.
import { useQuery } from '@tanstack/react-query';
import { AdvisorFeedSchema, type AdvisorFeed } from '#shared/api/advisors.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const ADVISOR_POLL_INTERVAL_MS = 15_000;

export const advisorFeedQueryKey = ['advisors', 'feed'] as const;

export function getAdvisors({ signal }: { signal?: AbortSignal } = {}): Promise<AdvisorFeed> {
  return apiRequest('/api/advisors', { schema: AdvisorFeedSchema, signal });
}

export function useAdvisorFeed() {
  return useQuery({
    queryKey: advisorFeedQueryKey,
    queryFn: ({ signal }) => getAdvisors({ signal }),
    refetchInterval: ADVISOR_POLL_INTERVAL_MS,
  });
}
