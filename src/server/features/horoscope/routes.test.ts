import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoroscopeResponseSchema } from '#shared/api/horoscope.ts';
import type { ZodiacSign } from '#shared/horoscope/signs.ts';
import { builtInReading } from '#server/providers/horoscope/built-in-source.ts';
import { createHoroscopeAppApiSource } from '#server/providers/horoscope/horoscope-app-api-source.ts';
import type { HoroscopeSource } from '#server/providers/horoscope/port.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import { startHoroscopeStandIn, type HoroscopeStandIn } from '#tests/support/horoscope-stand-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { apiPauseAfterFailureMs, createHoroscopeService } from './service.ts';

// The test clock starts at 2026-11-21T15:00:00.000Z: 10:00 on Nov 21 in Montréal (UTC-5).

let t: TestApp | undefined;
let api: HoroscopeStandIn | undefined;
afterEach(async () => {
  await t?.close();
  await api?.stop();
  t = undefined;
  api = undefined;
});

/** A source that answers "<sign> on <date>" and counts its calls. */
function countingSource(mode: HoroscopeSource['mode'] = 'api') {
  const daily = vi.fn(async (sign: ZodiacSign, date: string) => ({
    date: `Reading of ${date}`,
    text: `${sign} on ${date}`,
  }));
  return { mode, daily } satisfies HoroscopeSource;
}

async function horoscope(app: TestApp, sign: string) {
  const res = await app.app.inject({ method: 'GET', url: `/api/horoscope?sign=${sign}` });
  expect(res.statusCode).toBe(200);
  return {
    body: HoroscopeResponseSchema.parse(res.json()),
    cacheControl: res.headers['cache-control'],
  };
}

async function keptReadings(app: TestApp) {
  return app.database.kysely
    .selectFrom('horoscopeReadings')
    .selectAll()
    .orderBy('sign')
    .orderBy('date')
    .execute();
}

describe('GET /api/horoscope', () => {
  it("answers today's reading in the spec's shape, cacheable for 10 minutes", async () => {
    const source = countingSource();
    t = await createTestApp({ providers: { horoscope: source } });

    const res = await t.app.inject({ method: 'GET', url: '/api/horoscope?sign=leo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.json()).toEqual({
      data: { date: '2026-11-21', horoscope_data: 'leo on 2026-11-21', language: 'en' },
    });
    expect(source.daily).toHaveBeenCalledWith('leo', '2026-11-21');
  });

  it('asks the source once per sign per business day, and again the next business day', async () => {
    const source = countingSource();
    t = await createTestApp({ providers: { horoscope: source } });

    await horoscope(t, 'leo');
    await horoscope(t, 'leo');
    await horoscope(t, 'virgo');
    expect(source.daily.mock.calls).toEqual([
      ['leo', '2026-11-21'],
      ['virgo', '2026-11-21'],
    ]);

    // 23:59 in Montréal is still Nov 21, although it is Nov 22 in UTC.
    t.clock.set('2026-11-22T04:59:00.000Z');
    expect((await horoscope(t, 'leo')).body.data.horoscope_data).toBe('leo on 2026-11-21');
    expect(source.daily).toHaveBeenCalledTimes(2);

    // Midnight in Montréal: a new day, a new reading.
    t.clock.set('2026-11-22T05:00:00.000Z');
    expect((await horoscope(t, 'leo')).body.data).toEqual({
      date: '2026-11-22',
      horoscope_data: 'leo on 2026-11-22',
      language: 'en',
    });
    expect(source.daily).toHaveBeenCalledTimes(3);

    expect(
      (await keptReadings(t)).map(({ sign, date, readingDateText, text, source, fetchedAt }) => ({
        sign,
        date,
        readingDateText,
        text,
        source,
        fetchedAt,
      })),
    ).toEqual([
      {
        sign: 'leo',
        date: '2026-11-21',
        readingDateText: 'Reading of 2026-11-21',
        text: 'leo on 2026-11-21',
        source: 'api',
        fetchedAt: '2026-11-21T15:00:00.000Z',
      },
      {
        sign: 'leo',
        date: '2026-11-22',
        readingDateText: 'Reading of 2026-11-22',
        text: 'leo on 2026-11-22',
        source: 'api',
        fetchedAt: '2026-11-22T05:00:00.000Z',
      },
      {
        sign: 'virgo',
        date: '2026-11-21',
        readingDateText: 'Reading of 2026-11-21',
        text: 'virgo on 2026-11-21',
        source: 'api',
        fetchedAt: '2026-11-21T15:00:00.000Z',
      },
    ]);
  });

  it('is never cached by browsers past the end of the business day', async () => {
    t = await createTestApp({ providers: { horoscope: countingSource() } });
    t.clock.set('2026-11-22T04:55:00.000Z'); // 23:55 in Montréal
    expect((await horoscope(t, 'leo')).cacheControl).toBe('public, max-age=300');
  });

  it('reads the real API once per sign per day (the client against the stand-in)', async () => {
    api = await startHoroscopeStandIn({ today: 'Nov 21, 2026' });
    api.setText('aquarius', 'Fresh ideas find a willing audience.');
    t = await createTestApp({
      providers: { horoscope: createHoroscopeAppApiSource({ baseUrl: api.baseUrl }) },
    });

    for (let i = 0; i < 3; i += 1) {
      expect((await horoscope(t, 'aquarius')).body).toEqual({
        data: {
          date: '2026-11-21',
          horoscope_data: 'Fresh ideas find a willing audience.',
          language: 'en',
        },
      });
    }
    expect(api.requests).toEqual([
      {
        method: 'GET',
        path: '/api/v1/get-horoscope/daily',
        query: { sign: 'Aquarius', day: 'TODAY' },
      },
    ]);
  });

  it('answers the built-in reading when the API fails, keeps nothing, and asks the API again later', async () => {
    api = await startHoroscopeStandIn();
    api.setText('cancer', 'The API reading.');
    api.failNext(503);
    t = await createTestApp({
      providers: { horoscope: createHoroscopeAppApiSource({ baseUrl: api.baseUrl }) },
    });

    const fallback = await horoscope(t, 'cancer');
    const builtIn = builtInReading('cancer', '2026-11-21');
    expect(fallback.body).toEqual({
      data: { date: '2026-11-21', horoscope_data: builtIn.text, language: 'en' },
    });
    // Shared caches keep the stand-in reading only briefly.
    expect(fallback.cacheControl).toBe('public, max-age=60');
    expect(await keptReadings(t)).toEqual([]);
    expect(api.requests).toHaveLength(1);

    // Right after a failure visitors are not made to wait for the API again…
    expect((await horoscope(t, 'cancer')).body.data.horoscope_data).toBe(builtIn.text);
    expect(api.requests).toHaveLength(1);

    // …but once the pause is over, the API is asked again, and its reading is kept.
    t.clock.advance(apiPauseAfterFailureMs);
    expect((await horoscope(t, 'cancer')).body.data.horoscope_data).toBe('The API reading.');
    expect(api.requests).toHaveLength(2);
    expect((await keptReadings(t)).map((row) => [row.sign, row.source, row.text])).toEqual([
      ['cancer', 'api', 'The API reading.'],
    ]);
  });

  it('answers the built-in reading when the API is too slow', async () => {
    api = await startHoroscopeStandIn();
    api.delayNext(1_000);
    t = await createTestApp({
      providers: {
        horoscope: createHoroscopeAppApiSource({ baseUrl: api.baseUrl, timeoutMs: 100 }),
      },
    });
    expect((await horoscope(t, 'libra')).body.data.horoscope_data).toBe(
      builtInReading('libra', '2026-11-21').text,
    );
    expect(await keptReadings(t)).toEqual([]);
  });

  it('answers and keeps the built-in reading when no API is configured', async () => {
    t = await createTestApp(); // the simulated providers: built-in readings
    const { body, cacheControl } = await horoscope(t, 'capricorn');
    const expected = builtInReading('capricorn', '2026-11-21');
    expect(body).toEqual({
      data: { date: '2026-11-21', horoscope_data: expected.text, language: 'en' },
    });
    expect(cacheControl).toBe('public, max-age=600');
    expect((await keptReadings(t)).map((row) => [row.sign, row.date, row.source])).toEqual([
      ['capricorn', '2026-11-21', 'built-in'],
    ]);

    t.clock.advance(24 * 60 * 60 * 1000);
    const tomorrow = await horoscope(t, 'capricorn');
    expect(tomorrow.body.data.date).toBe('2026-11-22');
    expect(tomorrow.body.data.horoscope_data).not.toBe(expected.text);
  });

  it('reads the sign whatever its case', async () => {
    const source = countingSource();
    t = await createTestApp({ providers: { horoscope: source } });
    expect((await horoscope(t, 'Scorpio')).body.data.horoscope_data).toBe('scorpio on 2026-11-21');
  });

  it.each([
    ['an unknown sign', '?sign=ophiuchus'],
    ['no sign', ''],
    ['an empty sign', '?sign='],
    ['two signs', '?sign=leo&sign=virgo'],
    ['an unknown parameter', '?sign=leo&day=TOMORROW'],
  ])('refuses %s with 400 and the field named', async (_case, query) => {
    const source = countingSource();
    t = await createTestApp({ providers: { horoscope: source } });
    const res = await t.app.inject({ method: 'GET', url: `/api/horoscope${query}` });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(error.code).toBe('INVALID_REQUEST');
    expect(Object.keys(error.fields)).toEqual([query.includes('day') ? 'day' : 'sign']);
    expect(source.daily).not.toHaveBeenCalled();
  });
});

describe('the horoscope service', () => {
  const silentLogger = { warn: vi.fn(), error: vi.fn() };

  it('asks the source once when the first requests of a day arrive together', async () => {
    t = await createTestApp();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const source = countingSource();
    source.daily.mockImplementation(async (sign, date) => {
      await gate;
      return { date: 'Nov 21, 2026', text: `${sign} on ${date}` };
    });
    const service = createHoroscopeService({ ...t, source, logger: silentLogger });

    const answers = Promise.all([service.today('aries', 'en'), service.today('aries', 'en')]);
    release();
    const [first, second] = await answers;
    expect(first.body).toEqual(second.body);
    expect(source.daily).toHaveBeenCalledTimes(1);
  });

  it('lets two instances fetch the same first reading at once: both answer the one kept', async () => {
    t = await createTestApp();
    const { database, clock } = t;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const instance = (text: string) =>
      createHoroscopeService({
        database,
        clock,
        logger: silentLogger,
        source: {
          mode: 'api',
          daily: async () => {
            await gate;
            return { date: 'Nov 21, 2026', text };
          },
        },
      });

    const answers = Promise.all([
      instance('from instance one').today('taurus', 'en'),
      instance('from instance two').today('taurus', 'en'),
    ]);
    release();
    const [one, two] = await answers;
    expect(one.body).toEqual(two.body);
    const kept = await keptReadings(t);
    expect(kept).toHaveLength(1);
    expect(one.body.data.horoscope_data).toBe(kept[0]?.text);
  });

  it('logs the failure of the API', async () => {
    t = await createTestApp();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const failure = new ProviderError('horoscope-app-api', 'the API refused: HTTP 503', {
      retryable: true,
      status: 503,
    });
    const service = createHoroscopeService({
      ...t,
      logger,
      source: { mode: 'api', daily: () => Promise.reject(failure) },
    });
    await service.today('gemini', 'en');
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ sign: 'gemini', date: '2026-11-21', err: failure }),
      expect.stringContaining('built-in'),
    );
  });
});
