// The server's whole configuration, read once from the environment at boot and checked with zod
// (docs/architecture.md §8.1). A wrong value stops the start with a list of everything that is wrong, rather
// than failing later, half-way through a request. Every variable is documented in README.md.
import { isIP } from 'node:net';
import { z } from 'zod';
import { paymentMethods, type PaymentMethod } from '#shared/api/payment-methods.ts';
import { themeModes, type PublicConfig } from '#shared/api/public-config.ts';
import { provinceCodes, type PostalAddress } from '#shared/format/postal-address.ts';
import { toE164 } from '#shared/phone/phone.ts';
import { productionRefusals } from './production-refusals.ts';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    message: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

// An empty variable (`FOO=` in a .env file) means "not set", as people expect.
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional());
// prefault: the default is parsed like a given value, so transforms (booleans) apply to it too.
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyAsUnset, schema.prefault(fallback as never));

/** One address (203.0.113.7, 2001:db8::1) or range (10.0.0.0/8, 2001:db8::/32). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which X-Forwarded-For hops to believe. A count of proxies in front of the server
 * (the client is the address the outermost of them appended), or the proxies' addresses; never
 * "every hop", which would let a client write its own address (docs/decisions/024).
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    const word = value.toLowerCase();
    if (['false', 'no', 'off', '0'].includes(word)) return false;
    if (['true', 'yes', 'on'].includes(word)) {
      context.addIssue({
        code: 'custom',
        message:
          'true is refused: it believes every X-Forwarded-For hop, so any client could write its own address there and escape every per-address limit; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(word)) return Number(word);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a number of proxies (e.g. 1) or a comma-separated list of their IP addresses or CIDR ranges; not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * BUSINESS_ADDRESS's development value (.env.example's): a made-up address, so emails, the Terms
 * and receipts read as they will; production refuses to start with it.
 */
export const DEVELOPMENT_BUSINESS_ADDRESS =
  'Lumina Psychics inc.; 1234, rue Saint-Denis, bureau 500; Montréal; QC; H2X 1Y4';

const businessAddressForm =
  'must be the legal name, street address, city, province code and postal code, separated by semicolons';

/**
 * BUSINESS_ADDRESS: "legal name; street address; city; province; postal code", e.g. the
 * development value above. Each language writes the city line in its own postal form
 * (src/shared/format/postal-address.ts), so the operator writes the parts once.
 */
const BusinessAddressSchema = z.string().transform((value, context): PostalAddress => {
  const parts = value.split(';').map((part) => part.trim());
  const [legalName = '', street = '', city = '', province = '', postalCode = ''] = parts;
  const problems: string[] = [];
  if (parts.length !== 5 || parts.some((part) => part === '')) {
    problems.push(`${businessAddressForm} (five parts), e.g. "${DEVELOPMENT_BUSINESS_ADDRESS}"`);
  } else {
    if (!(provinceCodes as string[]).includes(province.toUpperCase())) {
      problems.push(
        `the province must be a two-letter code (${provinceCodes.join(', ')}), not "${province}"`,
      );
    }
    if (!/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(postalCode)) {
      problems.push(`the postal code must read like H2X 1Y4, not "${postalCode}"`);
    }
  }
  for (const message of problems) context.addIssue({ code: 'custom', message });
  if (problems.length > 0) return z.NEVER;
  const code = postalCode.toUpperCase().replace(' ', '');
  return {
    legalName,
    street,
    city,
    province: province.toUpperCase() as PostalAddress['province'],
    postalCode: `${code.slice(0, 3)} ${code.slice(3)}`,
  };
});

/** The development address in parts, as the schema reads it (production refuses it). */
export const developmentBusinessAddress: PostalAddress = BusinessAddressSchema.parse(
  DEVELOPMENT_BUSINESS_ADDRESS,
);

/**
 * PAYMENT_METHODS: what the purchase page offers, e.g. "interac" or "paypal,interac". Unset
 * offers both; set but naming none (an empty value) is refused rather than read as unset: a
 * shop without a way to pay is a mistake, not a default.
 */
const PaymentMethodsSchema = z
  .string()
  .optional()
  .transform((value, context): PaymentMethod[] => {
    if (value === undefined) return [...paymentMethods];
    const named = value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== '');
    const unknown = named.filter((entry) => !(paymentMethods as readonly string[]).includes(entry));
    if (named.length === 0 || unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must name one or both of ${paymentMethods.join(', ')}, separated by commas (leave it unset for both)${unknown.length > 0 ? `; not ${unknown.map((entry) => JSON.stringify(entry)).join(', ')}` : ''}`,
      });
      return z.NEVER;
    }
    return paymentMethods.filter((method) => named.includes(method));
  });

const EnvSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  HOST: withDefault(z.string().min(1), 'localhost'),
  PORT: withDefault(
    z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535),
    '3000',
  ),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)'),
  ),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  WEB_DIR: withDefault(z.string().min(1), './dist/web'),
  // Unset: demo outside production, none in production (configFrom below).
  SEED: optional(z.enum(['demo', 'none'])),
  // A test deployment: production accepts the stand-ins, the dev outbox and the demo data, and
  // every page says it is a test (docs/decisions/024).
  STAGING: withDefault(booleanFromString, 'false'),
  PAYMENT_METHODS: PaymentMethodsSchema,
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  TRUST_PROXY: withDefault(TrustProxySchema, 'false'),
  // GET /metrics answers only with `Authorization: Bearer <this>`; unset, it answers 404
  // (docs/decisions/040). Long and random in every environment: it is the only lock.
  METRICS_TOKEN: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9._~+/-]{32,}=*$/,
        'must be at least 32 characters of letters, digits and . _ ~ + / - (e.g. `openssl rand -hex 32`)',
      ),
  ),
  BRAND_NAME: withDefault(z.string().min(1).max(80), 'Lumina Psychics'),
  // The brand written as the phone line's French voice must say it (an English brand respelled,
  // e.g. "Lumina Saïkiks"); unset: BRAND_NAME as written.
  BRAND_NAME_SPOKEN_FR: optional(z.string().min(1).max(80)),
  SERVICE_PHONE: withDefault(
    z.string().regex(/^[0-9+() -]{7,20}$/, 'must be a phone number such as 1-888-555-0142'),
    '1-888-555-0142',
  ),
  SUPPORT_EMAIL: withDefault(
    z.email({ message: 'must be an email address' }),
    'support@lumina-psychics.example',
  ),
  THEME_MODE: withDefault(z.enum(themeModes), 'halloween'),
  WIN_CREDITS_ENABLED: withDefault(booleanFromString, 'true'),
  EXPERT_APPLICATION_URL: optional(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }),
  ),
  // Third-party scripts, loaded only when configured (and analytics only after cookie consent).
  TAG_MANAGER_ID: optional(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')),
  CHAT_WIDGET_URL: optional(z.url({ protocol: /^https$/, message: 'must be an https:// URL' })),
  SOCIAL_FACEBOOK_URL: optional(z.url({ protocol: /^https$/, message: 'must be an https:// URL' })),
  SOCIAL_TWITTER_URL: optional(z.url({ protocol: /^https$/, message: 'must be an https:// URL' })),
  SOCIAL_INSTAGRAM_URL: optional(
    z.url({ protocol: /^https$/, message: 'must be an https:// URL' }),
  ),
  // Email: SMTP when SMTP_URL is set, otherwise the dev outbox.
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }),
  ),
  MAIL_FROM: optional(z.string().min(3).max(200)),
  // SMS: Twilio's Messages API when the account, token and sender are all set, otherwise the
  // dev outbox. The phone line (Twilio Voice) is real when the account and token are set; its
  // webhooks are always signed with the token (the development token when unset).
  TWILIO_ACCOUNT_SID: optional(
    z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC followed by 32 hex digits'),
  ),
  TWILIO_AUTH_TOKEN: optional(z.string().min(8)),
  TWILIO_SMS_FROM: optional(
    z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15145550199'),
  ),
  TWILIO_API_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.twilio.com'),
  // Daily horoscopes from a horoscope-app-api deployment (https://…, no key); unset: the
  // built-in daily readings, so nothing needs the internet.
  HOROSCOPE_API_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  // PayPal Orders v2: real when the client id and secret are set; otherwise the local stand-in
  // served under /sim/paypal (the same client code, pointed at it).
  PAYPAL_CLIENT_ID: optional(z.string().min(8)),
  PAYPAL_CLIENT_SECRET: optional(z.string().min(8)),
  // Unset: PayPal's live API in production, its sandbox elsewhere.
  PAYPAL_API_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  PAYPAL_SDK_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://www.paypal.com/sdk/js'),
  PAYPAL_WEBHOOK_ID: optional(z.string().min(4)),
  // Interac through Gigadat: real when the tokens and campaign are set; otherwise the local
  // stand-in under /sim/interac.
  GIGADAT_ACCESS_TOKEN: optional(z.string().min(4)),
  GIGADAT_SECURITY_TOKEN: optional(z.string().min(4)),
  GIGADAT_CAMPAIGN_ID: optional(z.string().min(1)),
  GIGADAT_API_BASE_URL: withDefault(
    z.url({ protocol: /^https?$/ }),
    'https://interac.express-connect.com',
  ),
  // Unset: false in production, true elsewhere.
  GIGADAT_SANDBOX: optional(booleanFromString),
  // What every receipt shows (Revenu Québec: both registration numbers on invoices of $30+).
  GST_REGISTRATION_NUMBER: withDefault(z.string().min(5).max(40), '123456789 RT0001'),
  QST_REGISTRATION_NUMBER: withDefault(z.string().min(5).max(40), '1234567890 TQ0001'),
  // The legal name and mailing address every email, the Terms, receipts and the footer show.
  BUSINESS_ADDRESS: withDefault(BusinessAddressSchema, DEVELOPMENT_BUSINESS_ADDRESS),
  // The dev outbox (/api/dev/outbox) shows simulated messages, codes included. It is on in
  // development when a provider is simulated, and off in production, where asking for it is
  // refused unless STAGING=true.
  DEV_OUTBOX: optional(booleanFromString),
});

/** The environment's values as read, before the defaults that depend on NODE_ENV. */
export type EnvValues = z.output<typeof EnvSchema>;

export const PAYPAL_LIVE_API_BASE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_API_BASE_URL = 'https://api-m.sandbox.paypal.com';

/**
 * The whole configuration, in the shape the code reads: what configFrom (below) builds from the
 * environment's values. The shape is written once, there, with what each setting means.
 */
export type Config = ReturnType<typeof configFrom>;

/**
 * The token that signs the phone line's webhooks when TWILIO_AUTH_TOKEN is unset: .env.example's
 * value, so `npm run call` and the server agree without configuration. A real line sets its own.
 */
export const DEVELOPMENT_TWILIO_AUTH_TOKEN = 'dev-twilio-auth-token';
/** The account the simulated line's call records belong to. */
export const SIMULATED_TWILIO_ACCOUNT_SID = 'AC00000000000000000000000000000000';
/** The PayPal stand-in's webhook, its id in PayPal's format (letters and digits). */
export const SIMULATED_PAYPAL_WEBHOOK_ID = 'SIMULATEDWEBHOOK1';

/** '1-888-555-0142' → '+18885550142'; a number outside North America keeps its own digits. */
function serviceNumberE164(phone: string): string {
  return toE164(phone) ?? `+${phone.replace(/\D/g, '')}`;
}

// These two read only the settings they name (not Config, which configFrom builds with them).

/** SMS go through Twilio only when everything it needs is configured. */
export function smsIsSimulated(config: {
  twilio: { accountSid?: string; authToken?: string; smsFrom?: string };
}): boolean {
  const { accountSid, authToken, smsFrom } = config.twilio;
  return !(accountSid && authToken && smsFrom);
}

export function emailIsSimulated(config: { email: { smtpUrl?: string } }): boolean {
  return config.email.smtpUrl === undefined;
}

/**
 * Whether this process may serve the providers' stand-ins (/sim/...) and the dev outbox: never in
 * production, unless STAGING=true says it is a test deployment. The registrations ask this
 * themselves, so a production server never mounts them whatever else its configuration says.
 */
export function mayServeSimulations(config: Pick<Config, 'env' | 'staging'>): boolean {
  return config.env !== 'production' || config.staging;
}

/** Whether the purchase page offers `method` and the server accepts orders paid with it. */
export function offersPaymentMethod(
  config: Pick<Config, 'paymentMethods'>,
  method: PaymentMethod,
): boolean {
  return config.paymentMethods.includes(method);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface ParseOptions {
  /**
   * 'server' (the default): a process that serves the site, held to every production refusal
   * (production-refusals.ts). 'operator-tool': `npm run admin` and `npm run call`, which serve
   * nothing (no stand-in, no outbox, no seeding) and send no message: only the form of each
   * value is checked, so an operator's shell on a production machine need not hold the
   * providers' secrets (docs/decisions/024).
   */
  role?: 'server' | 'operator-tool';
}

/**
 * The configuration from the environment. Throws a ConfigError listing every value of the wrong
 * form; once every value has its form, every production refusal is listed at once.
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  options: ParseOptions = {},
): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
      ),
    );
  }
  const config = configFrom(result.data);
  if ((options.role ?? 'server') === 'server') {
    const problems = productionRefusals(config, result.data);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  return config;
}

/**
 * The configuration from the environment's values as EnvSchema read them, with the defaults that
 * depend on NODE_ENV. Its result's type is Config: each setting is written here, once.
 */
function configFrom(e: EnvValues) {
  const production = e.NODE_ENV === 'production';
  const email = {
    /** Unset: simulated, messages go to the dev outbox. */
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? `${e.BRAND_NAME} <no-reply@lumina-psychics.example>`,
  };
  const twilio = {
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    smsFrom: e.TWILIO_SMS_FROM,
    apiBaseUrl: e.TWILIO_API_BASE_URL.replace(/\/+$/, ''),
  };
  const anySimulated = emailIsSimulated({ email }) || smsIsSimulated({ twilio });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const voiceSimulated = !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN);
  const voice = {
    /** No Twilio account configured: calls are played by `npm run call` and the tests. */
    simulated: voiceSimulated,
    accountSid: e.TWILIO_ACCOUNT_SID ?? SIMULATED_TWILIO_ACCOUNT_SID,
    /** Signs and checks every webhook (X-Twilio-Signature). */
    authToken: e.TWILIO_AUTH_TOKEN ?? DEVELOPMENT_TWILIO_AUTH_TOKEN,
    /** Twilio's REST API, or the stand-in's Calls resource under PUBLIC_URL/sim/twilio. */
    apiBaseUrl: voiceSimulated ? `${publicUrl}/sim/twilio` : twilio.apiBaseUrl,
    /** SERVICE_PHONE in E.164: the caller id advisors see (never the customer's number). */
    serviceNumber: serviceNumberE164(e.SERVICE_PHONE),
    /** The brand as the French voice says it (BRAND_NAME_SPOKEN_FR, else BRAND_NAME). */
    frenchBrandName: e.BRAND_NAME_SPOKEN_FR ?? e.BRAND_NAME,
  };
  const paypalSimulated = !(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET);
  const paypal = paypalSimulated
    ? {
        simulated: true,
        clientId: 'sim-paypal-client-id',
        clientSecret: 'sim-paypal-client-secret',
        apiBaseUrl: `${publicUrl}/sim/paypal`,
        sdkUrl: '/sim/paypal/sdk/js',
        webhookId: SIMULATED_PAYPAL_WEBHOOK_ID,
      }
    : {
        /** True when no credentials are set: the client talks to our own /sim/paypal stand-in. */
        simulated: false,
        clientId: e.PAYPAL_CLIENT_ID as string,
        clientSecret: e.PAYPAL_CLIENT_SECRET as string,
        /** Orders v2 REST base, without a trailing slash. */
        apiBaseUrl: (
          e.PAYPAL_API_BASE_URL ??
          (production ? PAYPAL_LIVE_API_BASE_URL : PAYPAL_SANDBOX_API_BASE_URL)
        ).replace(/\/+$/, ''),
        /** Where the browser loads the JS SDK (the stand-in's in simulated mode). */
        sdkUrl: e.PAYPAL_SDK_URL,
        /** Unset: webhooks cannot be verified, so they are refused (simulated mode verifies its own). */
        webhookId: e.PAYPAL_WEBHOOK_ID,
      };
  const gigadatSimulated = !(
    e.GIGADAT_ACCESS_TOKEN &&
    e.GIGADAT_SECURITY_TOKEN &&
    e.GIGADAT_CAMPAIGN_ID
  );
  const gigadat = gigadatSimulated
    ? {
        simulated: true,
        accessToken: 'sim-gigadat-access',
        securityToken: 'sim-gigadat-security',
        campaignId: 'sim-campaign',
        apiBaseUrl: `${publicUrl}/sim/interac`,
        sandbox: true,
      }
    : {
        simulated: false,
        accessToken: e.GIGADAT_ACCESS_TOKEN as string,
        securityToken: e.GIGADAT_SECURITY_TOKEN as string,
        campaignId: e.GIGADAT_CAMPAIGN_ID as string,
        apiBaseUrl: e.GIGADAT_API_BASE_URL.replace(/\/+$/, ''),
        sandbox: e.GIGADAT_SANDBOX ?? !production,
      };
  return {
    env: e.NODE_ENV,
    /**
     * STAGING=true: a test deployment. In production it may use stand-ins, sandboxes, the dev
     * outbox and the demo data; in any environment every page shows the test-mode band.
     */
    staging: e.STAGING,
    /** What the purchase page offers and the server accepts orders for (PAYMENT_METHODS). */
    paymentMethods: e.PAYMENT_METHODS,
    host: e.HOST,
    port: e.PORT,
    /** The address outside services (and emails) use to reach us, without a trailing slash. */
    publicUrl,
    /** Unset: embedded SQLite under dataDir. */
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    /** The built web app (`npm run build:web`), served with history fallback. */
    webDir: e.WEB_DIR,
    seed: e.SEED ?? (production ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL,
    /**
     * Behind a load balancer: the number of proxies in front of the server, or their addresses,
     * whose X-Forwarded-* headers are believed (Fastify's trustProxy); false: none.
     */
    trustProxy: e.TRUST_PROXY,
    /** The bearer token GET /metrics asks for; unset: /metrics answers 404 and nothing is counted. */
    metricsToken: e.METRICS_TOKEN,
    brandName: e.BRAND_NAME,
    servicePhone: e.SERVICE_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    themeMode: e.THEME_MODE,
    winCreditsEnabled: e.WIN_CREDITS_ENABLED,
    expertApplicationUrl: e.EXPERT_APPLICATION_URL,
    tagManagerId: e.TAG_MANAGER_ID,
    chatWidgetUrl: e.CHAT_WIDGET_URL,
    socialLinks: {
      facebook: e.SOCIAL_FACEBOOK_URL,
      twitter: e.SOCIAL_TWITTER_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
    },
    email,
    twilio,
    /** The phone line (Twilio Programmable Voice; docs/contracts.md "Phone line"). */
    voice,
    horoscope: {
      /** A horoscope-app-api deployment, without a trailing slash; unset: the built-in readings. */
      apiUrl: e.HOROSCOPE_API_URL?.replace(/\/+$/, ''),
    },
    /** Whether /api/dev/outbox and /dev/outbox answer (they list only simulated channels). */
    devOutboxEnabled: anySimulated && (e.DEV_OUTBOX ?? !production),
    paypal,
    gigadat,
    business: {
      gstRegistrationNumber: e.GST_REGISTRATION_NUMBER,
      qstRegistrationNumber: e.QST_REGISTRATION_NUMBER,
      /** The legal name and mailing address, in parts (BUSINESS_ADDRESS). */
      address: e.BUSINESS_ADDRESS,
    },
  };
}

/** The allow-listed part of the configuration the browser may see (GET /api/config). */
export function publicConfig(config: Config): PublicConfig {
  return {
    brandName: config.brandName,
    servicePhone: config.servicePhone,
    supportEmail: config.supportEmail,
    businessAddress: config.business.address,
    themeMode: config.themeMode,
    winCreditsEnabled: config.winCreditsEnabled,
    expertApplicationUrl: config.expertApplicationUrl ?? null,
    tagManagerId: config.tagManagerId ?? null,
    paypal: {
      clientId: config.paypal.clientId,
      sdkBaseUrl: config.paypal.simulated ? config.paypal.sdkUrl : null,
    },
    paymentMethods: [...config.paymentMethods],
    testMode: config.staging,
    chatWidgetUrl: config.chatWidgetUrl ?? null,
    socialLinks: {
      facebook: config.socialLinks.facebook ?? null,
      twitter: config.socialLinks.twitter ?? null,
      instagram: config.socialLinks.instagram ?? null,
    },
  };
}
