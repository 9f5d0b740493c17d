// GET /api/promotions/active → the newest active promotion, or null (docs/product.md §7: re-read every
// 60 s). A failure is ignored: the banner simply does not show (docs/product.md §8), and a refresh that
// fails keeps the promotion already shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActivePromotionResponseSchema, type Promotion } from '#shared/api/banners.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { fromPage, pageLoadedAt } from '#web/lib/page-data.ts';

export const PROMOTION_REFRESH_MS = 60_000;

export const activePromotionQueryKey = ['banners', 'promotion', 'active'] as const;

export async function getActivePromotion({
  signal,
}: { signal?: AbortSignal } = {}): Promise<Promotion | null> {
  const { promotion } = await apiRequest('/api/promotions/active', {
    schema: ActivePromotionResponseSchema,
    signal,
  });
  return promotion;
}

export function activePromotionQueryOptions() {
  return queryOptions({
    queryKey: activePromotionQueryKey,
    queryFn: ({ signal }) => getActivePromotion({ signal }),
    // The server writes the active promotion into the page (src/server/http/page-with-data.ts):
    // the banner is there from the first paint, and nothing under it moves when it arrives.
    initialData: () => fromPage('activePromotion', ActivePromotionResponseSchema)?.promotion,
    initialDataUpdatedAt: pageLoadedAt,
    refetchInterval: PROMOTION_REFRESH_MS,
    // The 60 s rhythm is the refresh; coming back to the tab need not ask again sooner.
    staleTime: PROMOTION_REFRESH_MS / 2,
  });
}

export function useActivePromotion() {
  return useQuery(activePromotionQueryOptions());
}
