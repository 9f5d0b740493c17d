// The birth date on the profile (docs/decisions/011-customer-area.md, docs/product.md §10.15): a real calendar date,
// in the past, and the customer 18 or older, all read against today's business date (Montréal),
// never the server's own zone. Dates are compared as YYYY-MM-DD text, which sorts as time does.
import { MINIMUM_AGE_YEARS } from '#shared/api/customer.ts';

export type BirthDateRefusal = 'invalid' | 'future' | 'too_young';

/**
 * Older than any living person. It also keeps out years PostgreSQL's `date` refuses (year 0)
 * and years `Date.UTC` would read as 19xx.
 */
export const EARLIEST_BIRTH_YEAR = 1900;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

/**
 * Full years between two YYYY-MM-DD dates. Someone born on 29 February turns a year older on
 * 1 March in a common year (their birthday has not come on 28 February).
 */
export function fullYearsBetween(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * Why `birthDate` (YYYY-MM-DD in shape, as the shared schema guarantees) is refused on the
 * business date `today`, or null when it is accepted. Checked in that order: not a date, not in
 * the past, under 18. The 18th birthday itself is accepted.
 */
export function birthDateRefusal(birthDate: string, today: string): BirthDateRefusal | null {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  if (year < EARLIEST_BIRTH_YEAR || !isCalendarDate(year, month, day)) return 'invalid';
  if (birthDate >= today) return 'future';
  if (fullYearsBetween(birthDate, today) < MINIMUM_AGE_YEARS) return 'too_young';
  return null;
}
