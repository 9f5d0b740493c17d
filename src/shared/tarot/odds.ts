// The odds of winning, stated in the modal and the official rules (Canadian contest law: the
// chances must be disclosed). Computed, not typed in, so they follow the layout rule: every set
// of three tiles of a dealt board is counted and judged.
import { isValidLayout } from './layout.ts';
import { isWinningDraw } from './judging.ts';
import { DISTINCT_CARD_COUNT, PAIRED_CARD_COUNT, PICK_COUNT, TILE_COUNT } from './rules.ts';

export interface WinOdds {
  /** Sets of three tiles that win… */
  wins: number;
  /** …out of every set of three tiles. */
  outOf: number;
  /** The same, in lowest terms: "3 in 4". */
  simplest: { wins: number; outOf: number };
  /** Rounded to a whole percent. */
  percent: number;
}

/** A board of the layout rule's shape; which cards it shows changes nothing about the odds. */
function sampleBoard(): string[] {
  const cards = Array.from({ length: DISTINCT_CARD_COUNT }, (_, i) => `card-${i}`);
  return [...cards, ...cards.slice(0, PAIRED_CARD_COUNT)];
}

function* threeTileSets(size: number): Generator<[number, number, number]> {
  for (let a = 0; a < size; a += 1)
    for (let b = a + 1; b < size; b += 1) for (let c = b + 1; c < size; c += 1) yield [a, b, c];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The chance that three tiles turned over blind win. The layout is shuffled uniformly, so every
 * set of three positions is as likely as any other to hold any three tiles: the chance is the
 * share of winning sets on any one board.
 */
export function tarotWinOdds(): WinOdds {
  const board = sampleBoard();
  if (!isValidLayout(board) || PICK_COUNT !== 3) throw new Error('unexpected layout rule');
  let wins = 0;
  let outOf = 0;
  for (const set of threeTileSets(TILE_COUNT)) {
    outOf += 1;
    if (isWinningDraw(set.map((position) => board[position] as string))) wins += 1;
  }
  const divisor = gcd(wins, outOf);
  return {
    wins,
    outOf,
    simplest: { wins: wins / divisor, outOf: outOf / divisor },
    percent: Math.round((wins / outOf) * 100),
  };
}
