// The outside services the app talks to, each behind a port with a real client and a faithful
// local simulator (docs/architecture.md §5).
import type { Clock } from '../clock.ts';
import { emailIsSimulated, parseConfig, smsIsSimulated, type Config } from '../config.ts';
import type { EmailSender } from './email/port.ts';
import { createSimulatedEmailSender } from './email/simulated-email-sender.ts';
import { createSmtpEmailSender } from './email/smtp-email-sender.ts';
import { createBuiltInHoroscopeSource } from './horoscope/built-in-source.ts';
import { createHoroscopeAppApiSource } from './horoscope/horoscope-app-api-source.ts';
import type { HoroscopeSource } from './horoscope/port.ts';
import { createGigadatClient, gigadatClientOptionsFrom } from './gigadat/gigadat-client.ts';
import type { GigadatClient } from './gigadat/port.ts';
import { createPayPalClient } from './paypal/paypal-client.ts';
import type { PayPalClient } from './paypal/port.ts';
import type { SmsSender } from './sms/port.ts';
import { createSimulatedSmsSender } from './sms/simulated-sms-sender.ts';
import { createTwilioSmsSender } from './sms/twilio-sms-sender.ts';
import type { VoiceCallRecords } from './voice/port.ts';
import { createTwilioCallRecords } from './voice/twilio-call-records.ts';
import { fetchWithRequestId, type ProviderCallLogger } from './request-id-fetch.ts';

export interface Providers {
  email: EmailSender;
  sms: SmsSender;
  horoscope: HoroscopeSource;
  paypal: PayPalClient;
  gigadat: GigadatClient;
  /** Twilio's call records, for settling calls whose end-of-call callback never came. */
  voice: VoiceCallRecords;
}

/**
 * How the payment clients reach their provider. Tests pass a fetch that answers requests to
 * PUBLIC_URL (the stand-ins under /sim/...) through the app's `inject`.
 */
export interface PaymentClientOptions {
  fetch?: typeof fetch;
  clock?: Clock;
}

/** Calls carry the id of the request or run making them (request-id-fetch.ts). */
function providerFetch(options: PaymentClientOptions, logger?: Partial<ProviderCallLogger>) {
  return fetchWithRequestId(
    options.fetch,
    logger?.debug ? (logger as ProviderCallLogger) : undefined,
  );
}

type PaymentsConfig = Pick<Config, 'paypal' | 'gigadat' | 'publicUrl' | 'brandName' | 'voice'>;

/**
 * The PayPal and Gigadat clients for this configuration: the real client in both modes, pointed
 * at PayPal and Gigadat, or at our own stand-ins under PUBLIC_URL/sim/... when simulated
 * (docs/decisions/003).
 */
function createPaymentClients(
  config: PaymentsConfig,
  options: PaymentClientOptions & { logger?: Partial<ProviderCallLogger> },
) {
  const { clock } = options;
  const fetch = providerFetch(options, options.logger);
  const paypal = createPayPalClient({
    apiBaseUrl: config.paypal.apiBaseUrl,
    clientId: config.paypal.clientId,
    clientSecret: config.paypal.clientSecret,
    webhookId: config.paypal.webhookId,
    mode: config.paypal.simulated ? 'simulated' : 'paypal',
    brandName: config.brandName,
    fetch,
    ...(clock ? { clock } : {}),
  });
  const gigadat = createGigadatClient({ ...gigadatClientOptionsFrom(config), fetch });
  // The phone line's call records: Twilio, or the stand-in's Calls resource, like the payments.
  const voice = createTwilioCallRecords({
    accountSid: config.voice.accountSid,
    authToken: config.voice.authToken,
    apiBaseUrl: config.voice.apiBaseUrl,
    mode: config.voice.simulated ? 'simulated' : 'twilio',
    fetch,
  });
  return { paypal, gigadat, voice };
}

/** Where createProviders says which mode each channel uses (pino and Fastify loggers fit). */
export interface ProvidersLogger extends Partial<ProviderCallLogger> {
  info(details: object, message: string): void;
}

/**
 * Every provider simulated, as an unconfigured server gets them from createProviders. The
 * payment clients talk to the stand-ins under `publicUrl` (default http://localhost:3000).
 *
 * @internal For the tests and benchmarks.
 */
export function createSimulatedProviders(
  options: PaymentClientOptions & { publicUrl?: string; brandName?: string } = {},
): Providers {
  // The simulated payment settings (stand-in URLs and credentials) exactly as parseConfig
  // gives them when no provider is configured.
  const simulated = parseConfig({
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    ...(options.brandName ? { BRAND_NAME: options.brandName } : {}),
  });
  return {
    email: createSimulatedEmailSender(),
    sms: createSimulatedSmsSender(),
    horoscope: createBuiltInHoroscopeSource(),
    ...createPaymentClients(simulated, options),
  };
}

/**
 * The real client of each provider whose credentials are configured, the simulator otherwise
 * (docs/decisions/003). Logs the choice, never the credentials.
 */
export function createProviders(
  config: Pick<Config, 'email' | 'twilio' | 'horoscope'> & PaymentsConfig,
  options: { logger?: ProvidersLogger } & PaymentClientOptions = {},
): Providers {
  const { logger } = options;
  let email: EmailSender;
  const { smtpUrl } = config.email;
  if (emailIsSimulated(config) || smtpUrl === undefined) {
    email = createSimulatedEmailSender();
    logger?.info(
      { channel: 'email', mode: email.mode },
      'email is simulated (no SMTP_URL): messages appear in the dev outbox at /dev/outbox',
    );
  } else {
    email = createSmtpEmailSender({ smtpUrl, from: config.email.from });
    logger?.info(
      { channel: 'email', mode: email.mode, smtpHost: new URL(smtpUrl).host },
      'email goes out through SMTP',
    );
  }

  let sms: SmsSender;
  const { accountSid, authToken, smsFrom, apiBaseUrl } = config.twilio;
  if (smsIsSimulated(config) || !accountSid || !authToken || !smsFrom) {
    sms = createSimulatedSmsSender(smsFrom ? { from: smsFrom } : {});
    logger?.info(
      { channel: 'sms', mode: sms.mode },
      'SMS are simulated (no Twilio credentials): messages appear in the dev outbox at /dev/outbox',
    );
  } else {
    sms = createTwilioSmsSender({
      accountSid,
      authToken,
      from: smsFrom,
      apiBaseUrl,
      fetch: providerFetch(options, logger),
    });
    logger?.info(
      { channel: 'sms', mode: sms.mode, from: smsFrom, apiBaseUrl },
      "SMS go out through Twilio's Messages API",
    );
  }
  // The built-in readings are the quiet default (nothing to look for elsewhere, unlike a
  // simulated channel's messages in the dev outbox), so only the API is worth a line in the log.
  let horoscope: HoroscopeSource;
  const { apiUrl } = config.horoscope;
  if (apiUrl === undefined) {
    horoscope = createBuiltInHoroscopeSource();
  } else {
    horoscope = createHoroscopeAppApiSource({
      baseUrl: apiUrl,
      fetch: providerFetch(options, logger),
    });
    logger?.info(
      { channel: 'horoscope', mode: horoscope.mode, apiHost: new URL(apiUrl).host },
      'daily horoscopes come from horoscope-app-api, with the built-in readings when it fails',
    );
  }
  // Simulated payments need no line of their own: the purchase page shows the stand-ins'
  // pages, and a real provider is worth saying (without a secret).
  const payments = createPaymentClients(config, options);
  if (!config.paypal.simulated) {
    logger?.info(
      {
        channel: 'paypal',
        mode: payments.paypal.mode,
        apiHost: new URL(config.paypal.apiBaseUrl).host,
      },
      'PayPal payments go to PayPal',
    );
  }
  if (!config.gigadat.simulated) {
    logger?.info(
      {
        channel: 'interac',
        mode: payments.gigadat.mode,
        apiHost: new URL(config.gigadat.apiBaseUrl).host,
      },
      'Interac payments go to Gigadat',
    );
  }
  return { email, sms, horoscope, ...payments };
}
