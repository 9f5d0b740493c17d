// The weekly tarot game (docs/product.md §2, §4, §5, §8, §9; docs/product.md §10.18, 25). The server deals the
// nine tiles (kept per customer and game, so a reload shows the same board), receives the picks,
// judges them and issues the prize; the browser only ever learns which card lies where once the
// game is played. Both paths need the session (401 UNAUTHENTICATED otherwise).
import * as z from 'zod/mini';
import { StandInLanguageSchema } from '#shared/api/banners.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { arePicksValid } from '#shared/tarot/judging.ts';
import { PICK_COUNT, TILE_COUNT } from '#shared/tarot/rules.ts';

export const TarotCardSchema = z.object({
  /** The deck's slug ('the-star'), which also names the card's drawn face. */
  id: z.string(),
  /** In the request's language; in English, with `lang: 'en'`, when it has no French name. */
  name: z.string(),
  lang: StandInLanguageSchema,
});
export type TarotCard = z.infer<typeof TarotCardSchema>;

/** The business week a game runs over, Monday to Sunday, as YYYY-MM-DD. */
export const TarotWeekSchema = z.object({ weekStart: z.string(), weekEnd: z.string() });
export type TarotWeek = z.infer<typeof TarotWeekSchema>;

/** A win's coupon: percentage_off, one use, for its winner only. */
export const TarotPrizeSchema = z.object({
  code: z.string(),
  percentOff: z.int(),
  expiresAt: z.string(),
});
export type TarotPrize = z.infer<typeof TarotPrizeSchema>;

export const TarotResultSchema = z.object({
  won: z.boolean(),
  /** The three cards turned over, in the order picked (the spec's cards_drawn). */
  cards: z.array(TarotCardSchema).check(z.length(PICK_COUNT)),
  /** Present exactly when won. */
  prize: z.nullable(TarotPrizeSchema),
  playedAt: z.string(),
});
export type TarotResult = z.infer<typeof TarotResultSchema>;

// ---- GET /api/tarot/game → 200 TarotGameState -----------------------------------------------------
// no_game: no active game this business week ('No active game found for this week...').
// played: this customer's attempt of this week's game, with its result.
// ready: the nine face-down tiles, positions 0–8 and nothing else.

export const TarotGameStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('no_game') }),
  z.object({
    status: z.literal('ready'),
    game: TarotWeekSchema,
    tiles: z.array(z.object({ position: z.int() })).check(z.length(TILE_COUNT)),
  }),
  z.object({ status: z.literal('played'), game: TarotWeekSchema, result: TarotResultSchema }),
]);
export type TarotGameState = z.infer<typeof TarotGameStateSchema>;

// ---- POST /api/tarot/attempt {positions} → 201 TarotPlayResponse -----------------------------------
// Errors: 400 INVALID_REQUEST (not three distinct positions 0–8), 404 TAROT_NO_ACTIVE_GAME,
// 409 TAROT_ALREADY_PLAYED ("You've already played this week!", also to the losers of concurrent
// requests: one attempt per customer per game, whatever arrives at once).

export const TarotPlayRequestSchema = z.strictObject({
  positions: z
    .array(z.int().check(z.gte(0), z.lte(TILE_COUNT - 1)), {
      error: () => accountCopy.tarotGame.picksInvalid,
    })
    .check(z.refine(arePicksValid, { error: () => accountCopy.tarotGame.picksInvalid })),
});

export const TarotPlayResponseSchema = z.object({
  game: TarotWeekSchema,
  result: TarotResultSchema,
  /** The whole board turned over: the card under each position, 0–8. */
  layout: z.array(TarotCardSchema).check(z.length(TILE_COUNT)),
  /** The positions picked, in order. */
  picks: z.array(z.int()).check(z.length(PICK_COUNT)),
});
export type TarotPlayResponse = z.infer<typeof TarotPlayResponseSchema>;
