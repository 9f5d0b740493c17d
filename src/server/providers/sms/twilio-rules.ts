// What Twilio's Messages API accepts and how it refuses, in one place: the simulator applies
// these rules, the test stand-in (tests/support/twilio-stand-in.ts) answers with them, and the
// real client maps the same error bodies to ProviderError. Sources: docs/architecture.md §5
// §3, Twilio's error pages (https://www.twilio.com/docs/errors/<code>) and its test-credential
// magic numbers (https://www.twilio.com/docs/iam/test-credentials).
import { randomBytes } from 'node:crypto';
import { ProviderError } from '../provider-error.ts';

/** Twilio's REST error body (twilio-node `RestException`). */
export interface TwilioErrorBody {
  code: number;
  message: string;
  more_info: string;
  status: number;
  detail?: string;
}

/** The part of Twilio's message resource we read back. */
export interface TwilioMessageResource {
  sid: string;
  status: string;
  to: string;
  from: string;
  body: string;
  error_code: number | null;
  error_message: string | null;
}

export const twilioProvider = 'twilio';

/** Twilio refuses longer bodies with 21617. */
export const smsBodyMaxLength = 1600;

const e164 = /^\+[1-9]\d{1,14}$/;

export function isE164(value: string): boolean {
  return e164.test(value);
}

export function twilioError(
  code: number,
  status: number,
  message: string,
  detail?: string,
): TwilioErrorBody {
  return {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
    ...(detail === undefined ? {} : { detail }),
  };
}

/** A message sid as Twilio makes them: SM followed by 32 hex digits. */
export function newMessageSid(): string {
  return `SM${randomBytes(16).toString('hex')}`;
}

/**
 * Recipients that fail the same way every time with Twilio's test credentials. The simulator
 * fails on them too, so the refusal paths can be tried without a real phone.
 */
export const magicRecipients: Readonly<Record<string, (to: string) => TwilioErrorBody>> = {
  '+15005550001': (to) =>
    twilioError(21211, 400, `The 'To' number ${to} is not a valid phone number.`),
  '+15005550002': (to) =>
    twilioError(21612, 400, `The 'To' phone number: ${to}, is not currently reachable via SMS.`),
  '+15005550003': (to) =>
    twilioError(
      21408,
      400,
      `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.`,
    ),
  '+15005550004': () => twilioError(21610, 400, 'Attempt to send to unsubscribed recipient'),
  '+15005550009': () => twilioError(21614, 400, "'To' number is not a valid mobile number"),
};

/** Twilio's checks of a message request's parameters, in its order; null when it accepts them. */
export function checkMessageRequest(params: {
  to: string | undefined;
  from: string | undefined;
  body: string | undefined;
}): TwilioErrorBody | null {
  const { to, from, body } = params;
  if (!to) return twilioError(21604, 400, "A 'To' phone number is required.");
  if (!isE164(to))
    return twilioError(21211, 400, `The 'To' number ${to} is not a valid phone number.`);
  if (!from) return twilioError(21603, 400, "A 'From' phone number is required.");
  if (!isE164(from)) {
    return twilioError(
      21212,
      400,
      `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`,
    );
  }
  if (!body) return twilioError(21602, 400, 'Message body is required.');
  if (body.length > smsBodyMaxLength) {
    return twilioError(
      21617,
      400,
      `The concatenated message body exceeds the ${smsBodyMaxLength} character limit.`,
    );
  }
  return magicRecipients[to]?.(to) ?? null;
}

function asErrorBody(body: unknown): Partial<TwilioErrorBody> {
  return typeof body === 'object' && body !== null ? (body as Partial<TwilioErrorBody>) : {};
}

/**
 * The ProviderError for an HTTP error answer of Twilio's API. Too many requests (429) and
 * Twilio's own failures (5xx) may pass later; any other refusal (an invalid or unreachable
 * number, bad credentials) will not.
 */
export function providerErrorFromTwilio(httpStatus: number, body: unknown): ProviderError {
  const error = asErrorBody(body);
  const code = typeof error.code === 'number' ? error.code : httpStatus;
  const message = typeof error.message === 'string' ? error.message : `HTTP ${httpStatus}`;
  return new ProviderError(twilioProvider, `Twilio ${code}: ${message}`, {
    retryable: httpStatus === 429 || httpStatus >= 500,
    code,
    status: httpStatus,
  });
}
