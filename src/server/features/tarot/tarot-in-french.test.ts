// Issue 10: the tarot game's cards on a French page. Each card has an English and a French name;
// a French player sees the French names on the revealed board and in the result, an English
// player the English ones, and a card without a French name shows its English one marked
// `lang: 'en'`.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tarotDeck } from '#server/db/seed/tarot-deck.ts';
import { TarotGameStateSchema, TarotPlayResponseSchema } from '#shared/api/tarot.ts';
import { SESSION_COOKIE } from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  aPlayer,
  boardOf,
  getGame,
  thisWeeksGame,
  winningPicks,
  type Player,
} from '#tests/support/tarot.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await thisWeeksGame(t);
});
afterEach(async () => {
  await t.close();
});

const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
const frenchNames = new Map(tarotDeck.map((card) => [card.id, card.nameFr]));
const englishNames = new Map(tarotDeck.map((card) => [card.id, card.name]));

/** Plays three different cards of the player's board, in the browser's language given. */
async function playsToWin(player: Player, headers: Record<string, string> = {}) {
  expect((await getGame(t, player)).statusCode).toBe(200);
  const board = await boardOf(t, player);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tarot/attempt',
    payload: { positions: winningPicks(board) },
    cookies: { [SESSION_COOKIE]: player.session },
    headers,
  });
  expect(res.statusCode).toBe(201);
  return TarotPlayResponseSchema.parse(res.json());
}

async function playedState(player: Player, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/tarot/game',
    cookies: { [SESSION_COOKIE]: player.session },
    headers,
  });
  const state = TarotGameStateSchema.parse(res.json());
  if (state.status !== 'played') throw new Error(`expected a played game, got ${state.status}`);
  return state.result;
}

describe('the tarot cards in each player’s language', () => {
  it('names the cards in French for a French player, on the board, in the result and later', async () => {
    const player = await aPlayer(t, 'francine@example.com');
    const outcome = await playsToWin(player, french);

    for (const card of [...outcome.layout, ...outcome.result.cards]) {
      expect(card).toEqual({ id: card.id, name: frenchNames.get(card.id) });
    }
    expect((await playedState(player, french)).cards).toEqual(outcome.result.cards);
    // The same result, read on an English page, names the same cards in English.
    const inEnglish = await playedState(player);
    expect(inEnglish.cards.map((card) => card.name)).toEqual(
      outcome.result.cards.map((card) => englishNames.get(card.id)),
    );
  });

  it('names the cards in English for an English player, with nothing to mark', async () => {
    const player = await aPlayer(t, 'eleanor@example.com');
    const outcome = await playsToWin(player);
    for (const card of outcome.layout) {
      expect(card).toEqual({ id: card.id, name: englishNames.get(card.id) });
    }
  });

  it('shows a card without a French name in English, marked as English, to a French player', async () => {
    await t.database.kysely.updateTable('tarotCards').set({ nameFr: null }).execute();
    const player = await aPlayer(t, 'fanny@example.com');
    const outcome = await playsToWin(player, french);
    for (const card of outcome.layout) {
      expect(card).toEqual({ id: card.id, name: englishNames.get(card.id), lang: 'en' });
    }
  });
});
