// The offline horoscope (the default, and the stand-in whenever the API fails): a pleasant daily
// reading per sign composed from the phrase banks. It is deterministic for a (sign, date), so
// every instance and every visitor reads the same text all day without storing anything, and it
// changes from day to day and from sign to sign. The same choice of phrases can be written in
// each language, so a French visitor reads the French translation of the day's reading.
import type { Locale } from '#shared/copy/locale.ts';
import { signFacts, zodiacSigns, type ZodiacSign } from '#shared/horoscope/signs.ts';
import { frenchPhrases } from './built-in-phrases-fr-ca.ts';
import { englishPhrases, type PhraseBanks } from './built-in-phrases.ts';
import { sourceLanguage, type DailyHoroscope, type HoroscopeSource } from './port.ts';
import { formatReadingDate, parseReadingDate } from './reading-date.ts';

const phraseBanks: Readonly<Record<Locale, PhraseBanks>> = {
  en: englishPhrases,
  'fr-CA': frenchPhrases,
};

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

/** The built-in reading's text of a sign for a YYYY-MM-DD date, in a language. */
export function builtInText(sign: ZodiacSign, date: string, language: Locale): string {
  const dayNumber = Math.round(parseReadingDate(date).getTime() / dayMs);
  const signIndex = zodiacSigns.indexOf(sign);
  const facts = signFacts.find((entry) => entry.sign === sign);
  if (signIndex === -1 || !facts) throw new Error(`not a zodiac sign: ${String(sign)}`);
  const banks = phraseBanks[language];
  // The mood walks through its bank one step a day, so it never repeats on consecutive days and
  // differs between signs on the same day; the other sentences are hashed from sign and date
  // (never from the language, so both languages pick the same entries).
  const slot = (name: string) => hash(`${sign}|${date}|${name}`);
  const sentences = [
    pick(banks.moods, dayNumber + signIndex * moodStepPerSign),
    pick(banks.elementNotes[facts.element], slot('element')),
    pick(banks.relationships, slot('relationships')),
    pick(banks.workAndMoney, slot('work')),
    pick(banks.suggestions, slot('suggestion')),
  ];
  return sentences.join(' ');
}

/** The built-in reading as a source answers it: in English, dated as the API dates its own. */
export function builtInReading(sign: ZodiacSign, date: string): DailyHoroscope {
  return { date: formatReadingDate(date), text: builtInText(sign, date, sourceLanguage) };
}

export function createBuiltInHoroscopeSource(): HoroscopeSource {
  return {
    mode: 'built-in',
    daily: async (sign, date) => builtInReading(sign, date),
  };
}
