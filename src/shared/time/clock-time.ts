// A time of day as a schedule writes it ("09:00", "13:30"), worded for the language: English
// keeps the 24-hour "09:00" the schedules show (spec §3); French writes Québec's "9 h" and
// "13 h 30" (Office québécois de la langue française: no "h 00" on the hour).
import { currentLocale, type Locale } from '#shared/copy/locale.ts';
import { perLocale } from '#shared/copy/per-locale.ts';

// en-US writes the hour on two digits on a 24-hour clock whatever `hour` asks ("09:00"); fr-CA
// writes it as a number ("9 h 00").
const clockFormat = perLocale(
  (intl) =>
    new Intl.DateTimeFormat(intl, {
      timeZone: 'UTC',
      hourCycle: 'h23',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** The languages that leave the minutes out on the hour ("9 h"). */
const omitsZeroMinutes: Readonly<Record<Locale, boolean>> = { en: false, 'fr-CA': true };

const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * "09:00" → "09:00" in English, "9 h" in French; "13:30" → "13:30", "13 h 30". Anything that is
 * not an HH:MM time of day is shown as it came, as the schedules' own words are.
 */
export function formatClockTime(time: string, locale: Locale = currentLocale()): string {
  const match = clockTime.exec(time);
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const instant = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  if (minutes !== 0 || !omitsZeroMinutes[locale]) return clockFormat(locale).format(instant);
  const parts = clockFormat(locale).formatToParts(instant);
  // On the hour: Intl's own hour and the literal after it ("9" and " h "), without the minutes.
  const minuteAt = parts.findIndex((part) => part.type === 'minute');
  return parts
    .slice(0, minuteAt)
    .map((part) => part.value)
    .join('')
    .trim();
}
