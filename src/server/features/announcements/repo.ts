// The platform_announcements table: the dialog shows the newest active announcement whose
// optional bounds include now.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { PlatformAnnouncement } from '#server/db/tables/platform-announcements.ts';

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
