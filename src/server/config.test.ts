import { describe, expect, it } from 'vitest';
import { completeProductionEnv, productionEnvWithout } from '#tests/support/production-env.ts';
import {
  ConfigError,
  DEVELOPMENT_BUSINESS_ADDRESS,
  DEVELOPMENT_TWILIO_AUTH_TOKEN,
  parseConfig,
  publicConfig,
} from './config.ts';

/** What parseConfig refuses in this environment; [] when it accepts it. */
function problemsOf(env: Record<string, string>, role?: 'server' | 'operator-tool'): string[] {
  try {
    parseConfig(env, role ? { role } : {});
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

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
      staging: false,
      paymentMethods: ['paypal', 'interac'],
      devOutboxEnabled: true,
    });
    expect(config.paypal).toMatchObject({ simulated: true });
    expect(config.gigadat).toMatchObject({ simulated: true });
    expect(config.voice).toMatchObject({ simulated: true });
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
    expect(parseConfig({ STAGING: 'yes' }).staging).toBe(true);
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
    const withoutToken = productionEnvWithout('TWILIO_AUTH_TOKEN');
    for (const env of [
      withoutToken,
      { ...withoutToken, STAGING: 'true' },
      { ...completeProductionEnv, TWILIO_AUTH_TOKEN: DEVELOPMENT_TWILIO_AUTH_TOKEN },
      {
        ...completeProductionEnv,
        TWILIO_AUTH_TOKEN: DEVELOPMENT_TWILIO_AUTH_TOKEN,
        STAGING: 'true',
      },
    ]) {
      expect(problemsOf(env)).toContain(
        "TWILIO_AUTH_TOKEN: must be set in production, and not to the development token (it signs the phone line's webhooks, and the development one is public); set the auth token of the Twilio account",
      );
    }
    const config = parseConfig(completeProductionEnv);
    expect(config.voice.authToken).toBe(completeProductionEnv.TWILIO_AUTH_TOKEN);
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
      'businessAddress',
      'chatWidgetUrl',
      'expertApplicationUrl',
      'paymentMethods',
      'paypal',
      'servicePhone',
      'socialLinks',
      'supportEmail',
      'tagManagerId',
      'testMode',
      'themeMode',
      'winCreditsEnabled',
    ]);
  });
});

describe('defaults that depend on the environment', () => {
  it("in production: no demo data, PayPal's live API, Gigadat campaigns without the sandbox flag", () => {
    const config = parseConfig(completeProductionEnv);
    expect(config.seed).toBe('none');
    expect(config.paypal.apiBaseUrl).toBe('https://api-m.paypal.com');
    expect(config.gigadat.sandbox).toBe(false);
    expect(config.devOutboxEnabled).toBe(false);
  });

  it("elsewhere: the demo data, PayPal's sandbox and the Gigadat sandbox flag", () => {
    const real = productionEnvWithout('NODE_ENV');
    const config = parseConfig({ ...real, NODE_ENV: 'development' });
    expect(config.seed).toBe('demo');
    expect(config.paypal.apiBaseUrl).toBe('https://api-m.sandbox.paypal.com');
    expect(config.gigadat.sandbox).toBe(true);
  });
});

describe('TRUST_PROXY: how many proxies, or which, may say who the client is', () => {
  it('takes a number of proxies in front of the server', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it("takes the proxies' addresses and ranges, IPv4 or IPv6", () => {
    expect(
      parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,2001:db8::/32 , ::1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.0.2.10', '2001:db8::/32', '::1']);
  });

  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0', 'no', 'off']) {
      expect(parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('refuses true, saying why: any client could then choose its own address', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^TRUST_PROXY: true is refused: it believes every X-Forwarded-For hop, so any client could write its own address there and escape every per-address limit; set the number of proxies/,
      );
    }
  });

  it('refuses what is neither a number nor addresses, naming the wrong entries', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1, load-balancer, 10.0.0.0/33' })).toEqual([
      'TRUST_PROXY: must be false, a number of proxies (e.g. 1) or a comma-separated list of their IP addresses or CIDR ranges; not "load-balancer", "10.0.0.0/33"',
    ]);
    expect(problemsOf({ TRUST_PROXY: '-1' })).toHaveLength(1);
  });
});

describe('PAYMENT_METHODS: the ways to pay the site offers', () => {
  it('offers PayPal and Interac when unset', () => {
    expect(parseConfig({}).paymentMethods).toEqual(['paypal', 'interac']);
  });

  it('offers only those named, in any case or order, with spaces', () => {
    expect(parseConfig({ PAYMENT_METHODS: 'interac' }).paymentMethods).toEqual(['interac']);
    expect(parseConfig({ PAYMENT_METHODS: ' Interac , PAYPAL ' }).paymentMethods).toEqual([
      'paypal',
      'interac',
    ]);
  });

  it('refuses a list naming none, or an unknown method', () => {
    const expected =
      'PAYMENT_METHODS: must name one or both of paypal, interac, separated by commas (leave it unset for both)';
    expect(problemsOf({ PAYMENT_METHODS: '' })).toEqual([expected]);
    expect(problemsOf({ PAYMENT_METHODS: ' , ' })).toEqual([expected]);
    expect(problemsOf({ PAYMENT_METHODS: 'paypal,visa' })).toEqual([`${expected}; not "visa"`]);
  });

  it('tells the browser which are offered', () => {
    expect(publicConfig(parseConfig({ PAYMENT_METHODS: 'interac' })).paymentMethods).toEqual([
      'interac',
    ]);
  });
});

describe('production refuses to start on stand-ins, sandboxes and development tools', () => {
  it('starts with a complete production configuration: every provider real, nothing to refuse', () => {
    expect(problemsOf(completeProductionEnv)).toEqual([]);
    const config = parseConfig(completeProductionEnv);
    expect(config).toMatchObject({ env: 'production', staging: false, seed: 'none' });
    expect(config.paypal.simulated).toBe(false);
    expect(config.gigadat.simulated).toBe(false);
    expect(config.voice.simulated).toBe(false);
    expect(publicConfig(config).testMode).toBe(false);
  });

  const alone: [string, Record<string, string>, string[]][] = [
    [
      'PayPal simulated',
      productionEnvWithout('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'),
      [
        'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: must be set in production while PayPal is offered',
      ],
    ],
    [
      'PayPal half configured',
      productionEnvWithout('PAYPAL_CLIENT_SECRET'),
      ['PAYPAL_CLIENT_SECRET: must be set in production while PayPal is offered'],
    ],
    [
      'Interac (Gigadat) simulated',
      productionEnvWithout('GIGADAT_ACCESS_TOKEN', 'GIGADAT_SECURITY_TOKEN', 'GIGADAT_CAMPAIGN_ID'),
      [
        'GIGADAT_ACCESS_TOKEN, GIGADAT_SECURITY_TOKEN and GIGADAT_CAMPAIGN_ID: must be set in production while Interac is offered',
      ],
    ],
    ['email simulated', productionEnvWithout('SMTP_URL'), ['SMTP_URL: must be set in production']],
    [
      'SMS simulated',
      productionEnvWithout('TWILIO_SMS_FROM'),
      ['TWILIO_SMS_FROM: must be set in production for SMS'],
    ],
    [
      // Without an account SMS cannot be sent either: both are named.
      'the phone line simulated',
      productionEnvWithout('TWILIO_ACCOUNT_SID'),
      [
        'TWILIO_ACCOUNT_SID: must be set in production for SMS',
        'TWILIO_ACCOUNT_SID: must be set in production for the phone line',
      ],
    ],
    [
      'SEED=demo',
      { ...completeProductionEnv, SEED: 'demo' },
      ['SEED: demo is refused in production'],
    ],
    [
      "PayPal's sandbox API",
      { ...completeProductionEnv, PAYPAL_API_BASE_URL: 'https://api-m.sandbox.paypal.com' },
      ["PAYPAL_API_BASE_URL: api-m.sandbox.paypal.com is PayPal's sandbox"],
    ],
    [
      "another of PayPal's sandbox hosts",
      { ...completeProductionEnv, PAYPAL_API_BASE_URL: 'https://api.sandbox.paypal.com/' },
      ["PAYPAL_API_BASE_URL: api.sandbox.paypal.com is PayPal's sandbox"],
    ],
    [
      'GIGADAT_SANDBOX=true',
      { ...completeProductionEnv, GIGADAT_SANDBOX: 'true' },
      ['GIGADAT_SANDBOX: true is refused in production'],
    ],
    [
      'no PAYPAL_WEBHOOK_ID',
      productionEnvWithout('PAYPAL_WEBHOOK_ID'),
      ['PAYPAL_WEBHOOK_ID: must be set while PayPal is offered'],
    ],
    [
      'DEV_OUTBOX=true',
      { ...completeProductionEnv, DEV_OUTBOX: 'true' },
      ['DEV_OUTBOX: true is refused in production'],
    ],
    [
      'the development business address',
      productionEnvWithout('BUSINESS_ADDRESS'),
      ['BUSINESS_ADDRESS: the development address is refused in production'],
    ],
    [
      'the development business address written out, with other spacing',
      {
        ...completeProductionEnv,
        BUSINESS_ADDRESS: DEVELOPMENT_BUSINESS_ADDRESS.replaceAll('; ', ' ;  '),
      },
      ['BUSINESS_ADDRESS: the development address is refused in production'],
    ],
    [
      'the development Twilio token',
      { ...completeProductionEnv, TWILIO_AUTH_TOKEN: DEVELOPMENT_TWILIO_AUTH_TOKEN },
      ['TWILIO_AUTH_TOKEN: must be set in production, and not to the development token'],
    ],
  ];

  it.each(alone)('refuses %s, naming it and what to set', (_, env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, index) =>
      expect(problems[index]).toMatch(new RegExp(`^${escape(start)}`)),
    );
    // Each says what to do instead, and a stand-in or sandbox also how a test deployment allows it.
    for (const problem of problems) expect(problem).toMatch(/; (set|leave|remove) /);
  });

  it('lists every problem at once, one line each, when nothing is configured', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      SEED: 'demo',
      DEV_OUTBOX: 'true',
      GIGADAT_SANDBOX: 'true',
    });
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(':')))).toEqual([
      'TWILIO_AUTH_TOKEN',
      'PAYPAL_WEBHOOK_ID',
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      'GIGADAT_ACCESS_TOKEN, GIGADAT_SECURITY_TOKEN and GIGADAT_CAMPAIGN_ID',
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM',
      'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
      'BUSINESS_ADDRESS',
      'SEED',
      'DEV_OUTBOX',
    ]);
    let error: unknown;
    try {
      parseConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- TWILIO_AUTH_TOKEN: /);
  });

  it('needs nothing for a payment method it does not offer, and mounts no stand-in for it', () => {
    const interacOnly = {
      ...productionEnvWithout('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'),
      PAYMENT_METHODS: 'interac',
    };
    expect(problemsOf(interacOnly)).toEqual([]);
    // Nor its sandbox: it is never called.
    expect(
      problemsOf({ ...interacOnly, PAYPAL_API_BASE_URL: 'https://api-m.sandbox.paypal.com' }),
    ).toEqual([]);
    const paypalOnly = {
      ...productionEnvWithout(
        'GIGADAT_ACCESS_TOKEN',
        'GIGADAT_SECURITY_TOKEN',
        'GIGADAT_CAMPAIGN_ID',
      ),
      PAYMENT_METHODS: 'paypal',
    };
    expect(problemsOf(paypalOnly)).toEqual([]);
    expect(problemsOf({ ...paypalOnly, GIGADAT_SANDBOX: 'true' })).toEqual([]);
  });

  it('does not refuse any of it outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(
        problemsOf({ NODE_ENV, SEED: 'demo', DEV_OUTBOX: 'true', GIGADAT_SANDBOX: 'true' }),
      ).toEqual([]);
    }
  });
});

describe('BUSINESS_ADDRESS: the legal name and mailing address, in parts', () => {
  it('reads the five parts, writing the postal code the one way', () => {
    const config = parseConfig({
      BUSINESS_ADDRESS: ' Lumina inc. ; 10, rue Ontario Est ; Montréal ; qc ; h2x1y4 ',
    });
    expect(config.business.address).toEqual({
      legalName: 'Lumina inc.',
      street: '10, rue Ontario Est',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1Y4',
    });
    expect(publicConfig(config).businessAddress).toEqual(config.business.address);
  });

  it('defaults outside production to the made-up address of .env.example', () => {
    expect(parseConfig({}).business.address).toMatchObject({
      legalName: 'Lumina Psychics inc.',
      postalCode: 'H2X 1Y4',
    });
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
  });

  it.each([
    ['Montréal, Québec, Canada', /five parts/],
    ['Lumina inc.; 10, rue Ontario Est; Montréal; QC', /five parts/],
    ['Lumina inc.; ; Montréal; QC; H2X 1Y4', /five parts/],
    [
      'Lumina inc.; 10, rue Ontario Est; Montréal; Québec; H2X 1Y4',
      /province must be a two-letter code/,
    ],
    ['Lumina inc.; 10, rue Ontario Est; Montréal; QC; 12345', /postal code must read like H2X 1Y4/],
  ])('refuses an incomplete or misshapen address everywhere: %s', (address, message) => {
    for (const env of [
      { BUSINESS_ADDRESS: address },
      { ...completeProductionEnv, BUSINESS_ADDRESS: address },
    ]) {
      const problems = problemsOf(env);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^BUSINESS_ADDRESS: /);
      expect(problems[0]).toMatch(message);
    }
  });

  it('lets a test deployment keep the development address', () => {
    expect(problemsOf({ ...productionEnvWithout('BUSINESS_ADDRESS'), STAGING: 'true' })).toEqual(
      [],
    );
  });
});

describe('STAGING=true: a test deployment, and every page says so', () => {
  const staging = { NODE_ENV: 'production', STAGING: 'true', TWILIO_AUTH_TOKEN: 'a-staging-token' };

  it('lets production use the stand-ins, the dev outbox and the demo data', () => {
    expect(problemsOf({ ...staging, SEED: 'demo', DEV_OUTBOX: 'true' })).toEqual([]);
    const config = parseConfig({ ...staging, SEED: 'demo', DEV_OUTBOX: 'true' });
    expect(config).toMatchObject({
      env: 'production',
      staging: true,
      seed: 'demo',
      devOutboxEnabled: true,
    });
    expect(config.paypal.simulated).toBe(true);
    expect(config.gigadat.simulated).toBe(true);
    expect(config.voice.simulated).toBe(true);
    expect(publicConfig(config).testMode).toBe(true);
  });

  it("lets production use PayPal's sandbox and Gigadat's, with real credentials", () => {
    expect(
      problemsOf({
        ...completeProductionEnv,
        STAGING: 'true',
        PAYPAL_API_BASE_URL: 'https://api-m.sandbox.paypal.com',
        GIGADAT_SANDBOX: 'true',
      }),
    ).toEqual([]);
  });

  it('keeps its own defaults: no demo data and no dev outbox unless asked for', () => {
    const config = parseConfig(staging);
    expect(config.seed).toBe('none');
    expect(config.devOutboxEnabled).toBe(false);
  });

  it('still refuses real PayPal without a webhook id', () => {
    expect(problemsOf({ ...productionEnvWithout('PAYPAL_WEBHOOK_ID'), STAGING: 'true' })).toEqual([
      expect.stringMatching(/^PAYPAL_WEBHOOK_ID: must be set while PayPal is offered/),
    ]);
  });

  it('shows the band whatever the environment, and only when set', () => {
    expect(publicConfig(parseConfig({ STAGING: 'true' })).testMode).toBe(true);
    expect(publicConfig(parseConfig({})).testMode).toBe(false);
    expect(publicConfig(parseConfig({ NODE_ENV: 'test' })).testMode).toBe(false);
  });
});

describe("the operator tools read the same configuration without the server's refusals", () => {
  it("accept a production environment without the providers' secrets", () => {
    const config = parseConfig(
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/lumina' },
      { role: 'operator-tool' },
    );
    expect(config).toMatchObject({
      env: 'production',
      databaseUrl: 'postgres://db/lumina',
      seed: 'none',
    });
  });

  it('still refuse a value of the wrong form', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', TRUST_PROXY: 'true' }, 'operator-tool'),
    ).toHaveLength(1);
    expect(problemsOf({ NODE_ENV: 'production', PORT: 'eighty' }, 'operator-tool')).toEqual([
      'PORT: must be a port number',
    ]);
  });
});

/** `text` as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
