// One log line per request, through the whole app (docs/decisions/041, logging/request-line.ts):
// its fields, one and only one per request, none at LOG_LEVEL=warn, the request id honoured,
// made and sent back, secrets kept out of the line, and the id carried by the other lines of the
// request and by its calls to the providers.
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logging/logger.ts';
import { REDACTED } from '#server/logging/redaction.ts';
import { aShopper, api } from '#tests/support/payments.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string | null;
  path?: string;
  status?: number;
  ms?: number;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appLogging(level: 'info' | 'warn' = 'info') {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line) => lines.push(line) } });
  t = await createTestApp({ logger });
  const parsed = () => lines.map((line) => JSON.parse(line) as Line);
  return {
    app: t.app,
    text: () => lines.join(''),
    all: parsed,
    requestLines: () => parsed().filter((line) => line.msg === 'request'),
  };
}

const safeId = 'edge-7f3a.9B_c-01';

describe('the request line', () => {
  it('is one line per request with its id, method, route, path, status and duration', async () => {
    const log = await appLogging();
    const feed = await log.app.inject({
      method: 'GET',
      url: '/api/advisors?refresh=1',
      headers: { 'x-request-id': safeId },
    });
    const photo = await log.app.inject({ method: 'GET', url: '/api/advisors/NOBODY/photo' });
    const missing = await log.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    const page = await log.app.inject({ method: 'GET', url: '/pricing' });
    expect([feed, photo, missing, page].map((res) => res.statusCode)).toEqual([200, 404, 404, 200]);

    const lines = log.requestLines();
    expect(
      lines.map(({ method, route, path, status }) => ({ method, route, path, status })),
    ).toEqual([
      { method: 'GET', route: '/api/advisors', path: '/api/advisors', status: 200 },
      {
        method: 'GET',
        route: '/api/advisors/:agentId/photo',
        path: '/api/advisors/NOBODY/photo',
        status: 404,
      },
      // No route matched: the not-found handler and the web app's pages have no template.
      { method: 'GET', route: null, path: '/api/no-such-thing', status: 404 },
      { method: 'GET', route: null, path: '/pricing', status: 200 },
    ]);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe('number');
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
    expect(lines.map((line) => line.reqId)).toEqual(
      [feed, photo, missing, page].map((res) => res.headers['x-request-id']),
    );
    // Fastify's own two lines per request, and its "Route … not found", are gone.
    expect(log.all()).toHaveLength(4);
    expect(log.text()).not.toContain('incoming request');
    expect(log.text()).not.toContain('request completed');
    expect(log.text()).not.toContain('not found');
  });

  it('is not written at LOG_LEVEL=warn', async () => {
    const log = await appLogging('warn');
    await log.app.inject({ method: 'GET', url: '/api/advisors' });
    await log.app.inject({ method: 'GET', url: '/api/health' });
    expect(log.all()).toEqual([]);
  });

  it('keeps secrets out: no query string, and the path redacted like every line', async () => {
    const log = await appLogging();
    const token = 'Qm9uam91ci1sZS1tb25kZS1jZWNpLWVzdC1zZWNyZXQ'; // a session token's shape
    await log.app.inject({ method: 'GET', url: `/reset-password?token=${token}&code=123456` });
    await log.app.inject({ method: 'GET', url: `/api/no-such-thing/${token}` });
    await log.app.inject({ method: 'GET', url: '/api/no-such-thing/marie@example.com/5145550177' });
    const text = log.text();
    expect(text).not.toContain(token);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('marie@');
    expect(text).not.toContain('5145550177');
    expect(log.requestLines().map((line) => line.path)).toEqual([
      '/reset-password',
      `/api/no-such-thing/${REDACTED}`,
      '/api/no-such-thing/…@example.com/…0177',
    ]);
  });
});

describe('the request id', () => {
  it('honours an X-Request-Id that looks like one, and sends it back', async () => {
    const log = await appLogging();
    const longest = 'a'.repeat(64);
    for (const id of [safeId, longest]) {
      const res = await log.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': id },
      });
      expect(res.headers['x-request-id']).toBe(id);
    }
    expect(log.requestLines().map((line) => line.reqId)).toEqual([safeId, longest]);
  });

  it('makes its own for a missing or unsafe one, different for each request', async () => {
    const log = await appLogging();
    const unsafe = ['two words', 'a'.repeat(65), 'id"}{"admin":true', 'é-accent', ''];
    const given: string[] = [];
    for (const id of [undefined, undefined, ...unsafe]) {
      const res = await log.app.inject({
        method: 'GET',
        url: '/api/health',
        ...(id === undefined ? {} : { headers: { 'x-request-id': id } }),
      });
      const answered = res.headers['x-request-id'];
      expect(answered).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
      given.push(String(answered));
    }
    expect(new Set(given).size).toBe(given.length);
    expect(log.requestLines().map((line) => line.reqId)).toEqual(given);
    for (const id of unsafe.filter((value) => value !== '')) expect(log.text()).not.toContain(id);
  });

  it('is sent back even without a logger', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/advisors',
      headers: { 'x-request-id': safeId },
    });
    expect(res.headers['x-request-id']).toBe(safeId);
  });

  it('is on the other lines the request writes', async () => {
    const log = await appLogging();
    // A state-changing request from another site is refused with a warning.
    const res = await log.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', 'x-request-id': safeId },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const warning = log.all().find((line) => line.level === 40);
    expect(warning?.msg).toContain('another origin');
    expect(warning?.reqId).toBe(safeId);
  });

  it('goes with the calls to the providers: the stand-ins log it as their own', async () => {
    const log = await appLogging();
    const shopper = await aShopper(t as TestApp, { email: 'ids@example.com' });
    const order = await api(t as TestApp, 'POST', '/api/payments/paypal/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-10' },
      headers: { 'x-request-id': safeId },
    });
    expect(order.statusCode).toBe(201);
    const lines = log.requestLines().filter((line) => line.reqId === safeId);
    // The PayPal client's calls to the stand-in (a token, then the order), then the purchase.
    expect(lines.at(-1)).toMatchObject({ route: '/api/payments/paypal/orders', status: 201 });
    const standIn = lines.slice(0, -1).map((line) => line.path);
    expect(standIn.length).toBeGreaterThan(0);
    for (const path of standIn) expect(path).toMatch(/^\/sim\/paypal\//);
  });
});
