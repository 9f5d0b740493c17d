// Helpers for the tarot game's integration tests: a week's game created as the scheduler will
// (through the service's ensureGame), signed-in players, requests with a session, and reading a
// player's kept board straight from the database to pick winning or losing tiles on purpose.
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, seedCustomer, signIn } from './customers.ts';
import type { TestApp } from './test-app.ts';
import { businessWeek } from '#shared/time/business-time.ts';
import { createTarotService } from '#server/features/tarot/service.ts';

export interface Player {
  id: string;
  email: string;
  /** The session cookie's value. */
  session: string;
}

/** A service on the test app's database and clock (the app builds its own the same way). */
export function tarotServiceOf(t: TestApp) {
  return createTarotService({ database: t.database, clock: t.clock });
}

/** This business week's game (the fake clock's week), active, with the deck. */
export async function thisWeeksGame(t: TestApp) {
  const { game } = await tarotServiceOf(t).ensureGame(businessWeek(t.clock.now()).start);
  return game;
}

export async function aPlayer(t: TestApp, email: string): Promise<Player> {
  const customer = await seedCustomer(t, { email });
  return { id: customer.id, email, session: await signIn(t, customer) };
}

export function getGame(t: TestApp, player: Player | null): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: '/api/tarot/game',
    ...(player ? { cookies: { [SESSION_COOKIE]: player.session } } : {}),
  });
}

export function play(
  t: TestApp,
  player: Player | null,
  positions: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/tarot/attempt',
    payload: { positions },
    ...(player ? { cookies: { [SESSION_COOKIE]: player.session } } : {}),
  });
}

/** The card ids of the player's kept tiles, by position (empty before the board is dealt). */
export async function boardOf(t: TestApp, player: Player): Promise<string[]> {
  const rows = await t.database.kysely
    .selectFrom('tarotLayouts')
    .select(['position', 'cardId'])
    .where('customerId', '=', player.id)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.cardId);
}

/** Three positions showing three different cards. */
export function winningPicks(board: readonly string[]): number[] {
  const picks: number[] = [];
  for (const [position, card] of board.entries()) {
    if (picks.length < 3 && !picks.some((p) => board[p] === card)) picks.push(position);
  }
  return picks;
}

/** Both tiles of a pair, and one more tile. */
export function losingPicks(board: readonly string[]): number[] {
  const first = board.findIndex((card, i) => board.indexOf(card, i + 1) !== -1);
  const second = board.indexOf(board[first] ?? '', first + 1);
  const third = board.findIndex((_, i) => i !== first && i !== second);
  return [first, second, third];
}

export async function attemptsOf(t: TestApp, player: Player) {
  return t.database.kysely
    .selectFrom('tarotGameAttempts')
    .selectAll()
    .where('customerId', '=', player.id)
    .execute();
}

export async function prizeCouponsOf(t: TestApp, player: Player) {
  return t.database.kysely
    .selectFrom('coupons')
    .selectAll()
    .where('customerId', '=', player.id)
    .where('source', '=', 'tarot')
    .execute();
}

export function errorOf(res: LightMyRequestResponse) {
  return { status: res.statusCode, ...(res.json() as { error: object }).error };
}
