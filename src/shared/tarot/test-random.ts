// A seeded random source for the rules' tests: reproducible, and spread enough to reach every
// branch of a shuffle in a few hundred draws. Never used outside tests.
import type { RandomInt } from './rules.ts';

/** mulberry32: a tiny, well-mixed 32-bit generator. */
export function seededRandomInt(seed: number): RandomInt {
  let state = seed >>> 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * maxExclusive);
  };
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
