// The real SMS client: Twilio's Messages API over fetch (docs/architecture.md §5.3), no SDK.
// POST {apiBaseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json, Basic auth, form-encoded
// To, From and Body. The base URL is configurable so tests point it at the local stand-in.
import { ProviderError, unreachableError } from '../provider-error.ts';
import type { SmsMessage, SmsSender } from './port.ts';
import {
  providerErrorFromTwilio,
  twilioProvider,
  type TwilioMessageResource,
} from './twilio-rules.ts';

export interface TwilioSmsSenderOptions {
  accountSid: string;
  authToken: string;
  /** Our Twilio number, E.164. */
  from: string;
  /** https://api.twilio.com, without a trailing slash. */
  apiBaseUrl: string;
  /** How long one request may take before it is abandoned (default 10 s). */
  timeoutMs?: number;
  /** fetch by default (createProviders hands one that sends the request id). */
  fetch?: typeof fetch;
}

const defaultTimeoutMs = 10_000;
// Statuses a message can already have when Twilio answers the create call and it has failed.
const failedStatuses = new Set(['failed', 'undelivered', 'canceled']);

export function createTwilioSmsSender(options: TwilioSmsSenderOptions): SmsSender {
  const url = `${options.apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const send = options.fetch ?? fetch;

  return {
    mode: 'twilio',
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unreachable(error, timeoutMs);
      }

      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (!response.ok) throw providerErrorFromTwilio(response.status, null);
        // Twilio took the request but the answer was cut or garbled: the message may be on its
        // way, so repeating it could send it twice.
        throw new ProviderError(twilioProvider, 'Twilio answered with an unreadable body', {
          retryable: false,
          status: response.status,
          cause: error,
        });
      }
      if (!response.ok) throw providerErrorFromTwilio(response.status, body);

      const resource = body as Partial<TwilioMessageResource>;
      if (typeof resource.sid !== 'string') {
        throw new ProviderError(twilioProvider, 'Twilio answered without a message sid', {
          retryable: false,
          status: response.status,
        });
      }
      if (typeof resource.status === 'string' && failedStatuses.has(resource.status)) {
        throw new ProviderError(
          twilioProvider,
          `Twilio ${resource.error_code ?? resource.status}: ${resource.error_message ?? 'the message failed'}`,
          { retryable: false, code: resource.error_code ?? resource.status },
        );
      }
      return { providerMessageId: resource.sid };
    },
  };
}

function unreachable(error: unknown, timeoutMs: number): ProviderError {
  return unreachableError(twilioProvider, 'Twilio', error, timeoutMs);
}
