// The offline horoscope (the default, and the stand-in whenever the API fails): a pleasant daily
// reading per sign composed from the phrase banks. It is deterministic for a (sign, date), so
// every instance and every visitor reads the same text all day without storing anything, and it
// changes from day to day and from sign to sign.
import { signFacts, zodiacSigns, type ZodiacSign } from '#shared/horoscope/signs.ts';
import {
  elementNotes,
  moods,
  relationships,
  suggestions,
  workAndMoney,
} from './built-in-phrases.ts';
import type { DailyHoroscope, HoroscopeSource } from './port.ts';
import { formatReadingDate } from './reading-date.ts';

const dayMs = 24 * 60 * 60 * 1000;
// Signs are spread over the mood bank by this step: coprime with its 14 entries, so the twelve
// signs start each day on twelve different moods.
const moodStepPerSign = 5;

/** FNV-1a, 32 bits: a small, stable hash (the same on every machine and Node version). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(bank: readonly T[], index: number): T {
  const item = bank[((index % bank.length) + bank.length) % bank.length];
  if (item === undefined) throw new Error('an empty phrase bank');
  return item;
}

/** The built-in reading of a sign for a YYYY-MM-DD date. */
export function builtInReading(sign: ZodiacSign, date: string): DailyHoroscope {
  const readingDate = formatReadingDate(date); // also refuses a malformed date
  const dayNumber = Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);
  const signIndex = zodiacSigns.indexOf(sign);
  const facts = signFacts.find((entry) => entry.sign === sign);
  if (signIndex === -1 || !facts) throw new Error(`not a zodiac sign: ${String(sign)}`);
  // The mood walks through its bank one step a day, so it never repeats on consecutive days and
  // differs between signs on the same day; the other sentences are hashed from sign and date.
  const slot = (name: string) => hash(`${sign}|${date}|${name}`);
  const sentences = [
    pick(moods, dayNumber + signIndex * moodStepPerSign),
    pick(elementNotes[facts.element], slot('element')),
    pick(relationships, slot('relationships')),
    pick(workAndMoney, slot('work')),
    pick(suggestions, slot('suggestion')),
  ];
  return { date: readingDate, text: sentences.join(' ') };
}

export function createBuiltInHoroscopeSource(): HoroscopeSource {
  return {
    mode: 'built-in',
    daily: async (sign, date) => builtInReading(sign, date),
  };
}
