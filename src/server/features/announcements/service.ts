// The platform announcement (spec §4, §5, §7): the newest active announcement whose start and end,
// when set, include now. The web shows it once per visitor until acknowledged. It is answered in
// the request's language: on a French page its French version once that is complete (the French
// message, and the French title when the English has a title), otherwise the English title and
// message together, marked `lang: 'en'`, so a dialog never mixes the two languages.
//
// Operators (npm run admin -- announcement …) list, create and change announcements through here;
// the rules (./announcement-rules.ts) check the severity, the texts and the bounds:
//
//   await announcements.create({ severity: 'warning', title, message });  // starts now
//   await announcements.update(id, { isActive: false });   // AnnouncementChangeRefusedError, UnknownAnnouncementError
import type { Announcement } from '#shared/api/banners.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { givenFields } from '#server/db/given-fields.ts';
import { newId } from '#server/db/ids.ts';
import type { PlatformAnnouncement } from '#server/db/tables/platform-announcements.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import {
  AnnouncementChangeRefusedError,
  checkedAnnouncement,
  hasFrenchVersion,
  type AnnouncementFields,
} from './announcement-rules.ts';
import * as repo from './repo.ts';

export {
  AnnouncementChangeRefusedError,
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

/** No announcement has this id. */
export class UnknownAnnouncementError extends Error {
  constructor(readonly id: string) {
    super(`No announcement has the id ${id}.`);
    this.name = 'UnknownAnnouncementError';
  }
}

/** The body of GET /api/announcements/active (ActiveAnnouncementResponseSchema). */
export interface ActiveAnnouncementResponse {
  announcement: Announcement | null;
}

export interface AnnouncementsService {
  active(): Promise<ActiveAnnouncementResponse>;
  /** Every announcement, newest first. */
  list(): Promise<AnnouncementRecord[]>;
  /**
   * The announcements with this id or this short id (the id's last characters, at least 8,
   * as lists show its last 12), at most two.
   */
  findByShortId(shortId: string): Promise<AnnouncementRecord[]>;
  /** Refuses (AnnouncementChangeRefusedError) one that breaks the rules or has already ended. */
  create(fields: NewAnnouncementFields): Promise<AnnouncementRecord>;
  /** Changes the given fields; the result must still keep the rules. */
  update(id: string, changes: Partial<AnnouncementFields>): Promise<AnnouncementRecord>;
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
      const inFrench = currentLocale() === 'fr-CA';
      const french = inFrench && hasFrenchVersion(row);
      return {
        announcement: {
          id: row.id,
          severity: row.severity,
          title: french ? row.titleFr : row.title,
          message: french ? (row.messageFr ?? row.message) : row.message,
          ...(inFrench && !french ? { lang: 'en' as const } : {}),
          startAt: row.startAt,
          endAt: row.endAt,
        },
      };
    },

    list: () => repo.listAll(db),

    async findByShortId(shortId) {
      const ending = shortId.trim().toLowerCase();
      // Only id characters reach the LIKE pattern, and enough of them to mean one record.
      if (!/^[0-9a-f-]{8,36}$/.test(ending)) return [];
      return repo.findByIdEnding(db, ending, 2);
    },

    async create(fields) {
      const now = deps.clock.now();
      if (fields.endAt != null && Date.parse(fields.endAt) <= now.getTime()) {
        throw new AnnouncementChangeRefusedError(
          'That announcement ends before now, so it would never show: give it a later end.',
        );
      }
      const checked = checkedAnnouncement({
        severity: 'info',
        title: null,
        titleFr: null,
        messageFr: null,
        startAt: now.toISOString(),
        endAt: null,
        isActive: true,
        ...givenFields(fields),
        message: fields.message,
      });
      const row: AnnouncementRecord = { id: newId(), ...checked, createdAt: now.toISOString() };
      await repo.insertAnnouncement(db, row);
      return row;
    },

    async update(id, changes) {
      return db.transaction().execute(async (trx) => {
        const current = await repo.findById(trx, id);
        if (!current) throw new UnknownAnnouncementError(id);
        const { id: _id, createdAt: _createdAt, ...fields } = current;
        const checked = checkedAnnouncement({ ...fields, ...givenFields(changes) });
        await repo.updateAnnouncement(trx, id, checked);
        return { ...current, ...checked };
      });
    },
  };
}
