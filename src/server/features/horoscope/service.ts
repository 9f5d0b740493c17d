// The daily horoscope (docs/product.md §2 /horoscope, §7 fetchHoroscope): today's reading of a sign, today
// being the business date (Montréal). The API is an unofficial scraper, so each sign's reading is
// fetched once a day and kept in the database; every later request, on any instance, reads it
// from there. When the API fails, the visitor gets the built-in reading for the day instead, and
// it is not kept, so a later request asks the API again.
//
// Languages: the reading kept is the source's English. The API has no other language, so a
// French visitor is answered the built-in reading of the day, written in French from its phrases,
// whichever source answered: a French page never shows an English reading (Québec's Charter of
// the French Language wants French as available as English; docs/decisions/037). The date answered is
// the business date, YYYY-MM-DD, which the page words in its own language.
import type { FastifyBaseLogger } from 'fastify';
import type { HoroscopeResponse } from '#shared/api/horoscope.ts';
import type { Locale } from '#shared/copy/locale.ts';
import type { ZodiacSign } from '#shared/horoscope/signs.ts';
import { businessDate, businessDayRange } from '#shared/time/business-time.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { HoroscopeReadingSource } from '#server/db/tables/horoscope-readings.ts';
import {
  builtInText,
  createBuiltInHoroscopeSource,
} from '#server/providers/horoscope/built-in-source.ts';
import {
  sourceLanguage,
  type DailyHoroscope,
  type HoroscopeSource,
} from '#server/providers/horoscope/port.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import * as repo from './repo.ts';

/** How long browsers and shared caches may keep a kept reading (never past the day's end). */
export const readingMaxAgeSeconds = 600;
/** A stand-in reading is kept by caches for a short while only, so the API's comes soon. */
export const fallbackMaxAgeSeconds = 60;
/**
 * After the API failed, how long the built-in reading answers without asking it again: while the
 * API is down or slow, visitors must not each wait for its timeout.
 */
export const apiPauseAfterFailureMs = 60_000;

export interface TodaysHoroscope {
  body: HoroscopeResponse;
  /** For Cache-Control: how long this answer stays right. */
  maxAgeSeconds: number;
}

export interface HoroscopeService {
  /** Today's reading of a sign, for a visitor reading in `language`. */
  today(sign: ZodiacSign, language: Locale): Promise<TodaysHoroscope>;
}

export interface HoroscopeDeps {
  database: Database;
  clock: Clock;
  source: HoroscopeSource;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** A reading as it is answered: the kept (or fetched) text and which kind of source wrote it. */
interface Reading {
  sign: ZodiacSign;
  date: string;
  text: string;
  source: HoroscopeReadingSource;
}

/** Today's reading of a sign before it is worded for one visitor. */
interface TodaysReading {
  reading: Reading;
  maxAgeSeconds: number;
}

function toBody(reading: Reading, language: Locale): HoroscopeResponse {
  const { sign, date } = reading;
  if (language !== sourceLanguage) {
    return { data: { date, horoscope_data: builtInText(sign, date, language), language } };
  }
  return { data: { date, horoscope_data: reading.text, language: sourceLanguage } };
}

export function createHoroscopeService(deps: HoroscopeDeps): HoroscopeService {
  const { clock, source, logger } = deps;
  const db = deps.database.kysely;
  const builtIn = createBuiltInHoroscopeSource();
  // The first requests for a sign's day on this instance share one call to the source, whatever
  // their languages: each words the shared reading for its own visitor.
  const inFlight = new Map<string, Promise<TodaysReading>>();
  let apiPausedUntil = 0;

  function secondsLeftToday(date: string, cap: number): number {
    const left = (businessDayRange(date).end.getTime() - clock.now().getTime()) / 1000;
    return Math.max(0, Math.min(cap, Math.floor(left)));
  }

  async function builtInAnswer(sign: ZodiacSign, date: string): Promise<TodaysReading> {
    const { text } = await builtIn.daily(sign, date);
    return {
      reading: { sign, date, text, source: 'built-in' },
      maxAgeSeconds: secondsLeftToday(date, fallbackMaxAgeSeconds),
    };
  }

  function keptAnswer(sign: ZodiacSign, kept: Omit<Reading, 'sign'>): TodaysReading {
    const { date, text, source } = kept;
    return {
      reading: { sign, date, text, source },
      maxAgeSeconds: secondsLeftToday(date, readingMaxAgeSeconds),
    };
  }

  async function fetchAndKeep(sign: ZodiacSign, date: string): Promise<TodaysReading> {
    if (source.mode === 'api' && clock.now().getTime() < apiPausedUntil) {
      return builtInAnswer(sign, date);
    }
    let reading: DailyHoroscope;
    try {
      reading = await source.daily(sign, date);
    } catch (error) {
      apiPausedUntil = clock.now().getTime() + apiPauseAfterFailureMs;
      const details = { sign, date, source: source.mode, err: error };
      if (error instanceof ProviderError) {
        logger.warn(details, 'horoscope: the source failed; answering the built-in reading');
      } else {
        logger.error(details, 'horoscope: unexpected error; answering the built-in reading');
      }
      return builtInAnswer(sign, date);
    }
    await repo.insertReadingIfAbsent(db, {
      sign,
      date,
      readingDateText: reading.date,
      text: reading.text,
      source: source.mode,
      fetchedAt: clock.now().toISOString(),
    });
    // Another request or instance may have kept its reading first: everyone answers that one.
    const kept = await repo.findReading(db, { sign, date });
    return keptAnswer(sign, kept ?? { date, text: reading.text, source: source.mode });
  }

  async function todaysReading(sign: ZodiacSign): Promise<TodaysReading> {
    const date = businessDate(clock.now());
    const kept = await repo.findReading(db, { sign, date });
    if (kept) return keptAnswer(sign, kept);
    const key = `${sign}|${date}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetchAndKeep(sign, date).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async today(sign, language) {
      const { reading, maxAgeSeconds } = await todaysReading(sign);
      return { body: toBody(reading, language), maxAgeSeconds };
    },
  };
}
