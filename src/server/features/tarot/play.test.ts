// The weekly tarot game through its API (docs/product.md §4, §5, §8, §9; docs/product.md §10.25): the board a
// customer is dealt and keeps, the judging of three picks, the prize coupon, one attempt per
// customer per game (also under concurrent requests), and what a visitor or another customer
// can never see or do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CouponCheckResponseSchema } from '#shared/api/payments.ts';
import {
  TarotGameStateSchema,
  TarotPlayResponseSchema,
  type TarotPlayResponse,
} from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { isValidLayout } from '#shared/tarot/layout.ts';
import { isTarotCouponCode } from '#shared/tarot/prize.ts';
import { PRIZE_PERCENTS } from '#shared/tarot/rules.ts';
import { SESSION_COOKIE } from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  aPlayer,
  attemptsOf,
  boardOf,
  errorOf,
  getGame,
  losingPicks,
  play,
  prizeCouponsOf,
  tarotServiceOf,
  thisWeeksGame,
  winningPicks,
  type Player,
} from '#tests/support/tarot.ts';

let t: TestApp;
beforeEach(async () => {
  // Saturday 2026-11-21, 10:00 in Montréal: the business week of Monday 2026-11-16.
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const thisWeek = { weekStart: '2026-11-16', weekEnd: '2026-11-22' };

async function played(player: Player, positions: number[]): Promise<TarotPlayResponse> {
  const res = await play(t, player, positions);
  expect(res.statusCode).toBe(201);
  return TarotPlayResponseSchema.parse(res.json());
}

/** A player who has seen the board (so it is dealt), and that board. */
async function playerWithBoard(email: string) {
  const player = await aPlayer(t, email);
  expect((await getGame(t, player)).statusCode).toBe(200);
  return { player, board: await boardOf(t, player) };
}

describe('a visitor', () => {
  it('is asked to sign in, and can neither see nor play the game', async () => {
    await thisWeeksGame(t);
    const unauthenticated = {
      status: 401,
      code: 'UNAUTHENTICATED',
      message: copy.tarot.signInRequired,
    };
    expect(errorOf(await getGame(t, null))).toEqual(unauthenticated);
    expect(errorOf(await play(t, null, [0, 1, 2]))).toEqual(unauthenticated);
    const unknownSession = await t.app.inject({
      method: 'GET',
      url: '/api/tarot/game',
      cookies: { [SESSION_COOKIE]: 'not-a-session' },
    });
    expect(unknownSession.statusCode).toBe(401);
    expect(await t.database.kysely.selectFrom('tarotLayouts').selectAll().execute()).toEqual([]);
  });
});

describe('the game of the week', () => {
  it('says there is no active game when the week has none', async () => {
    const player = await aPlayer(t, 'early@example.com');
    const res = await getGame(t, player);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'no_game' });
    expect(errorOf(await play(t, player, [0, 1, 2]))).toEqual({
      status: 404,
      code: 'TAROT_NO_ACTIVE_GAME',
      message: copy.tarot.noActiveGame,
    });
  });

  it('is not there when an operator deactivated it, and back when reactivated', async () => {
    const player = await aPlayer(t, 'paused@example.com');
    await thisWeeksGame(t);
    await tarotServiceOf(t).setGameActive(thisWeek.weekStart, false);
    expect((await getGame(t, player)).json()).toEqual({ status: 'no_game' });
    await tarotServiceOf(t).setGameActive(thisWeek.weekStart, true);
    expect((await getGame(t, player)).json()).toMatchObject({ status: 'ready' });
  });

  it("is only this business week's: last week's game is over on Monday in Montréal", async () => {
    const player = await aPlayer(t, 'late@example.com');
    await thisWeeksGame(t);
    // Sunday 23:59 in Montréal (04:59 UTC on Monday) is still the same week…
    t.clock.set('2026-11-23T04:59:00.000Z');
    expect((await getGame(t, player)).json()).toMatchObject({ status: 'ready', game: thisWeek });
    // …and Monday 00:00 is the next one, which has no game yet.
    t.clock.set('2026-11-23T05:00:00.000Z');
    expect((await getGame(t, player)).json()).toEqual({ status: 'no_game' });
  });

  it('shows nine face-down tiles, and nothing of which card lies where', async () => {
    await thisWeeksGame(t);
    const player = await aPlayer(t, 'curious@example.com');
    const res = await getGame(t, player);
    expect(res.statusCode).toBe(200);
    expect(TarotGameStateSchema.parse(res.json())).toEqual({
      status: 'ready',
      game: thisWeek,
      tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((position) => ({ position })),
    });
    const board = await boardOf(t, player);
    for (const card of board) expect(res.body).not.toContain(card);
  });

  it('deals the board once and keeps it: a reload shows the same game', async () => {
    await thisWeeksGame(t);
    const { player, board } = await playerWithBoard('reload@example.com');
    expect(isValidLayout(board)).toBe(true);
    await getGame(t, player);
    await getGame(t, player);
    expect(await boardOf(t, player)).toEqual(board);
  });

  it('deals one board even when the first views arrive at once', async () => {
    await thisWeeksGame(t);
    const player = await aPlayer(t, 'tabs@example.com');
    const answers = await Promise.all(Array.from({ length: 5 }, () => getGame(t, player)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const board = await boardOf(t, player);
    expect(board).toHaveLength(9);
    expect(isValidLayout(board)).toBe(true);
  });
});

describe('playing', () => {
  beforeEach(async () => {
    await thisWeeksGame(t);
  });

  it('wins with three different cards: the board revealed, and a coupon for the winner', async () => {
    const { player, board } = await playerWithBoard('winner@example.com');
    const picks = winningPicks(board);

    const body = await played(player, picks);

    expect(body.game).toEqual(thisWeek);
    expect(body.picks).toEqual(picks);
    expect(body.layout.map((card) => card.id)).toEqual(board);
    expect(body.result.won).toBe(true);
    expect(body.result.cards.map((card) => card.id)).toEqual(picks.map((p) => board[p]));
    expect(body.result.cards.every((card) => card.name.length > 0)).toBe(true);
    expect(body.result.playedAt).toBe('2026-11-21T15:00:00.000Z');
    const prize = body.result.prize;
    expect(prize).not.toBeNull();
    expect(isTarotCouponCode(prize?.code ?? '')).toBe(true);
    expect(PRIZE_PERCENTS).toContain(prize?.percentOff);
    expect(prize?.expiresAt).toBe('2026-11-28T15:00:00.000Z');

    const [coupon, ...others] = await prizeCouponsOf(t, player);
    expect(others).toEqual([]);
    expect(coupon).toMatchObject({
      code: prize?.code,
      type: 'percentage_off',
      value: prize?.percentOff,
      isActive: true,
      expiresAt: '2026-11-28T15:00:00.000Z',
      maxUses: 1,
      firstPurchaseOnly: false,
      customerId: player.id,
      source: 'tarot',
    });
    expect(await attemptsOf(t, player)).toEqual([
      expect.objectContaining({
        firstCardId: board[picks[0] ?? 0],
        secondCardId: board[picks[1] ?? 0],
        thirdCardId: board[picks[2] ?? 0],
        won: true,
        couponId: coupon?.id,
      }),
    ]);
  });

  it('loses with both tiles of a pair: no coupon', async () => {
    const { player, board } = await playerWithBoard('pair@example.com');
    const picks = losingPicks(board);

    const body = await played(player, picks);

    expect(body.result).toEqual({
      won: false,
      cards: picks.map((p) => expect.objectContaining({ id: board[p] })),
      prize: null,
      playedAt: '2026-11-21T15:00:00.000Z',
    });
    expect(await prizeCouponsOf(t, player)).toEqual([]);
    expect(await attemptsOf(t, player)).toEqual([
      expect.objectContaining({ won: false, couponId: null }),
    ]);
  });

  it('judges on the board kept for the customer, also when playing before looking', async () => {
    const player = await aPlayer(t, 'hasty@example.com');
    const body = await played(player, [8, 0, 4]);
    const board = await boardOf(t, player);
    expect(body.layout.map((card) => card.id)).toEqual(board);
    expect(body.result.cards.map((card) => card.id)).toEqual([board[8], board[0], board[4]]);
    expect(body.result.won).toBe(new Set([board[8], board[0], board[4]]).size === 3);
  });

  it("shows the result afterwards, with the prize, as the week's game already played", async () => {
    const { player, board } = await playerWithBoard('again@example.com');
    const body = await played(player, winningPicks(board));

    const state = await getGame(t, player);
    expect(TarotGameStateSchema.parse(state.json())).toEqual({
      status: 'played',
      game: thisWeek,
      result: body.result,
    });
  });

  it('refuses a second attempt: "You\'ve already played this week!"', async () => {
    const { player, board } = await playerWithBoard('twice@example.com');
    const first = await played(player, losingPicks(board));

    const again = await play(t, player, winningPicks(board));

    expect(errorOf(again)).toEqual({
      status: 409,
      code: 'TAROT_ALREADY_PLAYED',
      message: copy.tarot.alreadyPlayed,
    });
    expect(await attemptsOf(t, player)).toHaveLength(1);
    expect(await prizeCouponsOf(t, player)).toEqual([]);
    expect((await getGame(t, player)).json()).toMatchObject({ result: first.result });
  });

  it('keeps one attempt when 10 requests of one customer arrive at once', async () => {
    const player = await aPlayer(t, 'tenfold@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => play(t, player, [i % 9, (i + 1) % 9, (i + 2) % 9])),
    );

    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ error: { code: 'TAROT_ALREADY_PLAYED' } });
    }
    const winner = TarotPlayResponseSchema.parse(
      answers.find((res) => res.statusCode === 201)?.json(),
    );
    const attempts = await attemptsOf(t, player);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.won).toBe(winner.result.won);
    expect(await prizeCouponsOf(t, player)).toHaveLength(winner.result.won ? 1 : 0);
    expect(await boardOf(t, player)).toEqual(winner.layout.map((card) => card.id));
  });

  it.each([
    ['two positions', [0, 1]],
    ['four positions', [0, 1, 2, 3]],
    ['the same tile twice', [4, 4, 5]],
    ['a tile off the board', [0, 1, 9]],
    ['a negative position', [-1, 1, 2]],
    ['a fraction', [0.5, 1, 2]],
    ['card names', ['the-fool', 'death', 'the-sun']],
    ['nothing', null],
  ])('refuses %s, and records nothing', async (_, positions) => {
    const player = await aPlayer(t, 'sloppy@example.com');
    const res = await play(t, player, positions);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    expect(await attemptsOf(t, player)).toEqual([]);
  });

  it('refuses a body with anything besides the positions', async () => {
    const player = await aPlayer(t, 'extra@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tarot/attempt',
      payload: { positions: [0, 1, 2], won: true },
      cookies: { [SESSION_COOKIE]: player.session },
    });
    expect(res.statusCode).toBe(400);
    expect(await attemptsOf(t, player)).toEqual([]);
  });

  it('lets a customer play again in the next week’s game', async () => {
    const { player, board } = await playerWithBoard('weekly@example.com');
    await played(player, losingPicks(board));
    t.clock.set('2026-11-24T15:00:00.000Z');
    await tarotServiceOf(t).ensureGame('2026-11-23');

    expect((await getGame(t, player)).json()).toMatchObject({ status: 'ready' });
    const next = await played(player, [0, 1, 2]);
    expect(next.game).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(await attemptsOf(t, player)).toHaveLength(2);
  });
});

describe('two customers', () => {
  beforeEach(async () => {
    await thisWeeksGame(t);
  });

  it('each get a board of their own, and play only their own', async () => {
    const ada = await playerWithBoard('ada@example.com');
    const bob = await playerWithBoard('bob@example.com');

    const bobsGame = await played(bob.player, [0, 1, 2]);

    // Bob's picks were judged on Bob's board; Ada's board is untouched and still hers to play.
    expect(bobsGame.layout.map((card) => card.id)).toEqual(bob.board);
    expect(await boardOf(t, ada.player)).toEqual(ada.board);
    expect((await getGame(t, ada.player)).json()).toMatchObject({ status: 'ready' });
    const adasGame = await played(ada.player, [0, 1, 2]);
    expect(adasGame.layout.map((card) => card.id)).toEqual(ada.board);
    expect(await attemptsOf(t, ada.player)).toHaveLength(1);
    expect(await attemptsOf(t, bob.player)).toHaveLength(1);
  });

  it("never show one customer the other's result or prize", async () => {
    const ada = await playerWithBoard('ada2@example.com');
    const bob = await aPlayer(t, 'bob2@example.com');
    const adasGame = await played(ada.player, winningPicks(ada.board));

    const bobsView = await getGame(t, bob);
    expect(bobsView.json()).toMatchObject({ status: 'ready' });
    expect(bobsView.body).not.toContain(adasGame.result.prize?.code ?? 'no prize');
  });
});

describe('the prize at the purchase page', () => {
  it('applies for its winner on a package, and is invalid for anyone else', async () => {
    await thisWeeksGame(t);
    const { player, board } = await playerWithBoard('spender@example.com');
    const prize = (await played(player, winningPicks(board))).result.prize;
    const code = prize?.code ?? '';
    const check = (who: Player) =>
      t.app.inject({
        method: 'POST',
        url: '/api/coupons/check',
        payload: { code: code.toLowerCase(), bundleId: 'bundle-20' },
        cookies: { [SESSION_COOKIE]: who.session },
      });

    const mine = await check(player);
    expect(mine.statusCode).toBe(200);
    const applied = CouponCheckResponseSchema.parse(mine.json());
    expect(applied.coupon).toEqual({ code, type: 'percentage_off', value: prize?.percentOff });
    expect(applied.totals.discountCents).toBe(5000 * ((prize?.percentOff ?? 0) / 100));

    const someoneElse = await aPlayer(t, 'borrower@example.com');
    expect(errorOf(await check(someoneElse))).toMatchObject({
      status: 404,
      code: 'COUPON_INVALID',
    });

    // Four days later it still applies (and the visit keeps the player's session alive, which
    // ends after 7 idle days); seven days after the win it has expired.
    t.clock.set('2026-11-25T15:00:00.000Z');
    expect((await check(player)).statusCode).toBe(200);
    t.clock.set('2026-11-28T15:00:00.000Z');
    expect(errorOf(await check(player))).toMatchObject({ status: 410, code: 'COUPON_EXPIRED' });
  });
});
