// The weekly games as the scheduler and the operators handle them through the service:
// ensureGame (idempotent, one game per week under concurrent calls, only for a Monday, deck
// included), opening and closing a game, and the list with its attempts and wins.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import type { Database } from '#server/db/database.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { TAROT_DECK_SIZE } from '#shared/tarot/rules.ts';
import { createTarotService } from './service.ts';

let database: Database;
const clock = createFakeClock('2026-11-21T15:00:00.000Z');
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const service = () => createTarotService({ database, clock });
const games = () => database.kysely.selectFrom('tarotGames').selectAll().execute();
const deckSize = async () =>
  (await database.kysely.selectFrom('tarotCards').select('id').execute()).length;

describe('ensureGame', () => {
  it('creates the active game of the week starting that Monday, once', async () => {
    const first = await service().ensureGame('2026-11-23');
    expect(first).toEqual({
      game: { weekStart: '2026-11-23', weekEnd: '2026-11-29', isActive: true },
      created: true,
    });
    const again = await service().ensureGame('2026-11-23');
    expect(again).toEqual({ ...first, created: false });
    expect(await games()).toEqual([
      expect.objectContaining({
        weekStart: '2026-11-23',
        weekEnd: '2026-11-29',
        isActive: true,
        createdAt: '2026-11-21T15:00:00.000Z',
      }),
    ]);
  });

  it('creates one game when ten instances ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => service().ensureGame('2026-11-30')),
    );
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    for (const answer of answers) expect(answer.game.weekStart).toBe('2026-11-30');
    expect(await games()).toHaveLength(1);
    expect(await deckSize()).toBe(TAROT_DECK_SIZE);
  });

  it('leaves a game an operator closed closed', async () => {
    await service().ensureGame('2026-11-23');
    await service().setGameActive('2026-11-23', false);
    expect(await service().ensureGame('2026-11-23')).toEqual({
      game: { weekStart: '2026-11-23', weekEnd: '2026-11-29', isActive: false },
      created: false,
    });
  });

  it.each([['2026-11-24'], ['2026-11-22'], ['2026-02-30'], ['next monday']])(
    'refuses %j, which is not a Monday, and writes nothing',
    async (date) => {
      await expect(service().ensureGame(date)).rejects.toMatchObject({
        code: 'TAROT_WEEK_START_INVALID',
      });
      expect(await games()).toEqual([]);
      expect(await deckSize()).toBe(0);
    },
  );

  it('adds the 29-card deck to a database seeded without the demo data', async () => {
    expect(await deckSize()).toBe(0);
    await service().ensureGame('2026-11-16');
    const deck = await database.kysely
      .selectFrom('tarotCards')
      .selectAll()
      .orderBy('position')
      .execute();
    expect(deck).toHaveLength(TAROT_DECK_SIZE);
    expect(deck[0]).toEqual({
      id: 'the-fool',
      name: 'The Fool',
      nameFr: 'Le Mat',
      arcana: 'major',
      position: 0,
    });
    expect(deck[21]).toMatchObject({ id: 'the-world', arcana: 'major' });
    expect(deck[28]).toMatchObject({ id: 'knight-of-wands', arcana: 'minor' });
  });

  it("keeps the demo data's deck and this week's game as they are", async () => {
    await seedDemoData(database, { clock });
    const before = await games();
    expect(await service().ensureGame('2026-11-16')).toMatchObject({ created: false });
    expect(await games()).toEqual(before);
    expect(await deckSize()).toBe(TAROT_DECK_SIZE);
  });
});

describe('opening and closing a game', () => {
  it('changes the flag, and says when there was nothing to change', async () => {
    await service().ensureGame('2026-11-23');
    expect(await service().setGameActive('2026-11-23', false)).toEqual({
      game: { weekStart: '2026-11-23', weekEnd: '2026-11-29', isActive: false },
      changed: true,
    });
    expect(await service().setGameActive('2026-11-23', false)).toMatchObject({ changed: false });
    expect((await games())[0]?.isActive).toBe(false);
    expect(await service().setGameActive('2026-11-23', true)).toMatchObject({ changed: true });
    expect((await games())[0]?.isActive).toBe(true);
  });

  it('refuses a week without a game', async () => {
    await expect(service().setGameActive('2026-11-23', true)).rejects.toMatchObject({
      code: 'TAROT_GAME_NOT_FOUND',
    });
  });
});

describe('listGames', () => {
  it('lists the latest weeks first, with attempts and wins', async () => {
    const tarot = service();
    for (const week of ['2026-11-02', '2026-11-09', '2026-11-16']) await tarot.ensureGame(week);
    const db = database.kysely;
    const game = await db
      .selectFrom('tarotGames')
      .select('id')
      .where('weekStart', '=', '2026-11-09')
      .executeTakeFirstOrThrow();
    // Three customers played the week of November 9; one won.
    for (const [index, won] of [true, false, false].entries()) {
      const customerId = `customer-${index}`;
      await db
        .insertInto('customers')
        .values({
          id: customerId,
          name: 'Player',
          email: `player${index}@example.com`,
          credits: 0,
          createdAt: '2026-11-01T00:00:00.000Z',
          updatedAt: '2026-11-01T00:00:00.000Z',
        })
        .execute();
      const couponId = won ? `coupon-${index}` : null;
      if (couponId) {
        await db
          .insertInto('coupons')
          .values({
            id: couponId,
            code: `TAROTWIN${index}AB`,
            type: 'percentage_off',
            value: 10,
            isActive: true,
            expiresAt: null,
            maxUses: 1,
            customerId,
            source: 'tarot',
            createdAt: '2026-11-10T00:00:00.000Z',
          })
          .execute();
      }
      await db
        .insertInto('tarotGameAttempts')
        .values({
          id: `attempt-${index}`,
          gameId: game.id,
          customerId,
          firstCardId: 'the-fool',
          secondCardId: 'the-sun',
          thirdCardId: won ? 'death' : 'the-sun',
          won,
          couponId,
          createdAt: '2026-11-10T00:00:00.000Z',
        })
        .execute();
    }

    expect(await tarot.listGames(2)).toEqual([
      { weekStart: '2026-11-16', weekEnd: '2026-11-22', isActive: true, attempts: 0, wins: 0 },
      { weekStart: '2026-11-09', weekEnd: '2026-11-15', isActive: true, attempts: 3, wins: 1 },
    ]);
    expect(await tarot.listGames(10)).toHaveLength(3);
  });
});
