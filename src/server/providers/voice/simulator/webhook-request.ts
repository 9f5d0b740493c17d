// One request of the call player to our server, made as Twilio makes it: the call's parameters
// form-encoded in a POST (or in the query string of a GET), signed in X-Twilio-Signature over the
// exact URL requested with Twilio's own algorithm (twilio-node's webhooks module), and the answer
// read as TwiML. Every way it can go wrong becomes a CallFailed with a reason the caller of the
// player can act on.
import twilio from 'twilio';
import { callFailed } from './call-failure.ts';
import { parseTwiml, TwimlSyntaxError, type TwimlElement } from './twiml.ts';

export type WebhookMethod = 'GET' | 'POST';

export interface WebhookRequest {
  /** Absolute URL. */
  url: string;
  method: WebhookMethod;
  params: Record<string, string>;
}

export interface WebhookAnswer {
  /** The URL requested (with the query of a GET): relative URLs in the TwiML resolve against it. */
  url: string;
  /** The <Response> element. */
  document: TwimlElement;
  headers: Headers;
}

export interface WebhookTransport {
  authToken: string;
  fetch: typeof fetch;
  /** How long Twilio waits for an answer before giving up on the webhook. */
  timeoutMs: number;
}

/** Twilio gives a webhook 15 s to answer. */
export const twilioWebhookTimeoutMs = 15_000;
const twimlRoot = 'Response';

/** A GET carries the parameters in its query string, which the signature then covers. */
function target(request: WebhookRequest): { url: string; body: URLSearchParams | null } {
  const params = new URLSearchParams(request.params);
  if (request.method === 'POST') return { url: request.url, body: params };
  const url = new URL(request.url);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return { url: url.toString(), body: null };
}

function networkCode(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : '';
}

export async function requestTwiml(
  request: WebhookRequest,
  transport: WebhookTransport,
): Promise<WebhookAnswer> {
  const { url, body } = target(request);
  const signature = twilio.getExpectedTwilioSignature(
    transport.authToken,
    url,
    body ? request.params : {},
  );
  const label = `${request.method} ${url}`;
  let response: Response;
  let text: string;
  try {
    response = await transport.fetch(url, {
      method: request.method,
      headers: {
        'X-Twilio-Signature': signature,
        'User-Agent': 'TwilioProxy/1.1',
        Accept: '*/*',
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw callFailed(
        'timeout',
        `The server did not answer ${label} within ${transport.timeoutMs / 1000} s.`,
      );
    }
    throw callFailed('unreachable', `Cannot reach the server: ${label} (${networkCode(error)}).`);
  }
  if (response.status === 403) {
    throw callFailed(
      'signature-refused',
      `The server refused the call's X-Twilio-Signature (403 to ${label}). The signature is ` +
        'made with TWILIO_AUTH_TOKEN over PUBLIC_URL: the server and the caller must use the same.',
    );
  }
  if (response.status !== 200) {
    throw callFailed('bad-answer', `The server answered ${response.status} to ${label}.`);
  }
  let document: TwimlElement;
  try {
    document = parseTwiml(text);
  } catch (error) {
    if (!(error instanceof TwimlSyntaxError)) throw error;
    throw callFailed('bad-answer', `The answer to ${label} is not TwiML: ${error.message}.`);
  }
  if (document.name !== twimlRoot) {
    throw callFailed(
      'bad-answer',
      `The answer to ${label} is not TwiML: its root is <${document.name}>, not <${twimlRoot}>.`,
    );
  }
  return { url, document, headers: response.headers };
}
