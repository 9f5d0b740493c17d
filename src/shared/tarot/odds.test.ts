import { describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { dealLayout } from './layout.ts';
import { isWinningDraw, cardsAt } from './judging.ts';
import { tarotWinOdds } from './odds.ts';
import { seededRandomInt } from '#tests/support/random.ts';

describe('the odds of winning', () => {
  it('are 63 sets of three tiles out of 84: 3 in 4, 75%', () => {
    // 84 = C(9,3); a set loses when it holds both tiles of one of the 3 pairs: 3 × 7 = 21.
    expect(tarotWinOdds()).toEqual({
      wins: 63,
      outOf: 84,
      simplest: { wins: 3, outOf: 4 },
      percent: 75,
    });
  });

  it('match what blind picks on dealt boards win, over many games', () => {
    const randomInt = seededRandomInt(42);
    const deck = Array.from({ length: 29 }, (_, i) => `card-${i}`);
    const games = 20_000;
    let wins = 0;
    for (let game = 0; game < games; game += 1) {
      // The same three positions every time: the board is what is random.
      if (isWinningDraw(cardsAt(dealLayout(deck, randomInt), [0, 1, 2]))) wins += 1;
    }
    expect(Math.abs(wins / games - 0.75)).toBeLessThan(0.015);
  });
});

describe('the odds as published', () => {
  it('are stated in the modal’s rules and in the official rules on /terms', () => {
    expect(accountCopy.tarotGame.rules.items).toContain('Odds of winning: 3 in 4 (75%).');
    const officialRules = contentCopy.terms.sections.weeklyGame.paragraphs
      .map((text) =>
        typeof text === 'string'
          ? text
          : text({
              brand: 'B',
              email: 'e',
              phone: 'p',
              address: { legalName: 'L', street: 's', city: 'c', province: 'QC', postalCode: 'p' },
            }),
      )
      .join(' ');
    expect(officialRules).toContain('The chances of winning are 3 in 4 (75%)');
    expect(officialRules).toContain(
      'of the 84 ways to choose three of the nine cards, 63 show three different cards',
    );
    expect(officialRules).toContain('5%, 10%, 15%, 20% or 25% off');
    expect(officialRules).toContain('no purchase or payment of any kind is needed');
    expect(officialRules).toContain('expires 7 days after the win');
  });
});
