// Money and minutes are integers; dividing them must not go through floating-point products
// of dollars, where 100.00 × 0.14975 comes out as 14.974999… and rounds the wrong way.

function assertNonNegativeIntegers(numerator: number, denominator: number): void {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(`Expected a non-negative integer numerator, got ${numerator}`);
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Expected a positive integer denominator, got ${denominator}`);
  }
}

/** numerator / denominator, rounded half up (a half goes up: 2.5 → 3). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertNonNegativeIntegers(numerator, denominator);
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** numerator / denominator, rounded down. */
export function divideFloor(numerator: number, denominator: number): number {
  assertNonNegativeIntegers(numerator, denominator);
  return Math.floor(numerator / denominator);
}

/** numerator / denominator, rounded up. */
export function divideCeil(numerator: number, denominator: number): number {
  assertNonNegativeIntegers(numerator, denominator);
  return Math.floor((numerator + denominator - 1) / denominator);
}

/**
 * A percentage such as a coupon's value in thousandths of a percent, so that 12.5 % becomes the
 * integer 12500 and the arithmetic on it stays exact. Finer fractions are rounded away.
 */
export function toThousandths(value: number): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`Expected a non-negative number, got ${value}`);
  }
  return Math.round(value * 1000);
}
