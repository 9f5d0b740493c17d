// The daily horoscope. The real source is a horoscope-app-api deployment; the built-in source
// writes a reading of its own, offline. Both answer the date as it is shown to the visitor and
// the text. The API source throws ProviderError when it fails; the built-in one never fails.
import type { ZodiacSign } from '#shared/horoscope/signs.ts';

export interface DailyHoroscope {
  /** The reading's date as it is shown, e.g. "Nov 21, 2026". */
  date: string;
  text: string;
}

export interface HoroscopeSource {
  readonly mode: 'api' | 'built-in';
  /** Today's reading for a sign; `date` is today's business date, YYYY-MM-DD. */
  daily(sign: ZodiacSign, date: string): Promise<DailyHoroscope>;
}
