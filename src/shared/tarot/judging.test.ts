import { describe, expect, it } from 'vitest';
import { arePicksValid, cardsAt, isWinningDraw } from './judging.ts';

// A board as the server deals it: the Star, the Moon and the Sun twice; the Fool, Death and the
// Tower once.
const board = [
  'the-star',
  'the-fool',
  'the-moon',
  'the-sun',
  'death',
  'the-star',
  'the-tower',
  'the-moon',
  'the-sun',
];

function judge(positions: number[]): boolean {
  return isWinningDraw(cardsAt(board, positions));
}

describe('judging three picks', () => {
  it('wins with three single cards', () => {
    expect(judge([1, 4, 6])).toBe(true);
  });

  it('wins with one tile of each of three pairs', () => {
    expect(judge([0, 2, 3])).toBe(true);
    expect(judge([5, 7, 8])).toBe(true);
  });

  it('wins with one tile of a pair and two single cards, or two pairs’ tiles and a single card', () => {
    expect(judge([0, 1, 4])).toBe(true);
    expect(judge([5, 2, 6])).toBe(true);
  });

  it('loses with both tiles of a pair, whatever the third tile and the order', () => {
    expect(judge([0, 5, 1])).toBe(false);
    expect(judge([2, 7, 3])).toBe(false);
    expect(judge([8, 6, 3])).toBe(false);
    expect(judge([5, 4, 0])).toBe(false);
  });

  it('wins on exactly the sets of three tiles without a pair, over every possible pick', () => {
    let wins = 0;
    for (let a = 0; a < 9; a += 1)
      for (let b = a + 1; b < 9; b += 1)
        for (let c = b + 1; c < 9; c += 1) {
          const cards = cardsAt(board, [a, b, c]);
          const holdsPair = new Set(cards).size < 3;
          expect(judge([a, b, c])).toBe(!holdsPair);
          if (!holdsPair) wins += 1;
        }
    expect(wins).toBe(63);
  });

  it('is never a win with other than three cards', () => {
    expect(isWinningDraw(['the-star', 'the-moon'])).toBe(false);
    expect(isWinningDraw(['a', 'b', 'c', 'd'])).toBe(false);
  });
});

describe('arePicksValid', () => {
  it('accepts three different positions from 0 to 8', () => {
    expect(arePicksValid([0, 4, 8])).toBe(true);
  });

  it.each([[[0, 1]], [[0, 1, 2, 3]], [[2, 2, 5]], [[0, 1, 9]], [[-1, 1, 2]], [[0.5, 1, 2]]])(
    'refuses %j',
    (positions) => {
      expect(arePicksValid(positions)).toBe(false);
    },
  );
});

describe('cardsAt', () => {
  it('answers the cards under the picks, in the order picked', () => {
    expect(cardsAt(board, [6, 0, 1])).toEqual(['the-tower', 'the-star', 'the-fool']);
  });

  it('refuses a position off the board', () => {
    expect(() => cardsAt(board, [9])).toThrow(RangeError);
  });
});
