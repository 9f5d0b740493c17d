// What billed minutes earn (docs/decisions/046): each call's minutes at the rate in force on the
// business day it started, summed exactly in hundredths of a cent and rounded half up to the
// cent once, on the total. The ONE formula: the owners' payout report and the advisors' own
// earnings and statements (docs/decisions/048) both add up through a tally, so an advisor's
// statement for a month is the report's line for them and that month, to the cent.
import { divideRoundHalfUp } from '#shared/pricing/integer-division.ts';
import type { PayoutRate } from './service.ts';

export interface PayoutAtRate {
  perMinuteHundredthsOfCent: number;
  appliesFrom: string;
  minutes: number;
  /** minutes × rate, in hundredths of a cent (exact). */
  amountHundredthsOfCent: number;
}

export interface Earnings {
  minutes: number;
  /** The minutes at each rate that was in force on the calls' days, the earliest rate first. */
  atRates: PayoutAtRate[];
  /** Minutes of days no rate applied to yet: not paid, to be looked at. */
  unratedMinutes: number;
  /** Σ minutes × rate, rounded half up to the cent once, here. */
  payoutCents: number;
}

/** The rate in force on a business day, from one advisor's rates latest first; none yet: undefined. */
export const rateOnDay = (rates: readonly PayoutRate[], day: string): PayoutRate | undefined =>
  rates.find((rate) => rate.appliesFrom <= day);

/** Hundredths of a cent as dollars for a CSV: 2750 → "0.2750". */
export const hundredthsOfCentToDecimalString = (hundredths: number) =>
  `${Math.floor(hundredths / 10_000)}.${String(hundredths % 10_000).padStart(4, '0')}`;

/** minutes × rate in hundredths of a cent, exact; null when no rate applies (unpaid). */
export const earnedHundredthsOfCent = (minutes: number, rate: PayoutRate | undefined) =>
  rate ? minutes * rate.perMinuteHundredthsOfCent : null;

/**
 * Adds one advisor's billed minutes, day by day, at their rates (latest first, as `ratesUpTo`
 * answers them), and answers the earnings of everything added.
 */
export function earningsTally(rates: readonly PayoutRate[]) {
  const atRate = new Map<string, PayoutAtRate>();
  let minutes = 0;
  let unratedMinutes = 0;
  return {
    /** `billed` minutes of calls started on `day`; answers the rate they were paid at, if any. */
    add(day: string, billed: number): PayoutRate | undefined {
      minutes += billed;
      const rate = rateOnDay(rates, day);
      if (!rate) {
        unratedMinutes += billed;
        return undefined;
      }
      const line = atRate.get(rate.id) ?? {
        perMinuteHundredthsOfCent: rate.perMinuteHundredthsOfCent,
        appliesFrom: rate.appliesFrom,
        minutes: 0,
        amountHundredthsOfCent: 0,
      };
      atRate.set(rate.id, line);
      line.minutes += billed;
      line.amountHundredthsOfCent += billed * rate.perMinuteHundredthsOfCent;
      return rate;
    },

    earnings(): Earnings {
      const atRates = [...atRate.values()].sort((a, b) =>
        a.appliesFrom.localeCompare(b.appliesFrom),
      );
      const owed = atRates.reduce((sum, line) => sum + line.amountHundredthsOfCent, 0);
      return { minutes, atRates, unratedMinutes, payoutCents: divideRoundHalfUp(owed, 100) };
    },
  };
}

export type EarningsTally = ReturnType<typeof earningsTally>;
