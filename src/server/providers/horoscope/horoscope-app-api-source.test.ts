import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHoroscopeStandIn, type HoroscopeStandIn } from '#tests/support/horoscope-stand-in.ts';
import { ProviderError } from '../provider-error.ts';
import {
  createHoroscopeAppApiSource,
  type HoroscopeAppApiOptions,
} from './horoscope-app-api-source.ts';

let api: HoroscopeStandIn;
beforeEach(async () => {
  api = await startHoroscopeStandIn();
});
afterEach(async () => {
  await api.stop();
});

function source(overrides: Partial<HoroscopeAppApiOptions> = {}) {
  return createHoroscopeAppApiSource({ baseUrl: api.baseUrl, ...overrides });
}

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the horoscope-app-api client (here against its stand-in)', () => {
  it("asks for today's daily reading of the capitalised sign, and answers its date and text", async () => {
    api.setText('sagittarius', '  Your curiosity opens a door today.  ');
    const reading = await source().daily('sagittarius', '2026-11-21');

    expect(api.requests).toEqual([
      {
        method: 'GET',
        path: '/api/v1/get-horoscope/daily',
        query: { sign: 'Sagittarius', day: 'TODAY' },
      },
    ]);
    expect(reading).toEqual({
      date: 'Nov 21, 2026',
      text: 'Your curiosity opens a door today.',
    });
  });

  it('keeps the date exactly as the API words it', async () => {
    api.today = 'Nov 20, 2026';
    const reading = await source().daily('leo', '2026-11-21');
    expect(reading.date).toBe('Nov 20, 2026');
  });

  it("reads the older deployments' answer, whose data is the text alone, and dates it itself", async () => {
    api.useLegacyForm();
    api.setText('pisces', 'A calm day on the water.');
    const reading = await source().daily('pisces', '2026-12-03');
    expect(reading).toEqual({ date: 'Dec 3, 2026', text: 'A calm day on the water.' });
  });

  it('turns a 404 ("No such zodiac sign exists") into a permanent error', async () => {
    api.failNext(404);
    const error = await caught(source().daily('aries', '2026-11-21'));
    expect(error.retryable).toBe(false);
    expect(error.options).toMatchObject({ status: 404 });
    expect(error.message).toContain('No such zodiac sign exists');
  });

  it('turns a 400 about the day into a permanent error', async () => {
    api.failNext(400);
    const error = await caught(source().daily('aries', '2026-11-21'));
    expect(error.retryable).toBe(false);
    expect(error.options).toMatchObject({ status: 400 });
    expect(error.message).toContain('Invalid value passed in day argument.');
  });

  it('turns a 5xx (the scraped site down) into an error that may pass', async () => {
    api.failNext(503);
    const error = await caught(source().daily('aries', '2026-11-21'));
    expect(error.retryable).toBe(true);
    expect(error.options).toMatchObject({ status: 503 });
  });

  it('gives up on a slow answer after its timeout, as an error that may pass', async () => {
    api.delayNext(1_000);
    const started = Date.now();
    const error = await caught(source({ timeoutMs: 100 }).daily('aries', '2026-11-21'));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ETIMEDOUT');
    expect(error.message).toContain('within 100 ms');
  });

  it('turns an unreachable API into an error that may pass', async () => {
    const { baseUrl } = api;
    await api.stop();
    const error = await caught(
      createHoroscopeAppApiSource({ baseUrl }).daily('aries', '2026-11-21'),
    );
    expect(error.retryable).toBe(true);
    expect(error.options.code).not.toBe('ETIMEDOUT');
    api = await startHoroscopeStandIn(); // for afterEach
  });

  it('refuses an answer without a horoscope text', async () => {
    api.setText('virgo', '   ');
    const error = await caught(source().daily('virgo', '2026-11-21'));
    expect(error.message).toContain('unusable');
  });

  it('is the "api" mode', () => {
    expect(source().mode).toBe('api');
  });
});
