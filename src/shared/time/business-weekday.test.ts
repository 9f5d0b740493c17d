import { describe, expect, it } from 'vitest';
import { zonedParts } from './business-time.ts';
import { businessWeekday, ruleYears } from './business-weekday.ts';

const hourMs = 3_600_000;

describe("the weekday on Montréal's clock, without Intl", () => {
  it('is the weekday Intl reads at every hour of the days around each change of the clock', () => {
    for (let year = ruleYears.from; year <= ruleYears.to; year += 1) {
      // Every hour from the 1st of March to the 15th of March, and of November 1st–8th: both
      // changes of each year, and the midnights on either side of them.
      for (const [month, days] of [
        [2, 15],
        [10, 8],
      ] as const) {
        const start = Date.UTC(year, month, 1);
        for (let hour = 0; hour < days * 24; hour += 1) {
          const instant = new Date(start + hour * hourMs);
          expect(businessWeekday(instant), instant.toISOString()).toBe(zonedParts(instant).weekday);
        }
      }
    }
  });

  it('is the weekday Intl reads just before and after midnight on every day of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      // Midnight in Montréal is 04:00 or 05:00 UTC; a minute either side of both.
      for (const minutes of [3 * 60 + 59, 4 * 60 + 1, 4 * 60 + 59, 5 * 60 + 1]) {
        const instant = new Date(Date.UTC(2026, 0, 1 + day) + minutes * 60_000);
        expect(businessWeekday(instant), instant.toISOString()).toBe(zonedParts(instant).weekday);
      }
    }
  });

  it('asks Intl outside the years the rule is checked for', () => {
    for (const instant of [new Date('1999-07-04T03:30:00Z'), new Date('2060-03-13T06:30:00Z')]) {
      expect(businessWeekday(instant)).toBe(zonedParts(instant).weekday);
    }
  });
});
