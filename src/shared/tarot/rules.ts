// The weekly tarot game's numbers (docs/product.md §4, §9; docs/product.md §10.18, 25), in one place for the
// server that deals, judges and awards, the modal that explains the game, and the terms that
// publish its official rules.

/**
 * The deck the nine tiles are drawn from: the 22 Major Arcana and seven minor cards.
 *
 * @internal For the tests, which check the deals against it.
 */
export const TAROT_DECK_SIZE = 29;
/** Face-down tiles on the board. */
export const TILE_COUNT = 9;
/** Tiles a player turns over. */
export const PICK_COUNT = 3;
/** Different cards among the nine tiles… */
export const DISTINCT_CARD_COUNT = 6;
/** …of which this many appear twice (6 + 3 = 9 tiles). */
export const PAIRED_CARD_COUNT = TILE_COUNT - DISTINCT_CARD_COUNT;

/** A win's discount, drawn with equal chances. */
export const PRIZE_PERCENTS = [5, 10, 15, 20, 25] as const;
export type PrizePercent = (typeof PRIZE_PERCENTS)[number];

/** A prize coupon's code: TAROT and six random characters. */
export const COUPON_PREFIX = 'TAROT';
export const COUPON_SUFFIX_LENGTH = 6;
/**
 * Upper-case letters and digits a person can read back without doubt: no 0/O, 1/I/L. Customers
 * type these codes at /purchase, so a misread character must not exist.
 */
export const COUPON_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A prize is valid this many days (7 × 24 hours) from the win, for one purchase. */
export const COUPON_VALID_DAYS = 7;
export const COUPON_MAX_USES = 1;

/**
 * A source of uniform random integers in [0, maxExclusive). The server passes node:crypto's
 * randomInt (docs/product.md §10.25: the draw must not be predictable); tests pass a scripted one.
 */
export type RandomInt = (maxExclusive: number) => number;
