// Dates, times of day and phone numbers as a customer reads them: the one formatter every web
// screen, email, SMS, receipt and phone-line text uses, so a value reads the same wherever it
// appears (docs/decisions/037, docs/glossary-fr-CA.md).
//
// English keeps the formats it has always had: en-US dates ("Nov 21, 2026", "Nov 21, 2026,
// 10:15 AM"; a receipt's "November 21, 2026 at 10:00 AM EST"), schedules' 24-hour "09:00",
// "(514) 555-0100", and the service number as it is configured.
//
// French follows the Office québécois de la langue française:
// - dates in words, the month in full, the first of the month "1er": « 1er novembre 2026 »;
// - times on the 24-hour clock with "h", no "h 00" on the hour and no leading zero: « 9 h »,
//   « 10 h 15 », « 21 h 05 »; a non-breaking space on each side of "h", so a time never splits
//   across two lines; a date with its time: « 1er novembre 2026 à 10 h 15 »;
// - phone numbers in groups with a space and a hyphen: « 514 555-0101 »; a toll-free number
//   keeps the 1 to dial first: « 1 888 555-0142 » (non-breaking spaces again).
//
// Every instant is read on Montréal's clock (business-time.ts) whatever the reader's own zone, so
// a purchase made at 11 pm in Montréal is dated that day for everyone. The French forms are
// written here from numbers rather than by Intl: they are fixed patterns, and a page's first
// `Intl.DateTimeFormat` costs 20–35 ms (docs/decisions/023); the English ones, and the parts
// French needs from Intl (the time-zone abbreviation), are made once per language, when first used.
import { currentLocale, type Locale } from '#shared/copy/locale.ts';
import { perLocale } from '#shared/copy/per-locale.ts';
import { lastTenDigits } from '#shared/phone/phone.ts';
import { BUSINESS_TIME_ZONE, zonedParts } from '#shared/time/business-time.ts';

const nbsp = '\u00a0';
const pad = (value: number) => String(value).padStart(2, '0');

const frenchMonths = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** « 1er novembre 2026 », « 21 novembre 2026 » (month 1–12). */
function frenchDate(year: number, month: number, day: number): string {
  return `${day === 1 ? '1er' : day} ${frenchMonths[month - 1]} ${year}`;
}

/** « 9 h », « 10 h 15 », « 0 h 05 ». */
export function frenchTimeOfDay(hours: number, minutes: number): string {
  return minutes === 0 ? `${hours}${nbsp}h` : `${hours}${nbsp}h${nbsp}${pad(minutes)}`;
}

function toInstant(value: string | Date): Date | null {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const englishDate = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium' }),
);
const englishDateTime = perLocale(
  (intl) =>
    new Intl.DateTimeFormat(intl, {
      timeZone: BUSINESS_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
);
// A YYYY-MM-DD date read as midnight UTC and shown in UTC: the same day everywhere.
const englishCalendarDate = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { timeZone: 'UTC', dateStyle: 'medium' }),
);
const englishReceiptDate = perLocale(
  (intl) =>
    new Intl.DateTimeFormat(intl, {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);
// Only its time-zone part is used: « HNE » in winter, « HAE » in summer.
const zoneName = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'short' }),
);

/** "Nov 21, 2026" / « 21 novembre 2026 » for an instant; what is not a date is shown as it came. */
export function formatBusinessDate(value: string | Date, locale: Locale = currentLocale()): string {
  const instant = toInstant(value);
  if (instant === null) return String(value);
  if (locale === 'en') return englishDate(locale).format(instant);
  const p = zonedParts(instant);
  return frenchDate(p.year, p.month, p.day);
}

/** "Nov 21, 2026, 10:15 AM" / « 21 novembre 2026 à 10 h 15 » for an instant. */
export function formatBusinessDateTime(
  value: string | Date,
  locale: Locale = currentLocale(),
): string {
  const instant = toInstant(value);
  if (instant === null) return String(value);
  if (locale === 'en') return englishDateTime(locale).format(instant);
  const p = zonedParts(instant);
  return `${frenchDate(p.year, p.month, p.day)} à ${frenchTimeOfDay(p.hour, p.minute)}`;
}

/** "Mar 4, 1990" / « 4 mars 1990 » for a calendar date (YYYY-MM-DD), which has no time zone. */
export function formatCalendarDate(date: string, locale: Locale = currentLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  if (locale === 'en') {
    const instant = toInstant(`${date}T00:00:00.000Z`);
    return instant === null ? date : englishCalendarDate(locale).format(instant);
  }
  return frenchDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A receipt's date, with the time zone the business keeps its books in: "November 1, 2026 at
 * 10:00 AM EST" / « 1er novembre 2026 à 10 h (HNE) ».
 */
export function formatReceiptDate(value: string | Date, locale: Locale): string {
  const instant = toInstant(value);
  if (instant === null) return String(value);
  if (locale === 'en') return englishReceiptDate(locale).format(instant);
  const zone = zoneName(locale)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const dateTime = formatBusinessDateTime(instant, locale);
  return zone ? `${dateTime} (${zone})` : dateTime;
}

const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A time of day as a schedule writes it: "09:00" → "09:00" in English (the schedules' own
 * 24-hour form), « 9 h » in French; "13:30" → "13:30", « 13 h 30 ». What is not an HH:MM time of
 * day is shown as it came, as the schedules' own words are.
 */
export function formatClockTime(time: string, locale: Locale = currentLocale()): string {
  const match = clockTime.exec(time);
  if (!match) return time;
  if (locale === 'en') return time;
  return frenchTimeOfDay(Number(match[1]), Number(match[2]));
}

// Toll-free area codes (NANP): a French number keeps the 1 before them, as it is dialled.
const tollFreeAreaCodes = new Set(['800', '833', '844', '855', '866', '877', '888']);

function frenchPhone(digits: string): string {
  const grouped = `${digits.slice(0, 3)}${nbsp}${digits.slice(3, 6)}-${digits.slice(6)}`;
  return tollFreeAreaCodes.has(digits.slice(0, 3)) ? `1${nbsp}${grouped}` : grouped;
}

/**
 * A customer's number from its last 10 digits: "(514) 555-0100" / « 514 555-0100 »; a toll-free
 * one in French « 1 888 555-0142 ». Anything shorter is shown as it came.
 */
export function formatPhone(input: string, locale: Locale = currentLocale()): string {
  const digits = lastTenDigits(input);
  if (digits === null) return input;
  if (locale === 'en') return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return frenchPhone(digits);
}

/**
 * The service line's number (SERVICE_PHONE): in English as it is configured ("1-888-555-0142"),
 * in French in Québec's form (« 1 888 555-0142 »). Anything without 10 digits is shown as it came.
 */
export function formatServicePhone(configured: string, locale: Locale = currentLocale()): string {
  if (locale === 'en') return configured;
  const digits = lastTenDigits(configured);
  return digits === null ? configured : frenchPhone(digits);
}

/** An average rating to one decimal: "4.7"; « 4,7 » in French (docs/decisions/053). */
export function formatRating(value: number, locale: Locale = currentLocale()): string {
  const fixed = (Math.round(value * 10) / 10).toFixed(1);
  return locale === 'fr-CA' ? fixed.replace('.', ',') : fixed;
}
