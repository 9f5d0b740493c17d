// The monthly cashback rule (DECISIONS.md 5): ceil(Σ paid minutes × percent / 100) over last
// month's package purchases, with each package's whole percent; free, bonus and cashback minutes
// never count. In integers: the ceiling of S / 100 is floor((S + 99) / 100).
import { findBundle } from '#shared/pricing/bundles.ts';

export interface PaidMinutes {
  bundleId: string;
  /** The package's paid minutes bought that month (free and bonus minutes excluded). */
  minutes: number;
}

export function cashbackMinutes(purchases: readonly PaidMinutes[]): number {
  let weighted = 0;
  for (const { bundleId, minutes } of purchases) {
    weighted += minutes * (findBundle(bundleId)?.cashbackPercent ?? 0);
  }
  return Math.floor((weighted + 99) / 100);
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A 'YYYY-MM' month, as the job and the operator command take it. */
export function isMonth(value: string): boolean {
  return monthPattern.test(value);
}
