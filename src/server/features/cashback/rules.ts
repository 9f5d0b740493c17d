// The monthly cashback rule (docs/product.md §10.5): ceil(Σ paid minutes × percent / 100) over last
// month's package purchases, with each package's whole percent; free, bonus and cashback minutes
// never count. In integers: the ceiling of S / 100 is floor((S + 99) / 100).
//
// The grant computes it in the database, for a whole batch of customers per statement
// (repo.ts), from the same percents and the same rounding; `cashbackMinutes` states it for one
// customer, and the tests hold the grant to it.
import { bundles, findBundle } from '#shared/pricing/bundles.ts';

export interface PaidMinutes {
  bundleId: string;
  /** The package's paid minutes bought that month (free and bonus minutes excluded). */
  minutes: number;
}

/** Percents are whole numbers of this. */
export const PERCENT = 100;

/** The packages that earn cashback, with their percent (the others earn nothing). */
export const cashbackPercents: readonly { bundleId: string; percent: number }[] = bundles
  .filter((bundle) => bundle.cashbackPercent > 0)
  .map((bundle) => ({ bundleId: bundle.id, percent: bundle.cashbackPercent }));

/**
 * @internal The rule for one customer: the tests and the scale benchmark hold
 * the grant, which works on whole batches in the database, to it.
 */
export function cashbackMinutes(purchases: readonly PaidMinutes[]): number {
  let weighted = 0;
  for (const { bundleId, minutes } of purchases) {
    weighted += minutes * (findBundle(bundleId)?.cashbackPercent ?? 0);
  }
  return Math.floor((weighted + PERCENT - 1) / PERCENT);
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A 'YYYY-MM' month, as the job and the operator command take it. */
export function isMonth(value: string): boolean {
  return monthPattern.test(value);
}
