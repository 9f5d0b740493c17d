// The abuse sweep (docs/security.md): every route the app answers — read
// from the app itself, so a new route is swept without being listed — receives malformed JSON,
// non-objects, bytes that are not UTF-8, an oversized body, the wrong content type, each field
// missing, of the wrong type and full of odd text, and an extra field; every path parameter
// gets plausible and absurd values, and every route hostile query strings; all of it signed in
// as a customer and anonymously. Each answer must be below 500, free of stack traces, paths
// and exception names, in its route's error envelope, and a clear 4xx where the request is
// plainly wrong. Failures are collected and reported together, one line per request.
import type { LightMyRequestResponse } from 'fastify';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '#server/db/seed/index.ts';
import {
  SESSION_COOKIE,
  seedCustomer,
  signIn,
  type TestCustomer,
} from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bodyVariants, type BodyVariant } from './support/body-variants.ts';
import {
  discoverRoutes,
  fillPath,
  pathParameters,
  type DiscoveredRoute,
} from './support/discover-routes.ts';
import { absurdPathValues, hostileQueries, plausiblePathValue } from './support/hostile-inputs.ts';
import { answerProblems, isOurs, routeKindOf, type RouteKind } from './support/response-checks.ts';
import {
  routeKey,
  sampleRequests,
  standInReadHeaders,
  type SampleContext,
  type SampleRequest,
} from './support/sample-requests.ts';

const customerPhone = '5145550177';
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let routes: DiscoveredRoute[];
let context: SampleContext;
let samples: Record<string, SampleRequest>;
let customer: TestCustomer;
let session: string | null = null;

/**
 * Each request comes from an address of its own, so the per-address abuse limits do not turn
 * the rest of the sweep into 429s before the odd input reaches the code behind them.
 */
let requestCount = 0;
function nextAddress(): string {
  requestCount += 1;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
}

async function paypalBearerToken(app: TestApp): Promise<string> {
  const { clientId, clientSecret } = app.config.paypal;
  const res = await app.app.inject({
    method: 'POST',
    url: '/sim/paypal/v1/oauth2/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  return res.json<{ access_token: string }>().access_token;
}

beforeAll(async () => {
  t = await createTestApp();
  // Advisors, this week's tarot game and the coupons, so routes reach their real work.
  await seedDemoData(t.database, { clock: t.clock });
  customer = await seedCustomer(t, {
    email: 'swept@example.com',
    name: 'Swept Customer',
    phones: [customerPhone],
  });
  routes = await discoverRoutes(t.app);
  context = { config: t.config, paypalBearer: await paypalBearerToken(t), customerPhone };
  samples = sampleRequests(context);
}, 30_000);

afterAll(async () => {
  await t.close();
});

type Identity = 'anonymous' | 'signed in';

/** The customer's session, signed in again whenever a swept route ended it (sign-out). */
async function sessionFor(identity: Identity): Promise<string | null> {
  if (identity === 'anonymous') return null;
  if (session !== null) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { [SESSION_COOKIE]: session },
    });
    if (res.json<{ user: unknown }>().user !== null) return session;
  }
  session = await signIn(t, customer);
  return session;
}

function plausiblePath(url: string): string {
  return fillPath(
    url,
    Object.fromEntries(pathParameters(url).map((name) => [name, plausiblePathValue(name)])),
  );
}

function twilioSignature(path: string, form: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(
    t.config.voice.authToken,
    `${t.config.publicUrl}${path}`,
    form,
  );
}

interface SweepRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

async function send(request: SweepRequest, cookie: string | null) {
  return t.app.inject({
    method: request.method as 'GET',
    url: request.path,
    headers: request.headers,
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(cookie === null ? {} : { cookies: { [SESSION_COOKIE]: cookie } }),
  });
}

/** Provider callbacks and stand-ins never read a session: sweeping them once is enough. */
function sweptAs(identity: Identity, route: DiscoveredRoute): boolean {
  return identity === 'anonymous' || routeKindOf(route.url) === 'api';
}

/** Whether the status fits what the variant deserves on this kind of route. */
function statusProblem(
  kind: RouteKind,
  expectation: BodyVariant['expect'],
  res: LightMyRequestResponse,
): string | null {
  const status = res.statusCode;
  // The stand-ins answer as their provider would (PayPal's refuses anything malformed with 400).
  if (!isOurs(kind)) return null;
  // Too large: 413, or 401 from a route that asks who is sending before it reads a body (the
  // back office's uploads, so a visitor cannot make the server read 10 MB to be refused).
  if (expectation === 'too large') {
    return status === 413 || status === 401 ? null : `answered ${status}, not 413 or 401`;
  }
  if (kind === 'phone-line' && expectation === 'unsigned') {
    return status === 403 ? null : `answered ${status} without a Twilio signature, not 403`;
  }
  if (kind === 'interac-postback') return status === 200 ? null : `answered ${status}, not OK`;
  // TwiML, if only the empty `<Response/>` a status callback gets.
  if (kind === 'phone-line' && status === 200 && !/<Response[\s/>]/.test(res.body)) {
    return 'answered 200 without TwiML';
  }
  if (kind === 'api' && expectation === 'refused' && (status < 400 || status >= 500)) {
    return `accepted a wrong request (${status})`;
  }
  return null;
}

function describeFailure(
  identity: Identity,
  request: SweepRequest,
  what: string,
  problems: string[],
) {
  return `${identity} ${request.method} ${request.path.slice(0, 80)} [${what}]: ${problems.join('; ')}`;
}

async function sweepBodies(identity: Identity): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    if (!bodyMethods.has(route.method) || !sweptAs(identity, route)) continue;
    const sample = samples[routeKey(route.method, route.url)];
    if (!sample) continue; // Reported by the catalogue test below.
    const kind = routeKindOf(route.url);
    const path = plausiblePath(route.url);
    const cookie = await sessionFor(identity);
    for (const variant of bodyVariants(sample)) {
      const headers: Record<string, string> = {
        ...sample.headers,
        'content-type': variant.contentType,
      };
      if (sample.signedByTwilio && variant.expect !== 'unsigned') {
        headers['x-twilio-signature'] = twilioSignature(path, variant.form ?? {});
      }
      const request = { method: route.method, path, headers, payload: variant.payload };
      const res = await send(request, cookie);
      const problems = answerProblems(kind, res);
      const status = statusProblem(kind, variant.expect, res);
      if (status) problems.push(status);
      if (problems.length > 0)
        failures.push(describeFailure(identity, request, variant.name, problems));
    }
  }
  return failures;
}

async function sweepPathsAndQueries(identity: Identity): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    if (!sweptAs(identity, route)) continue;
    const kind = routeKindOf(route.url);
    const cookie = await sessionFor(identity);
    const sample = samples[routeKey(route.method, route.url)];
    const headers: Record<string, string> = {
      ...(route.method === 'GET' ? standInReadHeaders(route.url, context) : sample?.headers),
    };
    const paths: [string, string, BodyVariant['expect']][] = [];
    for (const name of pathParameters(route.url)) {
      for (const [valueName, value] of Object.entries(absurdPathValues)) {
        const values = Object.fromEntries(
          pathParameters(route.url).map((other) => [other, plausiblePathValue(other)]),
        );
        // Our own routes must refuse an absurd identifier; the stand-ins answer as they see fit.
        paths.push([
          fillPath(route.url, { ...values, [name]: value }),
          `${name} ${valueName}`,
          'refused',
        ]);
      }
    }
    for (const [queryName, query] of Object.entries(hostileQueries)) {
      paths.push([`${plausiblePath(route.url)}${query}`, `query ${queryName}`, 'no server error']);
    }
    for (const [path, what, expectation] of paths) {
      const request = { method: route.method, path, headers };
      const res = await send(request, cookie);
      const problems = answerProblems(kind, res);
      // A phone-line request with an unsigned path is refused before any of it is read.
      const status = statusProblem(kind, kind === 'phone-line' ? 'unsigned' : expectation, res);
      if (status) problems.push(status);
      if (problems.length > 0) failures.push(describeFailure(identity, request, what, problems));
    }
  }
  return failures;
}

describe('the abuse sweep over every route', () => {
  it('finds the routes from the app, and has a sample request for each that takes a body', () => {
    const keys = routes.map((route) => routeKey(route.method, route.url));
    // A few of each kind, so a broken discovery cannot pass for an empty app.
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'PATCH /api/me/profile',
        'POST /api/auth/sign-in',
        'POST /api/telephony/voice',
        'POST /api/payments/interac/postback',
        'GET /sim/twilio/2010-04-01/Accounts/:accountSid/Calls/:sid.json',
      ]),
    );
    const withoutSample = routes
      .filter((route) => bodyMethods.has(route.method))
      .map((route) => routeKey(route.method, route.url))
      .filter((key) => samples[key] === undefined);
    expect(withoutSample, 'add these to tests/abuse/support/sample-requests.ts').toEqual([]);
  });

  for (const identity of ['anonymous', 'signed in'] as const) {
    it(`refuses broken bodies with a clear 4xx, never a 5xx or a leak (${identity})`, async () => {
      expect(await sweepBodies(identity)).toEqual([]);
    }, 120_000);

    it(`answers absurd path values and hostile queries without a 5xx or a leak (${identity})`, async () => {
      expect(await sweepPathsAndQueries(identity)).toEqual([]);
    }, 120_000);
  }

  it('answers a method a path does not have with a 404 in the right envelope', async () => {
    const failures: string[] = [];
    // Paths that take a PUT (the language switch) are left out: PUT is their method.
    const takePut = new Set(routes.filter((r) => r.method === 'PUT').map((r) => r.url));
    const paths = [...new Set(routes.map((route) => route.url))].filter((url) => !takePut.has(url));
    for (const url of paths) {
      const request = { method: 'PUT', path: plausiblePath(url), headers: {}, payload: '{}' };
      const res = await send({ ...request, headers: { 'content-type': 'application/json' } }, null);
      const kind = routeKindOf(url);
      const problems = answerProblems(kind, res);
      // A stand-in may ask for its credentials first, as its provider does.
      const refused = isOurs(kind) ? res.statusCode === 404 : res.statusCode >= 400;
      if (!refused) problems.push(`answered ${res.statusCode}`);
      if (problems.length > 0)
        failures.push(describeFailure('anonymous', request, 'PUT', problems));
    }
    expect(failures).toEqual([]);
  });
});
