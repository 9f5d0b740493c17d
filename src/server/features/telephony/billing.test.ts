import { describe, expect, it } from 'vitest';
import { billableMinutes, minutesForSeconds } from './billing.ts';

describe('a call is charged per started minute (docs/product.md §10.6)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [125, 3],
    [3600, 60],
  ])('%i s → %i minutes', (seconds, minutes) => {
    expect(minutesForSeconds(seconds)).toBe(minutes);
  });

  it('never charges more than the minutes reserved (the time limit cut the call)', () => {
    expect(billableMinutes(30 * 60, 30)).toBe(30);
    expect(billableMinutes(30 * 60 + 2, 30)).toBe(30);
    expect(billableMinutes(61, 30)).toBe(2);
  });
});
