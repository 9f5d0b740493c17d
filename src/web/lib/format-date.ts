// Dates as the customer area shows them, in the page's language ("Nov 21, 2026, 10:15 AM";
// "21 nov. 2026, 10 h 15" on the 24-hour clock in French), on Montréal's clock (DECISIONS.md 2)
// whatever the visitor's own time zone, so a purchase made at 11 pm in Montréal is dated that
// day for everyone. Calendar dates (a birth date) have no time zone and are shown as they are.
import type { Locale } from '#shared/copy/locale.ts';
import { perLocale } from '#shared/copy/per-locale.ts';
import { BUSINESS_TIME_ZONE } from '#shared/time/business-time.ts';

const dateFormat = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium' }),
);

const dateTimeFormat = perLocale(
  (intl) =>
    new Intl.DateTimeFormat(intl, {
      timeZone: BUSINESS_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
);

// A YYYY-MM-DD date read as midnight UTC and shown in UTC: the same day everywhere.
const calendarFormat = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { timeZone: 'UTC', dateStyle: 'medium' }),
);

function format(formatter: Intl.DateTimeFormat, value: string | Date): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  // Something that is not a date is shown as it came rather than as "Invalid Date".
  return Number.isNaN(instant.getTime()) ? String(value) : formatter.format(instant);
}

/** "Nov 21, 2026" ("21 nov. 2026") for an instant (ISO string). */
export function formatBusinessDate(instant: string | Date, locale?: Locale): string {
  return format(dateFormat(locale), instant);
}

/** "Nov 21, 2026, 10:15 AM" ("21 nov. 2026, 10 h 15") for an instant (ISO string). */
export function formatBusinessDateTime(instant: string | Date, locale?: Locale): string {
  return format(dateTimeFormat(locale), instant);
}

/** "Mar 4, 1990" ("4 mars 1990") for a calendar date (YYYY-MM-DD). */
export function formatCalendarDate(date: string, locale?: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return format(calendarFormat(locale), `${date}T00:00:00.000Z`);
}
