// The weekday on Montréal's clock (docs/product.md §10.2) without Intl, for the board's "Today" line:
// the first `Intl.DateTimeFormat` a page creates costs 20–35 ms of loading the browser's date
// data, the largest single block of work on the home page (docs/decisions/023).
//
// Eastern Time's rule since 2007, which Québec and Ontario follow: daylight saving from the
// second Sunday of March at 02:00 standard time (07:00 UTC) to the first Sunday of November at
// 02:00 daylight time (06:00 UTC). business-weekday.test.ts checks it against Intl's time-zone
// data hour by hour around every change, so a change of the rule in that data fails the tests.
// Outside the years it is checked for, and for any other business zone, Intl answers.
import { BUSINESS_TIME_ZONE, zonedParts } from './business-time.ts';

const hourMs = 3_600_000;
const standardOffsetMs = -5 * hourMs;
const daylightOffsetMs = -4 * hourMs;

/** The years the rule is checked for against Intl (business-weekday.test.ts). */
export const ruleYears = { from: 2007, to: 2045 } as const;

/** The instant of the nth Sunday of a month (0-based month) at an hour of UTC. */
function nthSunday(year: number, month: number, nth: number, utcHour: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstWeekday) % 7);
  return Date.UTC(year, month, firstSunday + 7 * (nth - 1), utcHour);
}

/** 0 = Sunday … 6 = Saturday, as zonedParts(instant).weekday. */
export function businessWeekday(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  if (BUSINESS_TIME_ZONE !== 'America/Toronto' || year < ruleYears.from || year > ruleYears.to) {
    return zonedParts(instant).weekday;
  }
  const daylight = time >= nthSunday(year, 2, 2, 7) && time < nthSunday(year, 10, 1, 6);
  return new Date(time + (daylight ? daylightOffsetMs : standardOffsetMs)).getUTCDay();
}
