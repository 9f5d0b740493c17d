// The promotions table: the banner's promotion is the newest active one whose dates include now.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewPromotion, Promotion, PromotionUpdate } from '#server/db/tables/promotions.ts';

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

// ---- For operators ---------------------------------------------------------------------------

/** Every promotion, newest (by creation) first. */
export async function listAll(db: Kysely<DB>): Promise<Promotion[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findById(db: Kysely<DB>, id: string): Promise<Promotion | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The promotions whose id ends with `ending` (lower-case hex and dashes only, so it is a safe LIKE
 * pattern; a whole id ends with itself), at most `limit`.
 */
export async function findByIdEnding(
  db: Kysely<DB>,
  ending: string,
  limit: number,
): Promise<Promotion[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('id', 'like', `%${ending}`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertPromotion(db: Kysely<DB>, row: NewPromotion): Promise<void> {
  await db.insertInto('promotions').values(row).execute();
}

export async function updatePromotion(
  db: Kysely<DB>,
  id: string,
  values: PromotionUpdate,
): Promise<void> {
  await db.updateTable('promotions').set(values).where('id', '=', id).execute();
}
