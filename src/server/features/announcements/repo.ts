// The platform_announcements table: the dialog shows the newest active announcement whose
// optional bounds include now.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  NewPlatformAnnouncement,
  PlatformAnnouncement,
  PlatformAnnouncementUpdate,
} from '#server/db/tables/platform-announcements.ts';

/**
 * The active announcement with (no start or start <= now) and (no end or end >= now) that
 * started last; one without a start counts as the oldest.
 */
export async function findActive(
  db: Kysely<DB>,
  now: string,
): Promise<PlatformAnnouncement | undefined> {
  return (
    db
      .selectFrom('platformAnnouncements')
      .selectAll()
      .where('isActive', '=', true)
      .where((eb) => eb.or([eb('startAt', 'is', null), eb('startAt', '<=', now)]))
      .where((eb) => eb.or([eb('endAt', 'is', null), eb('endAt', '>=', now)]))
      // NULLS LAST spelled out: PostgreSQL would otherwise put a null start first when descending.
      .orderBy('startAt', (ob) => ob.desc().nullsLast())
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

// ---- For operators ---------------------------------------------------------------------------

/** Every announcement, newest (by creation) first. */
export async function listAll(db: Kysely<DB>): Promise<PlatformAnnouncement[]> {
  return db
    .selectFrom('platformAnnouncements')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findById(
  db: Kysely<DB>,
  id: string,
): Promise<PlatformAnnouncement | undefined> {
  return db.selectFrom('platformAnnouncements').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The announcements whose id ends with `ending` (lower-case hex and dashes only, so it is a safe LIKE
 * pattern; a whole id ends with itself), at most `limit`.
 */
export async function findByIdEnding(
  db: Kysely<DB>,
  ending: string,
  limit: number,
): Promise<PlatformAnnouncement[]> {
  return db
    .selectFrom('platformAnnouncements')
    .selectAll()
    .where('id', 'like', `%${ending}`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertAnnouncement(
  db: Kysely<DB>,
  row: NewPlatformAnnouncement,
): Promise<void> {
  await db.insertInto('platformAnnouncements').values(row).execute();
}

export async function updateAnnouncement(
  db: Kysely<DB>,
  id: string,
  values: PlatformAnnouncementUpdate,
): Promise<void> {
  await db.updateTable('platformAnnouncements').set(values).where('id', '=', id).execute();
}
