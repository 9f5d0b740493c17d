import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '#server/config.ts';
import { startHoroscopeStandIn, type HoroscopeStandIn } from '#tests/support/horoscope-stand-in.ts';
import { createProviders, createSimulatedProviders, type Providers } from '../index.ts';

let providers: Providers | undefined;
let api: HoroscopeStandIn | undefined;
afterEach(async () => {
  await providers?.email.close();
  await api?.stop();
  providers = undefined;
  api = undefined;
});

describe('HOROSCOPE_API_URL chooses where daily horoscopes come from', () => {
  it('unset: the built-in readings, with nothing said in the log', () => {
    const lines: object[] = [];
    providers = createProviders(parseConfig({}), {
      logger: { info: (details) => lines.push(details) },
    });
    expect(providers.horoscope.mode).toBe('built-in');
    expect(lines).not.toContainEqual(expect.objectContaining({ channel: 'horoscope' }));
    expect(createSimulatedProviders().horoscope.mode).toBe('built-in');
  });

  it('set: the horoscope-app-api client at that address (a trailing slash dropped), logged', async () => {
    api = await startHoroscopeStandIn();
    const lines: object[] = [];
    const config = parseConfig({ HOROSCOPE_API_URL: `${api.baseUrl}/` });
    expect(config.horoscope.apiUrl).toBe(api.baseUrl);
    providers = createProviders(config, { logger: { info: (details) => lines.push(details) } });
    expect(providers.horoscope.mode).toBe('api');
    expect(lines).toContainEqual({
      channel: 'horoscope',
      mode: 'api',
      apiHost: new URL(api.baseUrl).host,
    });

    await providers.horoscope.daily('gemini', '2026-11-21');
    expect(api.requests.map((request) => request.path)).toEqual(['/api/v1/get-horoscope/daily']);
  });

  it('refuses an address that is not http(s), and treats an empty one as unset', () => {
    expect(() => parseConfig({ HOROSCOPE_API_URL: 'ftp://horoscopes.example' })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ HOROSCOPE_API_URL: 'ftp://horoscopes.example' })).toThrow(
      /HOROSCOPE_API_URL: must be an http\(s\) URL/,
    );
    expect(parseConfig({ HOROSCOPE_API_URL: '' }).horoscope.apiUrl).toBeUndefined();
  });
});
