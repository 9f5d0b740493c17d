import { describe, expect, it } from 'vitest';
import { dealLayout, isValidLayout, shuffled } from './layout.ts';
import { TAROT_DECK_SIZE } from './rules.ts';
import { seededRandomInt } from '#tests/support/random.ts';

const deck = Array.from({ length: TAROT_DECK_SIZE }, (_, i) => `card-${i}`);

function tally(tiles: readonly string[]): number[] {
  const counts = new Map<string, number>();
  for (const tile of tiles) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  return [...counts.values()].sort();
}

describe('dealLayout', () => {
  it('always deals nine tiles of six different cards from the deck, three of them twice', () => {
    const randomInt = seededRandomInt(2026);
    const inDeck = new Set(deck);
    for (let deal = 0; deal < 1000; deal += 1) {
      const tiles = dealLayout(deck, randomInt);
      expect(tiles).toHaveLength(9);
      expect(tally(tiles)).toEqual([1, 1, 1, 2, 2, 2]);
      expect(tiles.every((tile) => inDeck.has(tile))).toBe(true);
      expect(isValidLayout(tiles)).toBe(true);
    }
  });

  it('reaches every card of the deck, and puts a pair at every position', () => {
    const randomInt = seededRandomInt(7);
    const seen = new Set<string>();
    const pairedAt = new Set<number>();
    for (let deal = 0; deal < 500; deal += 1) {
      const tiles = dealLayout(deck, randomInt);
      tiles.forEach((tile, position) => {
        seen.add(tile);
        if (tiles.filter((other) => other === tile).length === 2) pairedAt.add(position);
      });
    }
    expect(seen.size).toBe(TAROT_DECK_SIZE);
    expect(pairedAt.size).toBe(9);
  });

  it('refuses a deck of fewer than six different cards', () => {
    expect(() => dealLayout(['a', 'b', 'c', 'd', 'e', 'e'], seededRandomInt(1))).toThrow(
      RangeError,
    );
  });
});

describe('isValidLayout', () => {
  it('accepts three pairs and three single cards, in any order', () => {
    expect(isValidLayout(['a', 'b', 'a', 'c', 'd', 'b', 'e', 'c', 'f'])).toBe(true);
  });

  it.each([
    ['eight tiles', ['a', 'a', 'b', 'b', 'c', 'c', 'd', 'e']],
    ['nine different cards', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']],
    ['a card three times', ['a', 'a', 'a', 'b', 'b', 'c', 'd', 'e', 'f']],
    ['four pairs', ['a', 'a', 'b', 'b', 'c', 'c', 'd', 'd', 'e']],
    ['two pairs', ['a', 'a', 'b', 'b', 'c', 'd', 'e', 'f', 'g']],
  ])('refuses %s', (_, tiles) => {
    expect(isValidLayout(tiles)).toBe(false);
  });
});

describe('shuffled', () => {
  it('keeps every item and leaves the original alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    const result = shuffled(items, seededRandomInt(3));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives each of the 6 orders of three items about a sixth of the time', () => {
    const randomInt = seededRandomInt(11);
    const orders = new Map<string, number>();
    const runs = 6000;
    for (let run = 0; run < runs; run += 1) {
      const key = shuffled(['a', 'b', 'c'], randomInt).join('');
      orders.set(key, (orders.get(key) ?? 0) + 1);
    }
    expect(orders.size).toBe(6);
    for (const count of orders.values()) expect(Math.abs(count - runs / 6)).toBeLessThan(120);
  });
});
