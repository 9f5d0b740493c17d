// Issue 10: the horoscope on a French page. The day is answered as a calendar date the page words
// in its own language; the built-in reading is written in French for a French visitor, whichever
// source answered, since the API's reading exists in English only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoroscopeResponseSchema } from '#shared/api/horoscope.ts';
import type { ZodiacSign } from '#shared/horoscope/signs.ts';
import { LANGUAGE_COOKIE } from '#server/http/request-locale.ts';
import { builtInReading, builtInText } from '#server/providers/horoscope/built-in-source.ts';
import { createHoroscopeAppApiSource } from '#server/providers/horoscope/horoscope-app-api-source.ts';
import type { HoroscopeSource } from '#server/providers/horoscope/port.ts';
import { startHoroscopeStandIn, type HoroscopeStandIn } from '#tests/support/horoscope-stand-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createHoroscopeService } from './service.ts';

// The test clock starts at 2026-11-21T15:00:00.000Z: 10:00 on Nov 21 in Montréal.
const today = '2026-11-21';

let t: TestApp | undefined;
let api: HoroscopeStandIn | undefined;
afterEach(async () => {
  await t?.close();
  await api?.stop();
  t = undefined;
  api = undefined;
});

const french = { 'accept-language': 'fr-CA,fr;q=0.9' };

async function horoscope(app: TestApp, sign: ZodiacSign, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'GET', url: `/api/horoscope?sign=${sign}`, headers });
  expect(res.statusCode).toBe(200);
  return { data: HoroscopeResponseSchema.parse(res.json()).data, vary: res.headers.vary };
}

describe('GET /api/horoscope in each visitor’s language', () => {
  it('answers the built-in reading in French to a French visitor and in English to an English one', async () => {
    t = await createTestApp(); // no API configured: the built-in readings

    const inFrench = await horoscope(t, 'scorpio', french);
    expect(inFrench.data).toEqual({
      date: today,
      horoscope_data: builtInText('scorpio', today, 'fr-CA'),
      language: 'fr-CA',
    });
    expect(inFrench.data.horoscope_data).toMatch(/aujourd’hui|vous/);

    const inEnglish = await horoscope(t, 'scorpio');
    expect(inEnglish.data).toEqual({
      date: today,
      horoscope_data: builtInReading('scorpio', today).text,
      language: 'en',
    });
    // Neither answer words the date in English ("Nov 21, 2026"): each page words it itself.
    expect(inFrench.data.date).not.toMatch(/[a-z]/i);
    // The answer depends on the language, so a shared cache must keep one per language.
    expect(inFrench.vary).toBe('Accept-Language, Cookie');
    expect(inEnglish.vary).toBe('Accept-Language, Cookie');
  });

  it('follows the language the visitor chose over the browser’s', async () => {
    t = await createTestApp();
    const chosen = await horoscope(t, 'leo', {
      'accept-language': 'en',
      cookie: `${LANGUAGE_COOKIE}=fr-CA`,
    });
    expect(chosen.data.language).toBe('fr-CA');
    expect(chosen.data.horoscope_data).toBe(builtInText('leo', today, 'fr-CA'));
  });

  it('answers a French visitor the day’s French reading, the API’s existing in English only', async () => {
    api = await startHoroscopeStandIn({ today: 'Nov 21, 2026' });
    api.setText('aquarius', 'Fresh ideas find a willing audience.');
    t = await createTestApp({
      providers: { horoscope: createHoroscopeAppApiSource({ baseUrl: api.baseUrl }) },
    });

    expect((await horoscope(t, 'aquarius', french)).data).toEqual({
      date: today,
      horoscope_data: builtInText('aquarius', today, 'fr-CA'),
      language: 'fr-CA',
    });
    // The English visitor still reads the API's reading.
    expect((await horoscope(t, 'aquarius', { 'accept-language': 'en' })).data.horoscope_data).toBe(
      'Fresh ideas find a willing audience.',
    );
  });

  it('answers the built-in reading in French when the API fails', async () => {
    api = await startHoroscopeStandIn();
    api.failNext(503);
    t = await createTestApp({
      providers: { horoscope: createHoroscopeAppApiSource({ baseUrl: api.baseUrl }) },
    });

    expect((await horoscope(t, 'cancer', french)).data).toEqual({
      date: today,
      horoscope_data: builtInText('cancer', today, 'fr-CA'),
      language: 'fr-CA',
    });
  });

  it('asks the source once when the day’s first visitors arrive together in both languages', async () => {
    t = await createTestApp();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const daily = vi.fn(async (sign: ZodiacSign, date: string) => {
      await gate;
      return builtInReading(sign, date);
    });
    const source = { mode: 'built-in', daily } satisfies HoroscopeSource;
    const service = createHoroscopeService({
      ...t,
      source,
      logger: { warn: vi.fn(), error: vi.fn() },
    });

    const answers = Promise.all([service.today('virgo', 'fr-CA'), service.today('virgo', 'en')]);
    release();
    const [inFrench, inEnglish] = await answers;
    expect(daily).toHaveBeenCalledTimes(1);
    expect(inFrench.body.data.horoscope_data).toBe(builtInText('virgo', today, 'fr-CA'));
    expect(inEnglish.body.data.horoscope_data).toBe(builtInText('virgo', today, 'en'));
  });
});
