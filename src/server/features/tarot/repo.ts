// The tarot game's queries: the deck, the weekly games, a customer's layout and attempt, and the
// prize coupon. Each takes the Kysely to run on, so the service can group writes in one
// transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewCoupon } from '#server/db/tables/coupons.ts';
import type { NewTarotCard, TarotCard } from '#server/db/tables/tarot-cards.ts';
import type { NewTarotGameAttempt } from '#server/db/tables/tarot-game-attempts.ts';
import type { NewTarotGame, TarotGame } from '#server/db/tables/tarot-games.ts';

// ---- The deck ----------------------------------------------------------------------------------

export async function listDeck(db: Kysely<DB>): Promise<TarotCard[]> {
  return db.selectFrom('tarotCards').selectAll().orderBy('position').execute();
}

/** Adds the cards not there yet; a card already there (by id, name or position) is left alone. */
export async function insertMissingCards(
  db: Kysely<DB>,
  cards: readonly NewTarotCard[],
): Promise<void> {
  if (cards.length === 0) return;
  await db
    .insertInto('tarotCards')
    .values([...cards])
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// ---- Games -------------------------------------------------------------------------------------

/** The active game whose week contains `date` (YYYY-MM-DD), if any. */
export async function findActiveGameOn(db: Kysely<DB>, date: string): Promise<TarotGame | null> {
  const row = await db
    .selectFrom('tarotGames')
    .selectAll()
    .where('isActive', '=', true)
    .where('weekStart', '<=', date)
    .where('weekEnd', '>=', date)
    .orderBy('weekStart', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

export async function findGameByWeekStart(
  db: Kysely<DB>,
  weekStart: string,
): Promise<TarotGame | null> {
  const row = await db
    .selectFrom('tarotGames')
    .selectAll()
    .where('weekStart', '=', weekStart)
    .executeTakeFirst();
  return row ?? null;
}

/** Inserts the game unless its week already has one (the unique week_start decides); true if inserted. */
export async function insertGameIfMissing(db: Kysely<DB>, game: NewTarotGame): Promise<boolean> {
  const result = await db
    .insertInto('tarotGames')
    .values(game)
    .onConflict((oc) => oc.column('weekStart').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Sets the flag unless it already has that value; true when a row changed. */
export async function setGameActive(
  db: Kysely<DB>,
  gameId: string,
  isActive: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('tarotGames')
    .set({ isActive })
    .where('id', '=', gameId)
    .where('isActive', '=', !isActive)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The latest games by week, with how many customers played each and how many won. */
export async function listRecentGames(db: Kysely<DB>, limit: number) {
  const rows = await db
    .selectFrom('tarotGames')
    .leftJoin('tarotGameAttempts', 'tarotGameAttempts.gameId', 'tarotGames.id')
    .select((eb) => [
      'tarotGames.weekStart',
      'tarotGames.weekEnd',
      'tarotGames.isActive',
      eb.fn.count<number>('tarotGameAttempts.id').as('attempts'),
      eb.fn
        .count<number>(eb.case().when('tarotGameAttempts.won', '=', true).then(1).end())
        .as('wins'),
    ])
    .groupBy(['tarotGames.id', 'tarotGames.weekStart', 'tarotGames.weekEnd', 'tarotGames.isActive'])
    .orderBy('tarotGames.weekStart', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts), wins: Number(row.wins) }));
}

// ---- A customer's layout -----------------------------------------------------------------------

/** The card ids of the customer's tiles for the game, by position; empty when not dealt yet. */
export async function findLayout(
  db: Kysely<DB>,
  gameId: string,
  customerId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('tarotLayouts')
    .select(['position', 'cardId'])
    .where('gameId', '=', gameId)
    .where('customerId', '=', customerId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.cardId);
}

/** Writes the nine tiles in one statement; a layout already there makes it fail as a whole. */
export async function insertLayout(
  db: Kysely<DB>,
  gameId: string,
  customerId: string,
  cardIds: readonly string[],
): Promise<void> {
  await db
    .insertInto('tarotLayouts')
    .values(cardIds.map((cardId, position) => ({ gameId, customerId, position, cardId })))
    .execute();
}

// ---- Attempts and prizes -----------------------------------------------------------------------

/** The customer's attempt at the game, with its prize coupon when won. */
export async function findAttempt(db: Kysely<DB>, gameId: string, customerId: string) {
  const row = await db
    .selectFrom('tarotGameAttempts')
    .leftJoin('coupons', 'coupons.id', 'tarotGameAttempts.couponId')
    .select([
      'tarotGameAttempts.firstCardId',
      'tarotGameAttempts.secondCardId',
      'tarotGameAttempts.thirdCardId',
      'tarotGameAttempts.won',
      'tarotGameAttempts.createdAt',
      'coupons.code as couponCode',
      'coupons.value as couponValue',
      'coupons.expiresAt as couponExpiresAt',
    ])
    .where('tarotGameAttempts.gameId', '=', gameId)
    .where('tarotGameAttempts.customerId', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertAttempt(db: Kysely<DB>, attempt: NewTarotGameAttempt): Promise<void> {
  await db.insertInto('tarotGameAttempts').values(attempt).execute();
}

export async function insertCoupon(db: Kysely<DB>, coupon: NewCoupon): Promise<void> {
  await db.insertInto('coupons').values(coupon).execute();
}
