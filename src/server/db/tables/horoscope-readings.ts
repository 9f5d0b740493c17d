import type { Insertable, Selectable } from 'kysely';
import type { CalendarDate, Timestamp } from './column-types.ts';

export type HoroscopeReadingSource = 'api' | 'built-in';

/** The day's reading of one sign, kept so the horoscope API is asked once per sign per day. */
export interface HoroscopeReadingsTable {
  /** A zodiac sign in lower case ('aries' … 'pisces'). */
  sign: string;
  /** The business date (America/Toronto) the reading belongs to. */
  date: CalendarDate;
  /** The date as the source words it, e.g. "Nov 21, 2026". */
  readingDateText: string;
  text: string;
  source: HoroscopeReadingSource;
  fetchedAt: Timestamp;
}

export type HoroscopeReading = Selectable<HoroscopeReadingsTable>;
export type NewHoroscopeReading = Insertable<HoroscopeReadingsTable>;
