// The daily horoscope. The real source is a horoscope-app-api deployment, which scrapes an
// English site and has no other language; the built-in source writes a reading of its own,
// offline, and can also write it in French (built-in-source.ts). Both answer in English: that is
// the reading kept for the day. The API source throws ProviderError when it fails; the built-in
// one never fails.
import type { Locale } from '#shared/copy/locale.ts';
import type { ZodiacSign } from '#shared/horoscope/signs.ts';

/** The language every source answers in. */
export const sourceLanguage: Locale = 'en';

export interface DailyHoroscope {
  /**
   * The reading's date as the source words it, e.g. "Nov 21, 2026", kept with the reading for
   * the record. Visitors are shown the business date instead, worded in their own language.
   */
  date: string;
  /** The reading, in the source's language (sourceLanguage). */
  text: string;
}

export interface HoroscopeSource {
  readonly mode: 'api' | 'built-in';
  /** Today's reading for a sign; `date` is today's business date, YYYY-MM-DD. */
  daily(sign: ZodiacSign, date: string): Promise<DailyHoroscope>;
}
