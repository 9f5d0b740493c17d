// Monthly cashback (docs/product.md §1, docs/product.md §10.5): on the 1st, bonus minutes for last month's
// purchases of packages that carry a cashback percent.
import { divideCeil } from './integer-division.ts';

export interface CashbackPurchase {
  /** The package's paid minutes: free, coupon bonus and cashback minutes are not counted. */
  minutes: number;
  /** The package's whole cashback percent (0 for Basic). */
  cashbackPercent: number;
}

/**
 * ceil(Σ minutes × percent / 100) over all the month's purchases. Mixed percents are summed
 * first as minutes × percent per purchase, and the total is rounded up once: Standard (20 min at
 * 1 %) plus Premium (40 min at 2 %) gives ceil((20 + 80) / 100) = 1, not 1 + 1. Rounding once
 * keeps a customer's cashback from growing with the number of small purchases.
 */
export function cashbackMinutes(purchases: readonly CashbackPurchase[]): number {
  let minutePercents = 0;
  for (const { minutes, cashbackPercent } of purchases) {
    if (!Number.isSafeInteger(minutes) || minutes < 0) {
      throw new RangeError(`Expected whole paid minutes, got ${minutes}`);
    }
    if (!Number.isSafeInteger(cashbackPercent) || cashbackPercent < 0) {
      throw new RangeError(`Expected a whole cashback percent, got ${cashbackPercent}`);
    }
    minutePercents += minutes * cashbackPercent;
  }
  return divideCeil(minutePercents, 100);
}
