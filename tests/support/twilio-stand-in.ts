// A stand-in for Twilio's Messages API on 127.0.0.1 (node:http, a random port): it checks each
// request the way Twilio does (the path's AccountSid is the Basic-auth user, the token is right,
// the body is form-encoded, To and From are E.164, Body is present and at most 1600
// characters, the magic test numbers fail) and answers 201 with a message resource or Twilio's
// error body {code, message, more_info, status}. It records every request, and can be told to
// answer the next ones with 500 or 429, or to be slow, to exercise retries and timeouts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkMessageRequest,
  newMessageSid,
  twilioError,
  type TwilioErrorBody,
} from '#server/providers/sms/twilio-rules.ts';

export interface TwilioStandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw body as received. */
  body: string;
  /** The form fields, when the body was form-encoded. */
  form: Record<string, string>;
}

export interface TwilioStandInMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface TwilioStandIn {
  /** For TWILIO_API_BASE_URL: http://127.0.0.1:<port>. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** Every request, in order, accepted or not. */
  requests: TwilioStandInRequest[];
  /** The messages it accepted. */
  messages: TwilioStandInMessage[];
  /** Answer the next `times` message requests with Twilio's 500 or 429 error. */
  failNext(status: 500 | 429, times?: number): void;
  /** Wait this long before answering the next `times` requests (to exercise client timeouts). */
  delayNext(milliseconds: number, times?: number): void;
  stop(): Promise<void>;
}

export const standInAccountSid = `AC${'0123456789abcdef'.repeat(2)}`;
export const standInAuthToken = 'stand-in-auth-token';

const apiVersionPath = '/2010-04-01/Accounts/';

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: TwilioErrorBody) {
  if (error.status === 401) res.setHeader('WWW-Authenticate', 'Basic realm="Twilio API"');
  sendJson(res, error.status, error);
}

function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1
    ? null
    : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function startTwilioStandIn(
  options: { accountSid?: string; authToken?: string } = {},
): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? standInAccountSid;
  const authToken = options.authToken ?? standInAuthToken;
  const requests: TwilioStandInRequest[] = [];
  const messages: TwilioStandInMessage[] = [];
  const failures: (500 | 429)[] = [];
  const delays: number[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const formEncoded = (req.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      const form = formEncoded ? Object.fromEntries(new URLSearchParams(body)) : {};
      requests.push({ method: req.method ?? '', path, headers: req.headers, body, form });
      const delay = delays.shift() ?? 0;
      const answer = () => handle(req.method ?? '', path, req.headers.authorization, form, res);
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });

  function handle(
    method: string,
    path: string,
    authorization: string | undefined,
    form: Record<string, string>,
    res: ServerResponse,
  ) {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (!path.startsWith(apiVersionPath) || !match || method !== 'POST') {
      return sendError(
        res,
        twilioError(20404, 404, `The requested resource ${path} was not found`),
      );
    }
    const credentials = basicCredentials(authorization);
    if (
      !credentials ||
      credentials.user !== decodeURIComponent(match[1] ?? '') ||
      credentials.user !== accountSid ||
      credentials.password !== authToken
    ) {
      return sendError(
        res,
        twilioError(20003, 401, 'Authenticate', 'Your AccountSid or AuthToken was incorrect.'),
      );
    }
    const failure = failures.shift();
    if (failure === 500) return sendError(res, twilioError(20500, 500, 'Internal Server Error'));
    if (failure === 429) return sendError(res, twilioError(20429, 429, 'Too Many Requests'));

    const refusal = checkMessageRequest({ to: form.To, from: form.From, body: form.Body });
    if (refusal) return sendError(res, refusal);

    const message = {
      sid: newMessageSid(),
      to: form.To ?? '',
      from: form.From ?? '',
      body: form.Body ?? '',
    };
    messages.push(message);
    const now = new Date().toUTCString().replace('GMT', '+0000');
    return sendJson(res, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: message.body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(Math.max(1, Math.ceil(message.body.length / 153))),
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: 'queued',
      subresource_uris: {
        media: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}/Media.json`,
      },
      to: message.to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    messages,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    delayNext(milliseconds, times = 1) {
      for (let i = 0; i < times; i += 1) delays.push(milliseconds);
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
