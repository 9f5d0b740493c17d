// The nine tiles a customer is dealt (docs/product.md §4): six different cards from the deck, three of them
// twice, in a random order. The server deals once per customer per game and keeps the layout.
import { DISTINCT_CARD_COUNT, PAIRED_CARD_COUNT, TILE_COUNT, type RandomInt } from './rules.ts';

/** Shuffles a copy with Fisher–Yates: every order equally likely when `randomInt` is uniform. */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * Deals nine tiles from the deck's card ids: six distinct cards chosen at random, the first three
 * of them (a random three, since the choice is in random order) twice, and the nine shuffled.
 * Index = tile position.
 */
export function dealLayout(deck: readonly string[], randomInt: RandomInt): string[] {
  const cards = [...new Set(deck)];
  if (cards.length < DISTINCT_CARD_COUNT) {
    throw new RangeError(
      `A layout needs ${DISTINCT_CARD_COUNT} different cards; the deck has ${cards.length}.`,
    );
  }
  const chosen = shuffled(cards, randomInt).slice(0, DISTINCT_CARD_COUNT);
  return shuffled([...chosen, ...chosen.slice(0, PAIRED_CARD_COUNT)], randomInt);
}

/** How many tiles show each card. */
function counts(tiles: readonly string[]): Map<string, number> {
  const byCard = new Map<string, number>();
  for (const card of tiles) byCard.set(card, (byCard.get(card) ?? 0) + 1);
  return byCard;
}

/** True for nine tiles showing six different cards: three of them twice, three once. */
export function isValidLayout(tiles: readonly string[]): boolean {
  if (tiles.length !== TILE_COUNT) return false;
  const perCard = [...counts(tiles).values()];
  return (
    perCard.length === DISTINCT_CARD_COUNT &&
    perCard.filter((n) => n === 2).length === PAIRED_CARD_COUNT &&
    perCard.every((n) => n === 1 || n === 2)
  );
}
