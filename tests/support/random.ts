// A seeded random source for the tarot rules' tests (src/shared/tarot): reproducible, and spread
// enough to reach every branch of a shuffle in a few hundred draws.
import { seededRandom } from '#shared/random/seeded-random.ts';
import type { RandomInt } from '#shared/tarot/rules.ts';

export function seededRandomInt(seed: number): RandomInt {
  const random = seededRandom(seed);
  return (maxExclusive) => Math.floor(random() * maxExclusive);
}

/** A source that answers the scripted values in turn (each taken modulo the range asked). */
export function scriptedRandomInt(values: readonly number[]): RandomInt {
  let next = 0;
  return (maxExclusive) => {
    const value = values[next % values.length] ?? 0;
    next += 1;
    return value % maxExclusive;
  };
}
