// The outside services the app talks to, each behind a port with a real client and a faithful
// local simulator (DESIGN.md §5). Payments and telephony join this record as their features land.
import { emailIsSimulated, smsIsSimulated, type Config } from '../config.ts';
import type { EmailSender } from './email/port.ts';
import { createSimulatedEmailSender } from './email/simulated-email-sender.ts';
import { createSmtpEmailSender } from './email/smtp-email-sender.ts';
import { createBuiltInHoroscopeSource } from './horoscope/built-in-source.ts';
import { createHoroscopeAppApiSource } from './horoscope/horoscope-app-api-source.ts';
import type { HoroscopeSource } from './horoscope/port.ts';
import type { SmsSender } from './sms/port.ts';
import { createSimulatedSmsSender } from './sms/simulated-sms-sender.ts';
import { createTwilioSmsSender } from './sms/twilio-sms-sender.ts';

export interface Providers {
  email: EmailSender;
  sms: SmsSender;
  horoscope: HoroscopeSource;
}

/** Where createProviders says which mode each channel uses (pino and Fastify loggers fit). */
export interface ProvidersLogger {
  info(details: object, message: string): void;
}

/** Every provider simulated: development without configuration, and the tests. */
export function createSimulatedProviders(): Providers {
  return {
    email: createSimulatedEmailSender(),
    sms: createSimulatedSmsSender(),
    horoscope: createBuiltInHoroscopeSource(),
  };
}

/**
 * The real client of each provider whose credentials are configured, the simulator otherwise
 * (docs/decisions/003). Logs the choice, never the credentials.
 */
export function createProviders(
  config: Pick<Config, 'email' | 'twilio' | 'horoscope'>,
  options: { logger?: ProvidersLogger } = {},
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
    sms = createTwilioSmsSender({ accountSid, authToken, from: smsFrom, apiBaseUrl });
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
    horoscope = createHoroscopeAppApiSource({ baseUrl: apiUrl });
    logger?.info(
      { channel: 'horoscope', mode: horoscope.mode, apiHost: new URL(apiUrl).host },
      'daily horoscopes come from horoscope-app-api, with the built-in readings when it fails',
    );
  }
  return { email, sms, horoscope };
}
