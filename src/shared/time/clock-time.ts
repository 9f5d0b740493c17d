// A time of day as a schedule writes it ("09:00", "13:30"), worded for the language: English
// keeps the 24-hour "09:00" the schedules show (spec §3); French writes Québec's "9 h" and
// "13 h 30" (Office québécois de la langue française: no "h 00" on the hour).
//
// Written out here rather than by Intl: both wordings are fixed patterns of two numbers, and the
// first `Intl.DateTimeFormat` a page creates costs 20–35 ms of loading the browser's date data,
// enough to block the home page's board (docs/decisions/023).
import { currentLocale, type Locale } from '#shared/copy/locale.ts';

const pad = (value: number) => String(value).padStart(2, '0');

const wordings: Readonly<Record<Locale, (hours: number, minutes: number) => string>> = {
  en: (hours, minutes) => `${pad(hours)}:${pad(minutes)}`,
  'fr-CA': (hours, minutes) => (minutes === 0 ? `${hours} h` : `${hours} h ${pad(minutes)}`),
};

const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * "09:00" → "09:00" in English, "9 h" in French; "13:30" → "13:30", "13 h 30". Anything that is
 * not an HH:MM time of day is shown as it came, as the schedules' own words are.
 */
export function formatClockTime(time: string, locale: Locale = currentLocale()): string {
  const match = clockTime.exec(time);
  if (!match) return time;
  return wordings[locale](Number(match[1]), Number(match[2]));
}
