import { describe, expect, it } from 'vitest';
import { drawCouponCode, drawPrizePercent, isTarotCouponCode, prizeExpiry } from './prize.ts';
import { COUPON_ALPHABET, PRIZE_PERCENTS } from './rules.ts';
import { scriptedRandomInt, seededRandomInt } from '#tests/support/random.ts';

describe('a prize coupon code', () => {
  it('is TAROT and six characters from the unambiguous alphabet', () => {
    const randomInt = seededRandomInt(5);
    for (let i = 0; i < 1000; i += 1) {
      const code = drawCouponCode(randomInt);
      expect(code).toMatch(/^TAROT[A-Z2-9]{6}$/);
      expect(code).not.toMatch(/^TAROT.*[01OIL]/);
      expect(isTarotCouponCode(code)).toBe(true);
    }
  });

  it('takes each character from the random source', () => {
    expect(drawCouponCode(scriptedRandomInt([0, 1, 2, 3, 4, 30]))).toBe('TAROTABCDE9');
  });

  it('can hold every character of the alphabet', () => {
    const randomInt = seededRandomInt(9);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1)
      for (const c of drawCouponCode(randomInt).slice(5)) seen.add(c);
    expect([...seen].sort().join('')).toBe([...COUPON_ALPHABET].sort().join(''));
  });

  it.each([['TAROTABC12'], ['TAROTABCDEFG'], ['TAROTABCDE0'], ['tarotabcdef'], ['WELCOME25']])(
    'is not %s',
    (code) => {
      expect(isTarotCouponCode(code)).toBe(false);
    },
  );
});

describe('a prize percent', () => {
  it('is 5, 10, 15, 20 or 25, each about a fifth of the time', () => {
    const randomInt = seededRandomInt(12);
    const counts = new Map<number, number>();
    for (let i = 0; i < 5000; i += 1) {
      const percent = drawPrizePercent(randomInt);
      counts.set(percent, (counts.get(percent) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([...PRIZE_PERCENTS]);
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(100);
  });
});

describe('a prize expiry', () => {
  it('is 7 × 24 hours after the win', () => {
    expect(prizeExpiry(new Date('2026-11-21T15:00:00.000Z')).toISOString()).toBe(
      '2026-11-28T15:00:00.000Z',
    );
  });
});
