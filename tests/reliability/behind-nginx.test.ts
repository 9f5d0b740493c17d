// The deployment of docs/operations.md, for real: nginx with the shipped site configuration
// (deploy/nginx/lumina.conf) terminating TLS in front of two production-mode server processes
// (STAGING=true, PayPal pointed at the stand-in with test credentials) on one PostgreSQL. A
// customer's whole journey goes through nginx over HTTPS only: sign-up, the confirmation email,
// sign-in, a PayPal purchase, a phone number, a call signed by Twilio for the public https
// address. Each instance is stopped (SIGTERM, as a rolling restart stops it) in the middle of it,
// and nothing is lost. Last, a client's forged X-Forwarded-For does not take it past the sign-in
// limit: nginx appends the address it sees, and TRUST_PROXY=1 reads that one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DevOutboxResponse } from '#shared/api/dev-outbox.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { uniquePhone } from './support/customers.ts';
import { balanceProblems, creditsOf, ledgerOf } from './support/ledger-audit.ts';
import { prepareNginx, type Fetch, type Nginx } from './support/nginx.ts';
import { callAdvisor, endCall, newCallSid, type LineAccess } from './support/phone-line.ts';
import { startTwoInstances, type TwoInstances } from './support/two-instances.ts';
import { waitFor } from './support/wait-for.ts';

/** The line's token: production refuses the public development one, staging included. */
const twilioAuthToken = 'behind-nginx-twilio-token';
/** Metrics are on, so that nginx's refusal of /metrics is what keeps them from the outside. */
const metricsToken = 'behind-nginx-metrics-token-0123456789abcdef';

let nginx: Nginx | undefined;
let cluster: TwoInstances | undefined;

beforeAll(async () => {
  nginx = await prepareNginx();
  cluster = await startTwoInstances({
    publicUrl: nginx.httpsUrl,
    fetch: nginx.fetch,
    env: {
      NODE_ENV: 'production',
      STAGING: 'true',
      // Email and SMS are simulated on staging; their messages are read from the dev outbox.
      DEV_OUTBOX: 'true',
      TWILIO_AUTH_TOKEN: twilioAuthToken,
      METRICS_TOKEN: metricsToken,
      // One proxy in front: the client is the address nginx appended. (Trusting nginx by its
      // address, 127.0.0.1, would here trust the test's own hop too: it runs on that address.)
      TRUST_PROXY: '1',
      // The servers' own calls to PUBLIC_URL (the line's stand-in records) trust nginx's
      // certificate; nothing in the test process does but nginx.fetch.
      NODE_EXTRA_CA_CERTS: nginx.caFile,
    },
  });
  await nginx.start([cluster.a.url, cluster.b.url]);
});

afterAll(async () => {
  const results = await Promise.allSettled([nginx?.close(), cluster?.close()]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
});

function running(): { nginx: Nginx; cluster: TwoInstances } {
  if (!nginx || !cluster) throw new Error('the deployment did not start');
  return { nginx, cluster };
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A browser on the site: its cookies, its origin on every request, English answers. */
function browserAt(site: string, fetch: Fetch) {
  const cookies = new Map<string, string>();
  return async function send(
    method: 'GET' | 'POST',
    path: string,
    options: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${site}${path}`, {
      method,
      headers: {
        'accept-language': 'en',
        origin: site,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0\b/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: json && text !== '' ? (JSON.parse(text) as unknown) : text,
    };
  };
}

type Browser = ReturnType<typeof browserAt>;

async function outbox(browser: Browser): Promise<DevOutboxResponse['messages']> {
  const answer = await browser('GET', '/api/dev/outbox');
  expect(answer.status).toBe(200);
  return (answer.body as DevOutboxResponse).messages;
}

/** The newest message to `to` whose text matches `pattern`: its first capture. */
async function fromOutbox(browser: Browser, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await waitFor(`a message to ${to}`, async () => {
    const message = (await outbox(browser)).find(
      (one) => one.to.toLowerCase() === to.toLowerCase() && pattern.test(one.text),
    );
    found = message ? pattern.exec(message.text)?.[1] : undefined;
    return found !== undefined;
  });
  return found ?? '';
}

it('answers plain HTTP with a redirect to HTTPS, and passes on the security headers the app sets', async () => {
  const { nginx } = running();
  const plain = await fetch(`${nginx.httpUrl}/dashboard?tab=usage`, { redirect: 'manual' });
  expect(plain.status).toBe(301);
  expect(plain.headers.get('location')).toBe('https://127.0.0.1/dashboard?tab=usage');

  const answer = await nginx.fetch(`${nginx.httpsUrl}/api/health`);
  expect(answer.status).toBe(200);
  // HSTS is the app's (PUBLIC_URL is https), sent once: nginx adds none of its own.
  expect(answer.headers.get('strict-transport-security')).toBe(
    'max-age=15552000; includeSubDomains',
  );
  expect(answer.headers.get('server')).toBe('nginx');
  // The app takes nginx's request id as its own and sends it back, so nginx's access log, the
  // app's request line and what the customer's browser saw meet on one id.
  expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
});

it('keeps /metrics from the outside, while each instance answers Prometheus on its own address', async () => {
  const { nginx, cluster } = running();
  const authorization = { authorization: `Bearer ${metricsToken}` };
  const outside = await nginx.fetch(`${nginx.httpsUrl}/metrics`, { headers: authorization });
  expect(outside.status).toBe(404);
  for (const instance of [cluster.a, cluster.b]) {
    const inside = await fetch(`${instance.url}/metrics`, { headers: authorization });
    expect(inside.status).toBe(200);
    expect(await inside.text()).toContain('lumina_http_request_duration_seconds');
  }
});

it('a customer signs up, buys and calls through nginx over HTTPS while each instance in turn is stopped, and nothing is lost', async () => {
  const { nginx, cluster } = running();
  const { a, b, shared } = cluster;
  const site = nginx.httpsUrl;
  const browser = browserAt(site, nginx.fetch);
  const standard = findBundle('bundle-20');
  if (!standard) throw new Error('no Standard bundle');

  // Sign-up, and the confirmation link the email carries (to the public https address).
  const email = `journey-${Date.now()}@reliability.example`;
  const password = 'violet comet over the harbour';
  const signUp = await browser('POST', '/api/auth/sign-up', {
    json: { email, password, adultConfirmed: true },
  });
  expect(signUp.status).toBe(201);
  const token = await fromOutbox(browser, email, new RegExp(`${site}/login#confirm=([\\w.-]+)`));
  expect((await browser('POST', '/api/auth/confirm-email', { json: { token } })).status).toBe(200);
  const signIn = await browser('POST', '/api/auth/sign-in', { json: { email, password } });
  expect(signIn.status).toBe(200);
  const customerId = (signIn.body as { user: { id: string } }).user.id;

  // Instance A stops (SIGTERM): the session goes on through B.
  await a.terminate();
  const session = await browser('GET', '/api/auth/session');
  expect(session.status).toBe(200);
  expect(session.body).toMatchObject({ user: { id: customerId, email, credits: 0 } });

  // A PayPal purchase through B: the capture credits it, PayPal's webhook (sent to the public
  // address, through nginx) credits nothing more.
  const order = await browser('POST', '/api/payments/paypal/orders', {
    json: { bundleId: standard.id },
  });
  expect(order.status).toBe(201);
  const paypalOrderId = (order.body as { id: string }).id;
  cluster.paypal.control.approveOrder(paypalOrderId);
  const capture = await browser('POST', `/api/payments/paypal/orders/${paypalOrderId}/capture`);
  const bought = standard.minutes + standard.giftMinutes;
  expect(capture).toMatchObject({
    status: 200,
    body: { status: 'completed', minutesAdded: bought },
  });
  await cluster.paypal.control.settle();

  // A phone number, confirmed by the code texted to it.
  const phone = uniquePhone();
  const codeAsked = await browser('POST', '/api/auth/phone/add/request-code', { json: { phone } });
  expect(codeAsked.status).toBe(200);
  const code = await fromOutbox(browser, phone, /\b(\d{6})\b/);
  const added = await browser('POST', '/api/auth/phone/add/verify', { json: { phone, code } });
  expect(added).toMatchObject({ status: 200, body: { user: { phoneNumbers: [phone] } } });

  // A is back (a rolling restart's next step); the call is answered through either instance.
  await a.start();
  const line: LineAccess = { authToken: twilioAuthToken, fetch: nginx.fetch };
  const call = await callAdvisor(site, site, { phone, extension: 4001 }, line);
  if (!call.dialAction) throw new Error('the call was not put through');
  expect(new URL(call.dialAction).origin).toBe(site);

  // B stops between the answer and the hang-up; Twilio's end-of-call callback (and its
  // redelivery) reaches A through nginx and is charged once: 4 min 5 s is 5 minutes.
  await b.terminate();
  const ended = { ...call, phone, dialAction: call.dialAction, dialCallSid: newCallSid() };
  const first = await endCall(site, ended, 245, line);
  const again = await endCall(site, ended, 245, line);
  expect([first.minutesCharged, again.minutesCharged]).toEqual([5, 5]);

  const after = await browser('GET', '/api/auth/session');
  expect(after.body).toMatchObject({ user: { id: customerId, credits: bought - 5 } });
  expect(await creditsOf(shared.database, customerId)).toBe(bought - 5);
  expect((await ledgerOf(shared.database, customerId)).map((row) => row.reason)).toEqual([
    'purchase',
    'gift',
    'call',
  ]);
  expect(await balanceProblems(shared.database)).toEqual([]);

  // Both instances answered through nginx, and every request carried an id of its own.
  const log = nginx.accessLog();
  expect(log).toContain(`"${new URL(a.url).host}"`);
  expect(log).toContain(`"${new URL(b.url).host}"`);
  for (const entry of log.trim().split('\n')) expect(entry).toMatch(/ id=[0-9a-f]{32} /);
});

it('a forged X-Forwarded-For does not take a client past the sign-in limit per address', async () => {
  const { nginx, cluster } = running();
  const browser = browserAt(nginx.httpsUrl, nginx.fetch);
  // Wrong passwords for accounts that do not exist, each under an address of the client's own
  // making; the limit is 20 in 15 minutes per address (src/server/features/auth/limits.ts).
  const signInWithForgedAddress = (index: number) =>
    browser('POST', '/api/auth/sign-in', {
      json: { email: `nobody-${index}@reliability.example`, password: 'not the password 1' },
      headers: { 'x-forwarded-for': `203.0.113.${index}` },
    });
  for (let index = 1; index <= 20; index += 1) {
    const answer = await signInWithForgedAddress(index);
    expect(answer).toMatchObject({
      status: 401,
      body: { error: { message: copy.auth.signIn.wrongCredentials } },
    });
  }
  const refused = await signInWithForgedAddress(21);
  expect(refused).toMatchObject({
    status: 429,
    body: {
      error: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: copy.auth.signIn.tooManyAttempts },
    },
  });

  // Each wrong password counted against the address nginx saw (the refused one is not tried, so
  // not counted), never against one the client wrote.
  const counters = await cluster.shared.database.kysely
    .selectFrom('rateLimitCounters')
    .select(['key', 'hits'])
    .where('key', 'like', 'sign-in:ip:%')
    .execute();
  expect(counters).toEqual([{ key: 'sign-in:ip:127.0.0.1', hits: 20 }]);
});
