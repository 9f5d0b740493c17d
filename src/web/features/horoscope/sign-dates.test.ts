import { describe, expect, it } from 'vitest';
import { signFacts } from '#shared/horoscope/signs.ts';
import { formatSignDates } from './sign-dates.ts';

describe('a sign’s dates', () => {
  it('read as short month and day, first to last', () => {
    expect(formatSignDates({ from: [3, 21], to: [4, 19] })).toBe('Mar 21 – Apr 19');
  });

  it('span the new year for Capricorn', () => {
    const capricorn = signFacts.find((facts) => facts.sign === 'capricorn');
    expect(capricorn && formatSignDates(capricorn)).toBe('Dec 22 – Jan 19');
  });
});
