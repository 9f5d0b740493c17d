// Calendar arithmetic in the business time zone (docs/product.md §10.2): schedules, "today", the tarot
// week and the cashback month are all read on Montréal's clock, whatever the server's own zone.
// Intl does the zone rules (including daylight saving), so no time-zone library is needed.

export const BUSINESS_TIME_ZONE = 'America/Toronto';

export interface ZonedParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const weekdayIndex: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};
// These formatters are read back as numbers, never shown: they stay en-US in every language, so
// the parts are ASCII digits and the English weekday names above.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdayIndex[parts.weekday ?? ''] ?? 0,
  };
}

/** Milliseconds the zone is ahead of UTC at that instant (negative west of Greenwich). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which a wall-clock time occurs in a zone. A time skipped by a daylight-saving
 * jump resolves to the instant just after the jump; a repeated time resolves to its first
 * occurrence.
 */
export function zonedTimeToInstant(
  wall: {
    year: number;
    month: number;
    day: number;
    hour?: number;
    minute?: number;
    second?: number;
  },
  timeZone: string = BUSINESS_TIME_ZONE,
): Date {
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
  );
  const firstGuess = asUtc - offsetAt(new Date(asUtc), timeZone);
  const secondGuess = asUtc - offsetAt(new Date(firstGuess), timeZone);
  if (firstGuess === secondGuess) return new Date(firstGuess);
  // Around a transition the two guesses differ; prefer the earlier one that reads back correctly.
  const earlier = Math.min(firstGuess, secondGuess);
  const later = Math.max(firstGuess, secondGuess);
  return new Date(offsetAt(new Date(earlier), timeZone) + earlier === asUtc ? earlier : later);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date as YYYY-MM-DD. */
export function formatDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Adds days to a YYYY-MM-DD date (pure calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return formatDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Today's date in the business zone, as YYYY-MM-DD. */
export function businessDate(instant: Date): string {
  const p = zonedParts(instant);
  return formatDate(p.year, p.month, p.day);
}

/**
 * The business week containing the instant: Monday to Sunday inclusive, as YYYY-MM-DD dates.
 * The weekly tarot game runs over this week.
 */
export function businessWeek(instant: Date): { start: string; end: string } {
  const p = zonedParts(instant);
  const daysSinceMonday = (p.weekday + 6) % 7;
  const start = addDays(formatDate(p.year, p.month, p.day), -daysSinceMonday);
  return { start, end: addDays(start, 6) };
}

/** The business month containing the instant, as YYYY-MM. */
export function businessMonth(instant: Date): string {
  const p = zonedParts(instant);
  return `${p.year}-${pad(p.month)}`;
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
}

/** The instants a business month spans: from its first midnight (inclusive) to the next (exclusive). */
export function businessMonthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? { year: y + 1, month: 1 } : { year: y, month: m + 1 };
  return {
    start: zonedTimeToInstant({ year: y, month: m, day: 1 }),
    end: zonedTimeToInstant({ ...next, day: 1 }),
  };
}

/** The instants a business date spans: from its midnight (inclusive) to the next (exclusive). */
export function businessDayRange(date: string): { start: Date; end: Date } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = addDays(date, 1).split('-').map(Number) as [number, number, number];
  return {
    start: zonedTimeToInstant({ year: y, month: m, day: d }),
    end: zonedTimeToInstant({ year: ny, month: nm, day: nd }),
  };
}
