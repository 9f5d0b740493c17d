// Judging a play (docs/product.md §4, §5): the player turns over three different tiles and wins when they
// show three different cards; turning over both tiles of a pair loses.
import { PICK_COUNT, TILE_COUNT } from './rules.ts';

/** Three distinct whole positions on the board (0–8). */
export function arePicksValid(positions: readonly number[]): boolean {
  return (
    positions.length === PICK_COUNT &&
    new Set(positions).size === PICK_COUNT &&
    positions.every((p) => Number.isInteger(p) && p >= 0 && p < TILE_COUNT)
  );
}

/** The cards under the picked tiles, in the order picked. */
export function cardsAt<T>(layout: readonly T[], positions: readonly number[]): T[] {
  return positions.map((position) => {
    if (!(position in layout)) throw new RangeError(`No tile at position ${position}.`);
    return layout[position] as T;
  });
}

/** A win: the three cards drawn are three different cards. */
export function isWinningDraw(cards: readonly string[]): boolean {
  return cards.length === PICK_COUNT && new Set(cards).size === PICK_COUNT;
}
