// The promotions table: the banner's promotion is the newest active one whose dates include now.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { Promotion } from '#server/db/tables/promotions.ts';

/** The newest (by creation) active promotion with startDate <= now <= endDate, if any. */
export async function findActive(db: Kysely<DB>, now: string): Promise<Promotion | undefined> {
  return (
    db
      .selectFrom('promotions')
      .selectAll()
      .where('isActive', '=', true)
      .where('startDate', '<=', now)
      .where('endDate', '>=', now)
      .orderBy('createdAt', 'desc')
      // Two created in the same millisecond: the later id (UUIDv7, time-ordered) wins.
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}
