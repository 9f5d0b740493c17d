// The platform announcement (spec §4, §5, §7): the newest active announcement whose start and end,
// when set, include now. The web shows it once per visitor until acknowledged.
import type { Announcement } from '#shared/api/banners.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import * as repo from './repo.ts';

/** The body of GET /api/announcements/active (ActiveAnnouncementResponseSchema). */
export interface ActiveAnnouncementResponse {
  announcement: Announcement | null;
}

export interface AnnouncementsService {
  active(): Promise<ActiveAnnouncementResponse>;
}

export function createAnnouncementsService(deps: {
  database: Database;
  clock: Clock;
}): AnnouncementsService {
  const db = deps.database.kysely;
  return {
    async active() {
      const row = await repo.findActive(db, deps.clock.now().toISOString());
      if (!row) return { announcement: null };
      return {
        announcement: {
          id: row.id,
          severity: row.severity,
          title: row.title,
          message: row.message,
          startAt: row.startAt,
          endAt: row.endAt,
        },
      };
    },
  };
}
