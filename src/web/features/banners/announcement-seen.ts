// Acknowledged announcements are remembered in localStorage under
// platform_announcement_seen_<id> (docs/product.md §9), so 'Got it' holds across visits. Storage that is
// blocked (some private modes) forgets: the announcement may then show again, harmlessly.
import { announcementSeenKey } from '#shared/api/banners.ts';

export function wasAnnouncementSeen(id: string): boolean {
  try {
    return window.localStorage.getItem(announcementSeenKey(id)) !== null;
  } catch {
    return false;
  }
}

export function rememberAnnouncementSeen(id: string, now = new Date()): void {
  try {
    window.localStorage.setItem(announcementSeenKey(id), now.toISOString());
  } catch {
    // Nothing to do: see above.
  }
}
