// Texts of the weekly tarot game's modal (written by the tarot feature): the board, the result,
// and the game's rules, prizes and odds. The spec's own tarot texts (sign-in prompt, errors,
// "You've already played this week!", the copy toasts) are in games.ts. The odds and the prizes
// come from the game's rules (src/shared/tarot), so they cannot drift from what the server does.
import { tarotWinOdds } from '#shared/tarot/odds.ts';
import { COUPON_VALID_DAYS, PICK_COUNT, PRIZE_PERCENTS, TILE_COUNT } from '#shared/tarot/rules.ts';

const odds = tarotWinOdds();
const percents = PRIZE_PERCENTS.map((p) => `${p}%`);
/** "5%, 10%, 15%, 20% or 25%" */
const prizeList = `${percents.slice(0, -1).join(', ')} or ${percents.at(-1) ?? ''}`;

export const tarotGame = {
  intro:
    'Nine cards lie face down: six different cards, three of them twice. Turn over three. If they are three different cards, you win a discount on your next purchase of minutes.',

  board: {
    /** The group of tiles, for screen readers. */
    label: 'The nine face-down cards',
    /** A face-down tile: "Card 4 of 9". */
    tile: (position: number) => `Card ${position} of ${TILE_COUNT}`,
    /** Under the board, and announced after each pick: "2 of 3 cards picked". */
    pickedCount: (count: number) => `${count} of ${PICK_COUNT} cards picked`,
    /** Announced when a tile is picked or put back. */
    picked: (position: number) => `Card ${position} picked.`,
    unpicked: (position: number) => `Card ${position} put back.`,
    /** Announced when a fourth tile is tried. */
    pickLimit: 'You have picked three cards. Put one back to choose another.',
    reveal: 'Reveal my cards',
    /** Marks a picked tile once the board is revealed. */
    yourPick: 'Your pick',
  },

  result: {
    wonHeading: 'You won!',
    won: (percent: number) =>
      `Three different cards: you win ${percent}% off your next purchase of minutes.`,
    lostHeading: 'Not this time',
    lost: 'Two of your cards are the same card, so there is no prize this week. A new game starts every Monday.',
    /** Above the three cards drawn. */
    yourCards: 'Your cards',
    codeLabel: 'Your coupon code',
    copyCode: 'Copy code',
    useNow: 'Use it now',
    /** "Valid for one purchase until Nov 28, 2026." */
    validUntil: (date: string) => `Valid for one purchase until ${date}.`,
    /** Under "You've already played this week!". */
    nextGame: 'A new game starts every Monday.',
  },

  /** The minor cards' suits, in capitals in a card's top corner. */
  suits: { cups: 'CUPS', wands: 'WANDS', swords: 'SWORDS', pentacles: 'PENTACLES' },

  /** After a failure to read the game, or to play it. */
  retry: 'Try again',
  /** The server refused the picks (never sent by the modal itself). */
  picksInvalid: 'Pick three different cards.',

  rules: {
    heading: 'Rules, prizes and odds',
    items: [
      'Free to play: no purchase is needed. One game per customer each week, Monday to Sunday (Montréal time).',
      'Turn over three of the nine cards. Three different cards win; both cards of a pair lose.',
      `Odds of winning: ${odds.simplest.wins} in ${odds.simplest.outOf} (${odds.percent}%).`,
      `Prize: a coupon for ${prizeList} off one purchase of minutes, each equally likely, valid ${COUPON_VALID_DAYS} days. It has no cash value.`,
    ],
    officialRules: 'Read the official rules',
  },
};
