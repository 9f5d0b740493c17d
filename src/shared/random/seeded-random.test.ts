import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it('repeats the same numbers for the same seed, and others for another seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => random());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in [0, 1) and spreads over it', () => {
    const random = seededRandom(7);
    const values = Array.from({ length: 10_000 }, () => random());
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const belowHalf = values.filter((value) => value < 0.5).length;
    expect(belowHalf).toBeGreaterThan(4_800);
    expect(belowHalf).toBeLessThan(5_200);
  });
});
