// What every answer of the app must look like, whatever it was sent: no server error, nothing
// of the server's insides (stack frames, file paths, exception names), and a refusal in the
// envelope its clients read — the product's {"error":{"code","message"}} on our routes, the
// provider's own envelope on a simulated provider's routes (they answer as PayPal, Gigadat and
// Twilio would, so the real clients are tested against the real shapes).
import type { LightMyRequestResponse } from 'fastify';
import { ApiErrorBodySchema, apiErrorCodes } from '#shared/api/error-envelope.ts';

export type RouteKind =
  | 'api'
  | 'phone-line'
  | 'interac-postback'
  | 'paypal-stand-in'
  | 'interac-stand-in'
  | 'twilio-stand-in'
  | 'page';

export function routeKindOf(url: string): RouteKind {
  if (url.startsWith('/api/telephony/')) return 'phone-line';
  // Gigadat is answered OK whatever it posts: the transaction is re-read from Gigadat itself.
  if (url === '/api/payments/interac/postback') return 'interac-postback';
  if (url.startsWith('/api/')) return 'api';
  if (url.startsWith('/sim/paypal/')) return 'paypal-stand-in';
  if (url.startsWith('/sim/interac/')) return 'interac-stand-in';
  if (url.startsWith('/sim/twilio/')) return 'twilio-stand-in';
  return 'page';
}

/** Traces of the server's insides an answer must never carry. */
const leaks: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>]+ \(|\bat (?:file:\/\/|\/|node:)\S+:\d+:\d+/],
  ['a source file path', /(?:\/work\/|\/src\/server\/|node_modules|\.ts:\d+)/],
  ['an exception name', /\b(?:Type|Reference|Syntax|Range|Sqlite|Database)?Error: /],
  [
    'a database message',
    /\b(?:SQLITE_\w+|violates (?:unique|foreign key|not-null)|relation "\w+")/,
  ],
];

function isJson(res: LightMyRequestResponse): boolean {
  return /^application\/json/.test(String(res.headers['content-type'] ?? ''));
}

function jsonOf(res: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(res.body) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function productEnvelopeProblem(res: LightMyRequestResponse): string | null {
  const parsed = ApiErrorBodySchema.safeParse(jsonOf(res));
  if (!isJson(res) || !parsed.success) return 'not the product error envelope';
  const { code, message } = parsed.data.error;
  if (!(apiErrorCodes as readonly string[]).includes(code)) return `unknown code ${code}`;
  return message.trim() === '' ? 'an empty message' : null;
}

/** The provider's own error body, as each stand-in answers its API's refusals. */
function isProviderEnvelope(kind: RouteKind, body: unknown): boolean {
  if (!isRecord(body)) return false;
  switch (kind) {
    case 'paypal-stand-in':
      // REST refusals are {name, message, debug_id}; the OAuth endpoint's {error, error_description}.
      return (
        (typeof body.name === 'string' && typeof body.message === 'string') ||
        (typeof body.error === 'string' && typeof body.error_description === 'string')
      );
    case 'interac-stand-in':
      return typeof body.err === 'string';
    case 'twilio-stand-in':
      return (
        typeof body.code === 'number' &&
        typeof body.message === 'string' &&
        typeof body.status === 'number'
      );
    default:
      return false;
  }
}

/** Why a refusal's body is not in the envelope this kind of route answers with, or null. */
function envelopeProblem(kind: RouteKind, res: LightMyRequestResponse): string | null {
  switch (kind) {
    case 'api':
    case 'phone-line':
    case 'interac-postback':
      return productEnvelopeProblem(res);
    case 'paypal-stand-in':
    case 'interac-stand-in':
    case 'twilio-stand-in':
      // The buyer's pages on a stand-in are HTML. A URL refused before routing (broken
      // percent-encoding, an unknown path) gets the app's own envelope: Fastify answers it
      // before the stand-in's scope is reached.
      if (!isJson(res)) return null;
      if (isProviderEnvelope(kind, jsonOf(res))) return null;
      return productEnvelopeProblem(res) === null ? null : `not the ${kind}'s error envelope`;
    case 'page':
      return null;
  }
}

/** The routes whose refusals follow the product's rules, not a simulated provider's. */
export const isOurs = (kind: RouteKind) =>
  kind === 'api' || kind === 'phone-line' || kind === 'interac-postback';

/** Everything wrong with an answer, as short sentences (empty when it is fine). */
export function answerProblems(kind: RouteKind, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  for (const [what, pattern] of leaks) {
    if (pattern.test(res.body)) problems.push(`the body shows ${what}`);
  }
  if (res.statusCode >= 400) {
    const problem = envelopeProblem(kind, res);
    if (problem) problems.push(`the ${res.statusCode} body is ${problem}`);
  }
  return problems;
}
