import { describe, expect, it } from 'vitest';
import { divideCeil, divideFloor, divideRoundHalfUp, toThousandths } from './integer-division.ts';

describe('integer division', () => {
  it('rounds an exact half up and anything below it down', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(149_750_000, 100_000)).toBe(1498);
    expect(divideRoundHalfUp(124, 100)).toBe(1);
    expect(divideRoundHalfUp(150, 100)).toBe(2);
    expect(divideRoundHalfUp(149, 100)).toBe(1);
  });

  it('floors and ceils without floating error', () => {
    expect(divideFloor(199, 100)).toBe(1);
    expect(divideCeil(101, 100)).toBe(2);
    expect(divideCeil(100, 100)).toBe(1);
    expect(divideCeil(0, 100)).toBe(0);
  });

  it('refuses negative, fractional or zero-denominator input instead of guessing', () => {
    expect(() => divideRoundHalfUp(-1, 100)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 100)).toThrow(RangeError);
    expect(() => divideFloor(1, 0)).toThrow(RangeError);
  });

  it('turns a percentage into whole thousandths of a percent', () => {
    expect(toThousandths(25)).toBe(25_000);
    expect(toThousandths(12.5)).toBe(12_500);
    expect(toThousandths(0.1)).toBe(100);
    expect(() => toThousandths(-5)).toThrow(RangeError);
  });
});
