// The weekly tarot game (docs/product.md §4, §5, §9; docs/product.md §10.2, 18, 25). The server does everything
// that decides the outcome: it deals each customer's nine tiles once per game and keeps them,
// receives the three picks, judges them, and on a win issues the prize coupon in the same
// transaction as the attempt. Cards are named in the request's language: a card without a French
// name shows its English one on a French page, marked `lang: 'en'`. The only file of this
// feature other code may import.
//
// For other code:
//   await tarot.ensureGame('2026-11-23');          // the scheduler's weekly job; idempotent
//   await tarot.setGameActive('2026-11-23', false); // operator commands
//   await tarot.listGames(10);                      // operator commands
//
// `ensureGame(weekStart)` creates the game of the business week starting that Monday
// (America/Toronto; the week runs Monday to Sunday) if it does not exist yet, active, and
// answers it with `created: false` when it already did. Any number of instances or reruns may
// call it at once: the unique week_start keeps one game per week, and the losers read the
// winner's row. It also adds the 29-card deck's missing cards, so a game is playable on a
// database seeded without the demo data. A date that is not a Monday is refused (TAROT_WEEK_START_INVALID).
import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import { tarotDeck } from '#server/db/seed/tarot-deck.ts';
import type { CalendarDate } from '#server/db/tables/column-types.ts';
import type { TarotCard as TarotCardRow } from '#server/db/tables/tarot-cards.ts';
import type { TarotGame } from '#server/db/tables/tarot-games.ts';
import { DomainError } from '#server/domain-error.ts';
import type {
  TarotCard,
  TarotGameState,
  TarotPlayResponse,
  TarotResult,
  TarotWeek,
} from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { cardsAt, isWinningDraw } from '#shared/tarot/judging.ts';
import { dealLayout } from '#shared/tarot/layout.ts';
import { drawCouponCode, drawPrizePercent, prizeExpiry } from '#shared/tarot/prize.ts';
import { COUPON_MAX_USES, TILE_COUNT, type RandomInt } from '#shared/tarot/rules.ts';
import { isWeekStart, weekEndOf } from '#shared/tarot/week.ts';
import { businessDate } from '#shared/time/business-time.ts';
import type { RecordChange } from '#server/db/record-change.ts';
import * as repo from './repo.ts';

/** A game as operators see it. */
export interface TarotGameSummary {
  weekStart: CalendarDate;
  weekEnd: CalendarDate;
  isActive: boolean;
}

export interface TarotGameStats extends TarotGameSummary {
  /** Customers who played it. */
  attempts: number;
  wins: number;
}

/** ensureGame was given a date that does not start a business week. */
const invalidWeekStart = (weekStart: string) =>
  new DomainError('TAROT_WEEK_START_INVALID', `${weekStart} is not a Monday written YYYY-MM-DD`);

/** No game exists for that week. */
const unknownGame = (weekStart: string) =>
  new DomainError('TAROT_GAME_NOT_FOUND', `No tarot game for the week of ${weekStart}`);

const noActiveGame = () => new DomainError('TAROT_NO_ACTIVE_GAME', copy.tarot.noActiveGame);
const alreadyPlayed = () => new DomainError('TAROT_ALREADY_PLAYED', copy.tarot.alreadyPlayed);

/** A freshly drawn prize code is someone else's once in ~887 million; a few draws always do. */
const PRIZE_CODE_DRAWS = 5;

const weekOf = (game: TarotGame): TarotWeek => ({
  weekStart: game.weekStart,
  weekEnd: game.weekEnd,
});

/** The card as the request's language names it (see the top of this file). */
function cardInLanguage(card: TarotCardRow, inFrench: boolean): TarotCard {
  if (!inFrench) return { id: card.id, name: card.name };
  return card.nameFr === null
    ? { id: card.id, name: card.name, lang: 'en' }
    : { id: card.id, name: card.nameFr };
}

const summaryOf = (game: TarotGame): TarotGameSummary => ({
  weekStart: game.weekStart,
  weekEnd: game.weekEnd,
  isActive: game.isActive,
});

export function createTarotService(deps: {
  database: Database;
  clock: Clock;
  /** Uniform integers in [0, max); node:crypto's by default. Tests may script the draw. */
  randomInt?: RandomInt;
}) {
  const { database, clock } = deps;
  const db = database.kysely;
  const randomInt: RandomInt = deps.randomInt ?? ((max) => cryptoRandomInt(max));

  /** The game of the current business week, if one exists and is active. */
  const currentGame = () => repo.findActiveGameOn(db, businessDate(clock.now()));

  async function cardsById(executor: Kysely<DB>): Promise<Map<string, TarotCard>> {
    const deck = await repo.listDeck(executor);
    const inFrench = currentLocale() === 'fr-CA';
    return new Map(deck.map((card) => [card.id, cardInLanguage(card, inFrench)]));
  }

  const cardOf = (cards: Map<string, TarotCard>, id: string): TarotCard =>
    cards.get(id) ?? { id, name: id };

  /**
   * The customer's nine tiles for the game, dealt on first need and kept. Two requests dealing
   * at once both try to write a whole layout in one statement; the primary key lets one in, and
   * the other reads it back, so every answer describes the same board.
   */
  async function layoutFor(game: TarotGame, customerId: string): Promise<string[]> {
    const existing = await repo.findLayout(db, game.id, customerId);
    if (existing.length === TILE_COUNT) return existing;
    const deck = await repo.listDeck(db);
    const dealt = dealLayout(
      deck.map((card) => card.id),
      randomInt,
    );
    try {
      await repo.insertLayout(db, game.id, customerId, dealt);
      return dealt;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const theirs = await repo.findLayout(db, game.id, customerId);
      if (theirs.length !== TILE_COUNT) throw error;
      return theirs;
    }
  }

  async function playedResult(game: TarotGame, customerId: string): Promise<TarotResult | null> {
    const attempt = await repo.findAttempt(db, game.id, customerId);
    if (!attempt) return null;
    const cards = await cardsById(db);
    return {
      won: attempt.won,
      cards: [attempt.firstCardId, attempt.secondCardId, attempt.thirdCardId].map((id) =>
        cardOf(cards, id),
      ),
      prize:
        attempt.won && attempt.couponCode !== null
          ? {
              code: attempt.couponCode,
              percentOff: attempt.couponValue ?? 0,
              expiresAt: attempt.couponExpiresAt ?? '',
            }
          : null,
      playedAt: attempt.createdAt,
    };
  }

  return {
    /** GET /api/tarot/game: this week's game as the customer stands in it. */
    async state(customerId: string): Promise<TarotGameState> {
      const game = await currentGame();
      if (!game) return { status: 'no_game' };
      const result = await playedResult(game, customerId);
      if (result) return { status: 'played', game: weekOf(game), result };
      // Dealt now, before any pick, and kept: what the customer turns over is already fixed.
      await layoutFor(game, customerId);
      return {
        status: 'ready',
        game: weekOf(game),
        tiles: Array.from({ length: TILE_COUNT }, (_, position) => ({ position })),
      };
    },

    /**
     * POST /api/tarot/attempt: judges three distinct positions (already validated) on the
     * customer's board. The attempt, and on a win its coupon, are written in one transaction;
     * the unique (game, customer) key refuses every attempt after the first, also from requests
     * racing each other, and those get 409 TAROT_ALREADY_PLAYED.
     */
    async play(customerId: string, positions: readonly number[]): Promise<TarotPlayResponse> {
      const game = await currentGame();
      if (!game) throw noActiveGame();
      if (await repo.findAttempt(db, game.id, customerId)) throw alreadyPlayed();

      const layout = await layoutFor(game, customerId);
      const drawn = cardsAt(layout, positions);
      const won = isWinningDraw(drawn);
      const now = clock.now();
      const percentOff = won ? drawPrizePercent(randomInt) : null;
      const expiresAt = prizeExpiry(now).toISOString();

      for (let draw = 1; ; draw += 1) {
        const code = percentOff === null ? null : drawCouponCode(randomInt);
        try {
          await db.transaction().execute(async (trx) => {
            let couponId: string | null = null;
            if (code !== null && percentOff !== null) {
              couponId = newId();
              await repo.insertCoupon(trx, {
                id: couponId,
                code,
                type: 'percentage_off',
                value: percentOff,
                isActive: true,
                expiresAt,
                maxUses: COUPON_MAX_USES,
                firstPurchaseOnly: false,
                // The prize is its winner's alone (the coupon check refuses anyone else).
                customerId,
                source: 'tarot',
                createdAt: now.toISOString(),
              });
            }
            await repo.insertAttempt(trx, {
              id: newId(),
              gameId: game.id,
              customerId,
              firstCardId: drawn[0] ?? '',
              secondCardId: drawn[1] ?? '',
              thirdCardId: drawn[2] ?? '',
              won,
              couponId,
              createdAt: now.toISOString(),
            });
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Another request of this customer played first; nothing of this one was kept.
          if (await repo.findAttempt(db, game.id, customerId)) throw alreadyPlayed();
          // Otherwise the drawn code was already a coupon's: draw another.
          if (draw >= PRIZE_CODE_DRAWS) throw error;
          continue;
        }

        const cards = await cardsById(db);
        return {
          game: weekOf(game),
          result: {
            won,
            cards: drawn.map((id) => cardOf(cards, id)),
            prize: code !== null && percentOff !== null ? { code, percentOff, expiresAt } : null,
            playedAt: now.toISOString(),
          },
          layout: layout.map((id) => cardOf(cards, id)),
          picks: [...positions],
        };
      }
    },

    /** Creates the game of the week starting `weekStart` (a Monday) unless it exists; see above. */
    async ensureGame(
      weekStart: CalendarDate,
      record?: RecordChange<TarotGameSummary>,
    ): Promise<{ game: TarotGameSummary; created: boolean }> {
      if (!isWeekStart(weekStart)) throw invalidWeekStart(weekStart);
      await repo.insertMissingCards(
        db,
        tarotDeck.map((card, position) => ({ ...card, position })),
      );
      return db.transaction().execute(async (trx) => {
        const created = await repo.insertGameIfMissing(trx, {
          id: newId(),
          weekStart,
          weekEnd: weekEndOf(weekStart),
          isActive: true,
          createdAt: clock.now().toISOString(),
        });
        const game = await repo.findGameByWeekStart(trx, weekStart);
        if (!game) throw unknownGame(weekStart);
        if (created) await record?.(trx, { before: null, after: summaryOf(game) });
        return { game: summaryOf(game), created };
      });
    },

    /**
     * Opens or closes a week's game; `changed` is false when it already was so. `record`, when
     * given, is called in the change's transaction when it changes (the back office's audit row).
     */
    async setGameActive(
      weekStart: CalendarDate,
      isActive: boolean,
      record?: RecordChange<TarotGameSummary>,
    ): Promise<{ game: TarotGameSummary; changed: boolean }> {
      return db.transaction().execute(async (trx) => {
        const game = await repo.findGameByWeekStart(trx, weekStart);
        if (!game) throw unknownGame(weekStart);
        const changed = await repo.setGameActive(trx, game.id, isActive);
        const after = { ...summaryOf(game), isActive };
        if (changed) await record?.(trx, { before: summaryOf(game), after });
        return { game: after, changed };
      });
    },

    /** The latest `limit` games, newest week first, with their attempts and wins. */
    async listGames(limit: number): Promise<TarotGameStats[]> {
      return repo.listRecentGames(db, limit);
    },
  };
}

export type TarotService = ReturnType<typeof createTarotService>;
