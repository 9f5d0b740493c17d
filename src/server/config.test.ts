import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_TWILIO_AUTH_TOKEN, parseConfig, publicConfig } from './config.ts';

describe('configuration is read from the environment and checked at boot', () => {
  it('runs with no configuration at all: port 3000, SQLite under ./data, demo data, every provider simulated', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: './data',
      seed: 'demo',
      brandName: 'Lumina Psychics',
      servicePhone: '1-888-555-0142',
      supportEmail: 'support@lumina-psychics.example',
      themeMode: 'halloween',
      winCreditsEnabled: true,
      trustProxy: false,
    });
  });

  it('derives the public address from the port, and drops a trailing slash from a given one', () => {
    expect(parseConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(parseConfig({ PUBLIC_URL: 'https://lumina.example/' }).publicUrl).toBe(
      'https://lumina.example',
    );
  });

  it('switches to PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/lumina' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/lumina',
    );
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/lumina' }).databaseUrl).toBe(
      'postgresql://db/lumina',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '', WIN_CREDITS_ENABLED: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
      winCreditsEnabled: true,
    });
  });

  it('reads flags written as true/false, 1/0, yes/no or on/off', () => {
    expect(parseConfig({ WIN_CREDITS_ENABLED: 'false' }).winCreditsEnabled).toBe(false);
    expect(parseConfig({ WIN_CREDITS_ENABLED: '0' }).winCreditsEnabled).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
  });

  it('lists every wrong variable at once, each with what it must be', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/lumina',
        SUPPORT_EMAIL: 'support',
        THEME_MODE: 'easter',
        WIN_CREDITS_ENABLED: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems).toContain('PORT: must be a port number');
    expect(problems).toContain(
      'DATABASE_URL: must be a postgres:// URL (leave it unset for SQLite)',
    );
    expect(problems).toContain('SUPPORT_EMAIL: must be an email address');
    expect(problems).toContain('WIN_CREDITS_ENABLED: must be true or false');
    expect(problems.some((p) => p.startsWith('THEME_MODE:'))).toBe(true);
    expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it('refuses production without a Twilio token of its own (the development one is public)', () => {
    for (const token of [undefined, DEVELOPMENT_TWILIO_AUTH_TOKEN]) {
      expect(() =>
        parseConfig({ NODE_ENV: 'production', ...(token ? { TWILIO_AUTH_TOKEN: token } : {}) }),
      ).toThrow(/TWILIO_AUTH_TOKEN: must be set in production/);
    }
    const config = parseConfig({ NODE_ENV: 'production', TWILIO_AUTH_TOKEN: 'a-real-token' });
    expect(config.voice.authToken).toBe('a-real-token');
    // Outside production the simulated line signs with the development token.
    expect(parseConfig({}).voice).toMatchObject({
      simulated: true,
      authToken: DEVELOPMENT_TWILIO_AUTH_TOKEN,
      serviceNumber: '+18885550142',
      apiBaseUrl: 'http://localhost:3000/sim/twilio',
    });
  });

  it('shows the browser only the public part of the configuration', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://user:secret@db/lumina' });
    const visible = JSON.stringify(publicConfig(config));
    expect(visible).not.toContain('secret');
    expect(Object.keys(publicConfig(config)).sort()).toEqual([
      'brandName',
      'chatWidgetUrl',
      'expertApplicationUrl',
      'paypal',
      'servicePhone',
      'socialLinks',
      'supportEmail',
      'tagManagerId',
      'themeMode',
      'winCreditsEnabled',
    ]);
  });
});
