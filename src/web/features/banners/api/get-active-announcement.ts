// GET /api/announcements/active → the newest active announcement, or null. Read once per page
// load (docs/product.md §7: "once about 1.2 s after load"), never polled and never retried. A failure is
// logged as the spec words it and then counts as "no announcement" (docs/product.md §8: shows nothing).
import { useQuery } from '@tanstack/react-query';
import { ActiveAnnouncementResponseSchema, type Announcement } from '#shared/api/banners.ts';
import { logMessages } from '#shared/copy/log-messages.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const activeAnnouncementQueryKey = ['banners', 'announcement', 'active'] as const;

export async function getActiveAnnouncement({
  signal,
}: { signal?: AbortSignal } = {}): Promise<Announcement | null> {
  const { announcement } = await apiRequest('/api/announcements/active', {
    schema: ActiveAnnouncementResponseSchema,
    signal,
  });
  return announcement;
}

/** `enabled` turns true once the delay after load has passed. */
export function useActiveAnnouncement({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: activeAnnouncementQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getActiveAnnouncement({ signal });
      } catch (error) {
        if (signal.aborted) throw error;
        console.error(logMessages.announcementFetchFailed, error);
        return null;
      }
    },
    enabled,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
