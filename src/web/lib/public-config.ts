// GET /api/config: brand, contacts, theme and feature flags (src/shared/api/public-config.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '#shared/api/public-config.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { fromPage, pageLoadedAt } from '#web/lib/page-data.ts';

export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return apiRequest('/api/config', { schema: PublicConfigSchema, signal });
}

export const publicConfigQueryKey = ['app-config', 'public'] as const;

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig({ signal }),
    // The server writes it into the page (src/server/http/page-with-data.ts): the header, the
    // footer and the theme are complete from the first paint, with no request for them.
    initialData: () => fromPage('config', PublicConfigSchema),
    initialDataUpdatedAt: pageLoadedAt,
    // The server reads its configuration once at start-up, so an answer stays true for hours.
    staleTime: 60 * 60 * 1000,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
