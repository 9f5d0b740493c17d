// A report's period: whole days in the business's time zone (America/Toronto,
// src/shared/time/business-time.ts), from `from` to `to` inclusive, and the buckets its figures
// are grouped in — days, weeks (Monday to Sunday, as the tarot week) or months. The database
// groups rows by UTC hour (src/server/db/hour-buckets.ts); each hour is placed here.
import { DomainError } from '#server/domain-error.ts';
import { isCalendarDay } from '#server/features/payouts/service.ts';
import { addDays, businessDate, businessDayRange } from '#shared/time/business-time.ts';

export type Granularity = 'day' | 'week' | 'month';

export interface Period {
  /** The first day, 'YYYY-MM-DD' in the business's time zone. */
  from: string;
  /** The last day, included. */
  to: string;
}

/** A year and a day: enough for a year's report, leap years included. */
export const MAX_PERIOD_DAYS = 366;

const refused = (message: string) => new DomainError('INVALID_REQUEST', message);

/** The instants the period spans: its first midnight (included) to the midnight after its end. */
export function periodRange(period: Period): { start: string; end: string } {
  const { from, to } = period;
  if (!isCalendarDay(from) || !isCalendarDay(to)) {
    throw refused(`A period runs between two days as YYYY-MM-DD, not ${from} to ${to}.`);
  }
  if (from > to) throw refused(`The period ends (${to}) before it starts (${from}).`);
  if (addDays(from, MAX_PERIOD_DAYS - 1) < to) {
    throw refused(`A period is at most ${MAX_PERIOD_DAYS} days long.`);
  }
  return {
    start: businessDayRange(from).start.toISOString(),
    end: businessDayRange(to).end.toISOString(),
  };
}

// A period's hours repeat across its rows (each package and method, each advisor): each is
// placed through Intl once. Bounded: a year's hours, a few times over.
const daysOfHours = new Map<string, string>();

/** The business day of a UTC hour ('YYYY-MM-DDTHH:00:00.000Z'). */
export function dayOfHour(hour: string): string {
  let day = daysOfHours.get(hour);
  if (day === undefined) {
    if (daysOfHours.size >= 50_000) daysOfHours.clear();
    day = businessDate(new Date(hour));
    daysOfHours.set(hour, day);
  }
  return day;
}

/** The bucket a business day falls in: the day, its week's Monday, or its month 'YYYY-MM'. */
export function bucketOf(day: string, by: Granularity): string {
  if (by === 'day') return day;
  if (by === 'month') return day.slice(0, 7);
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
