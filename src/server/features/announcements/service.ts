// The platform announcement (docs/product.md §4, §5, §7): the newest active announcement whose start and end,
// when set, include now. The web shows it once per visitor until acknowledged. It is answered in
// the request's language: on a French page its French version once that is complete (the French
// message, and the French title when the English has a title), otherwise none there: French
// pages never show an English announcement, nor one half in each language (decision 039).
//
// Operators (npm run admin -- announcement …) list, create, change, activate and deactivate
// announcements through here, as they do promotions (../scheduled-banners/service.ts); the rules
// (./announcement-rules.ts) check the severity, the texts and the bounds:
//
//   await announcements.create({ severity: 'warning', title, message });  // starts now
//   await announcements.update(id, { message });   // CHANGE_REFUSED, ANNOUNCEMENT_NOT_FOUND
//   await announcements.setActive(id, false);
import type { Announcement } from '#shared/api/banners.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { givenFields } from '#server/db/given-fields.ts';
import type { PlatformAnnouncement } from '#server/db/tables/platform-announcements.ts';
import {
  createScheduledBanners,
  type ScheduledBanners,
} from '#server/features/scheduled-banners/service.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import {
  announcementKind,
  checkedAnnouncement,
  hasFrenchVersion,
  type AnnouncementFields,
} from './announcement-rules.ts';
import * as repo from './repo.ts';

export {
  announcementKind,
  announcementSeverities,
  hasFrenchVersion,
  type AnnouncementFields,
} from './announcement-rules.ts';

/** An announcement as stored, for operators. */
export type AnnouncementRecord = PlatformAnnouncement;

/**
 * A new announcement: active, severity info, no title, no French, starting now (an announcement without a
 * start ranks after every dated one on the site), without end, unless said otherwise.
 */
export type NewAnnouncementFields = Pick<AnnouncementFields, 'message'> &
  Partial<AnnouncementFields>;

/** The body of GET /api/announcements/active (ActiveAnnouncementResponseSchema). */
export interface ActiveAnnouncementResponse {
  announcement: Announcement | null;
}

export interface AnnouncementsService extends ScheduledBanners<
  AnnouncementFields,
  NewAnnouncementFields
> {
  active(): Promise<ActiveAnnouncementResponse>;
}

export function createAnnouncementsService(deps: {
  database: Database;
  clock: Clock;
}): AnnouncementsService {
  const db = deps.database.kysely;
  const admin = createScheduledBanners<AnnouncementFields, NewAnnouncementFields>({
    ...deps,
    kind: announcementKind,
    store: {
      listAll: repo.listAll,
      findById: repo.findById,
      findByIdEnding: repo.findByIdEnding,
      insert: repo.insertAnnouncement,
      update: repo.updateAnnouncement,
    },
    defaults: (fields, now) => ({
      severity: 'info',
      title: null,
      titleFr: null,
      messageFr: null,
      startAt: now.toISOString(),
      endAt: null,
      isActive: true,
      ...givenFields(fields),
      message: fields.message,
    }),
    checked: checkedAnnouncement,
    windowOf: (fields) => ({ start: fields.startAt, end: fields.endAt }),
  });

  return {
    ...admin,

    async active() {
      const row = await repo.findActive(db, deps.clock.now().toISOString());
      if (!row) return { announcement: null };
      const french = currentLocale() === 'fr-CA';
      // French pages never show an English announcement (decision 039): none until it is written.
      if (french && !hasFrenchVersion(row)) return { announcement: null };
      return {
        announcement: {
          id: row.id,
          severity: row.severity,
          title: french ? row.titleFr : row.title,
          message: french ? (row.messageFr ?? row.message) : row.message,
          startAt: row.startAt,
          endAt: row.endAt,
        },
      };
    },
  };
}
