// Reading the values operators type: instants (on Montréal's clock unless they say otherwise),
// whole numbers, yes/no, "none" for clearing, and record ids or their last characters. Each
// refuses what it cannot read with a UsageError that shows the accepted forms; what the value
// means (an end after its start, a percent under 100) is the services' rule.
import { DomainError } from '#server/domain-error.ts';
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';
import { zonedTimeToInstant } from '#shared/time/business-time.ts';
import { UsageError } from './command.ts';

/** The word that clears an optional value: `--end none`, `advisor phone 4001 none`. */
export const NONE = 'none';

export const isNone = (text: string) => text.trim().toLowerCase() === NONE;

function validCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateAndTime = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;
const isoWithZone =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * An instant as ISO-8601 UTC. Accepted: `now`; `2026-12-01` (that day in Montréal: its first
 * minute, or with `dayMeans: 'end'` the midnight that ends it, so `--end 2026-12-01` includes
 * the 1st); `2026-12-01 18:30` or `2026-12-01T18:30` (Montréal time); an ISO-8601 instant with
 * its zone (`2026-12-01T23:30:00Z`).
 */
export function parseWhen(
  text: string,
  label: string,
  options: { now: Date; dayMeans: 'start' | 'end' },
): string {
  const value = text.trim();
  const refuse = () =>
    new UsageError(
      `${label} "${text}" is not a time: write a date (2026-12-01), a date and time on Montréal's clock ("2026-12-01 18:30"), or now.`,
    );
  if (value.toLowerCase() === 'now') return options.now.toISOString();

  const day = dateOnly.exec(value);
  if (day) {
    const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
    if (!validCalendarDate(year, month, date)) throw refuse();
    const next = new Date(Date.UTC(year, month - 1, date + 1));
    const wall =
      options.dayMeans === 'start'
        ? { year, month, day: date }
        : {
            year: next.getUTCFullYear(),
            month: next.getUTCMonth() + 1,
            day: next.getUTCDate(),
          };
    return zonedTimeToInstant(wall).toISOString();
  }

  const dayTime = dateAndTime.exec(value);
  if (dayTime) {
    const [year, month, date, hour, minute] = dayTime.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    if (!validCalendarDate(year, month, date) || hour > 23 || minute > 59) throw refuse();
    return zonedTimeToInstant({ year, month, day: date, hour, minute }).toISOString();
  }

  if (isoWithZone.test(value)) {
    const instant = Date.parse(value);
    if (Number.isFinite(instant)) return new Date(instant).toISOString();
  }
  throw refuse();
}

/** A whole number written in digits (no sign, no decimals). */
export function parseWholeNumber(text: string, label: string): number {
  const value = text.trim();
  const number = Number(value);
  if (!/^\d{1,9}$/.test(value) || !Number.isSafeInteger(number)) {
    throw new UsageError(`${label} must be a whole number written in digits, not "${text}".`);
  }
  return number;
}

/** yes / no (true / false also read). */
export function parseYesNo(text: string, label: string): boolean {
  const value = text.trim().toLowerCase();
  if (value === 'yes' || value === 'true') return true;
  if (value === 'no' || value === 'false') return false;
  throw new UsageError(`${label} must be yes or no, not "${text}".`);
}

/** One of the listed words, case-insensitive. */
export function parseChoice<const T extends string>(
  text: string,
  label: string,
  choices: readonly T[],
): T {
  const value = text.trim().toLowerCase();
  const found = choices.find((choice) => choice === value);
  if (found === undefined) {
    throw new UsageError(`${label} must be one of ${choices.join(', ')}, not "${text}".`);
  }
  return found;
}

/** The short id lists show: the id's last 12 characters (its random part). */
export const shortId = (id: string) => id.slice(-12);

/**
 * The one record named by its id or its short id (the last 8 characters or more). `kind.noun`
 * names the kind for the messages ("promotion"); its list command is "<noun> list", to which an
 * unknown id's refusal (`kind.notFound`) points.
 */
export async function findByShortId<T>(
  text: string,
  kind: { noun: string; notFound: ApiErrorCode },
  find: (shortId: string) => Promise<T[]>,
): Promise<T> {
  const what = kind.noun;
  const value = text.trim().toLowerCase();
  if (!/^[0-9a-f-]{8,36}$/.test(value)) {
    throw new UsageError(
      `"${text}" is not a ${what} id: give the id as "${what} list" shows it (its last 8 characters or more are enough).`,
    );
  }
  const found = await find(value);
  if (found.length > 1) {
    throw new DomainError(
      'INVALID_REQUEST',
      `More than one ${what} id ends with ${value}: give more characters.`,
    );
  }
  const [record] = found;
  if (record === undefined) {
    const named = value.length === 36 ? `has the id ${value}` : `id ends with ${value}`;
    throw new DomainError(kind.notFound, `No ${what} ${named}.`);
  }
  return record;
}

/** Text an operator wrote in one shell argument, where `\n` stands for a line break. */
export function withLineBreaks(text: string): string {
  return text.replace(/\\n/g, '\n');
}
