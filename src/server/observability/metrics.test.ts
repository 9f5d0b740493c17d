// GET /metrics (docs/decisions/040): 404 while METRICS_TOKEN is unset, 401 without the token,
// Prometheus's text with it; and what a customer, a provider or the scheduler does moves the
// metric that counts it: a request its route's histogram, a PayPal purchase the completed
// payments, the receipt the emails sent, a declined Interac payment the failed ones and Gigadat's
// webhook, a call the calls in progress and the minutes billed, a job run the job runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '#server/db/seed/demo-content.ts';
import { createLogger } from '#server/logging/logger.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import {
  aShopper,
  buyWithPayPal,
  createInteracOrder,
  gigadatStandIn,
} from '#tests/support/payments.ts';
import { callParams, newCallSid, playLineCall } from '#tests/support/telephony.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { parseConfig } from '#server/config.ts';
import type { EmailSender } from '#server/providers/email/port.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import { seedCustomer } from '#tests/support/customers.ts';
import { FALLBACK_ROUTE } from './request-durations.ts';

const token = 'metrics-token-for-tests-0123456789abcdef';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

async function appWithMetrics(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp({ ...options, env: { METRICS_TOKEN: token, ...options.env } });
  return t;
}

/** A scrape as Prometheus makes it; `null`: without an Authorization header. */
function scrape(app: TestApp, authorization: string | null = `Bearer ${token}`) {
  return app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === null ? {} : { authorization },
  });
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, sample lines only. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
          pair[1],
          pair[2],
        ]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the one sample named `name` with (at least) these labels; 0 when there is none. */
async function valueOf(app: TestApp, name: string, labels: Record<string, string> = {}) {
  const res = await scrape(app);
  expect(res.statusCode).toBe(200);
  const matching = samplesOf(res.body).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name}`);
  return matching[0]?.value ?? 0;
}

const familiesOf = (text: string) =>
  [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((match) => match[1] ?? '');

describe('METRICS_TOKEN', () => {
  it('is optional, and refused when shorter than 32 characters or not a bearer token', () => {
    expect(parseConfig({}).metricsToken).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const wrong of ['too-short-0123456789', `${token} with spaces`, `${token}"`]) {
      expect(() => parseConfig({ METRICS_TOKEN: wrong })).toThrow(
        /METRICS_TOKEN: must be at least 32 characters/,
      );
    }
  });
});

describe('GET /metrics answers only a scraper holding the token', () => {
  it('answers 404 while METRICS_TOKEN is unset, as an unknown API path does', async () => {
    t = await createTestApp();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    for (const authorization of [null, `Bearer ${token}`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('answers 401 without the token, a wrong one, or another scheme, and never a metric', async () => {
    const app = await appWithMetrics();
    for (const authorization of [
      null,
      'Bearer',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}`,
      token,
    ]) {
      const res = await scrape(app, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
      expect(res.body).not.toContain('lumina_');
    }
  });

  it('answers every metric family in Prometheus text with the token, never cached', async () => {
    const app = await appWithMetrics();
    // The scheme is case-insensitive.
    const res = await scrape(app, `bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const families = familiesOf(res.body);
    const ours = [
      'lumina_http_request_duration_seconds',
      'lumina_webhooks_received_total',
      'lumina_payments_completed_total',
      'lumina_payments_failed_total',
      'lumina_calls_in_progress',
      'lumina_call_minutes_billed_total',
      'lumina_messages_sent_total',
      'lumina_messages_failed_total',
      'lumina_job_runs_total',
      'lumina_job_failures_total',
    ];
    const pool = [
      'lumina_db_pool_connections',
      'lumina_db_pool_waiting',
      'lumina_db_pool_max_connections',
    ];
    // SQLite has one connection in the process and no pool to report.
    const expected = app.database.dialect === 'postgres' ? [...ours, ...pool] : ours;
    expect(families.filter((name) => name.startsWith('lumina_')).sort()).toEqual(
      [...expected].sort(),
    );
    expect(families).toEqual(
      expect.arrayContaining(['nodejs_eventloop_lag_seconds', 'process_cpu_user_seconds_total']),
    );
    if (app.database.dialect === 'postgres') {
      expect(await valueOf(app, 'lumina_db_pool_max_connections')).toBe(10);
    }
    // Every series that can exist is there from the start, at 0.
    expect(
      await valueOf(app, 'lumina_webhooks_received_total', {
        provider: 'twilio',
        outcome: 'rejected',
      }),
    ).toBe(0);
  });

  it('never writes the token to the log', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'trace', destination: { write: (l) => lines.push(l) } });
    const app = await appWithMetrics({ logger });
    await scrape(app);
    await scrape(app, `Bearer ${token}-wrong`);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(token);
  });
});

describe('requests are timed by route template, never by the URL asked for', () => {
  it('labels a request with its route template, method and status, once, HEAD apart', async () => {
    const app = await appWithMetrics();
    const durations = 'lumina_http_request_duration_seconds_count';
    const photo = { route: '/api/advisors/:agentId/photo', method: 'GET' };
    for (const agentId of ['87654321', '87654322']) {
      await app.app.inject({ method: 'GET', url: `/api/advisors/${agentId}/photo?token=secret1` });
    }
    await app.app.inject({ method: 'HEAD', url: '/api/advisors/87654323/photo' });
    await app.app.inject({ method: 'GET', url: '/api/advisors' });

    const res = await scrape(app);
    const samples = samplesOf(res.body).filter((sample) => sample.name === durations);
    const photoStatus = samples.find((s) => s.labels.route === photo.route)?.labels.status_code;
    expect(photoStatus).toMatch(/^[45]\d\d$/);
    expect(await valueOf(app, durations, { ...photo, status_code: photoStatus ?? '' })).toBe(2);
    expect(
      await valueOf(app, durations, {
        route: photo.route,
        method: 'HEAD',
        status_code: photoStatus ?? '',
      }),
    ).toBe(1);
    expect(
      await valueOf(app, durations, { route: '/api/advisors', method: 'GET', status_code: '200' }),
    ).toBe(1);
    for (const raw of ['87654321', '87654322', '87654323', 'secret1']) {
      expect(res.body).not.toContain(raw);
    }
  });

  it('gives every unmatched path one label, the fallback, whatever the path', async () => {
    const app = await appWithMetrics();
    await app.app.inject({ method: 'GET', url: '/api/no-such-thing/5551234' });
    await app.app.inject({ method: 'POST', url: '/api/no-such-thing/5551235' });
    await app.app.inject({ method: 'GET', url: '/some-page/5551236' });
    const durations = 'lumina_http_request_duration_seconds_count';
    const fallback = { route: FALLBACK_ROUTE };
    expect(await valueOf(app, durations, { ...fallback, method: 'GET', status_code: '404' })).toBe(
      1,
    );
    expect(await valueOf(app, durations, { ...fallback, method: 'POST', status_code: '404' })).toBe(
      1,
    );
    expect(await valueOf(app, durations, { ...fallback, method: 'GET', status_code: '200' })).toBe(
      1,
    );
    const res = await scrape(app);
    expect(res.body).not.toMatch(/555123[456]|no-such-thing|some-page/);
  });
});

describe('what happens moves the metric that counts it', () => {
  it('a PayPal purchase: one completed payment, its receipt sent, its late webhook a repeat', async () => {
    const app = await appWithMetrics();
    const completed = { method: 'paypal' };
    expect(await valueOf(app, 'lumina_payments_completed_total', completed)).toBe(0);
    const shopper = await aShopper(app, { email: 'metrics-buyer@example.com' });
    await buyWithPayPal(app, shopper, { bundleId: 'bundle-20' });

    expect(await valueOf(app, 'lumina_payments_completed_total', completed)).toBe(1);
    expect(await valueOf(app, 'lumina_payments_completed_total', { method: 'interac' })).toBe(0);
    expect(await valueOf(app, 'lumina_messages_sent_total', { channel: 'email' })).toBe(1);
    // The capture credited the order; PayPal's webhook, delivered after, changed nothing.
    expect(
      await valueOf(app, 'lumina_webhooks_received_total', {
        provider: 'paypal',
        outcome: 'ignored',
      }),
    ).toBe(1);
    const refused = await app.app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      payload: { event_type: 'PAYMENT.CAPTURE.COMPLETED' },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      await valueOf(app, 'lumina_webhooks_received_total', {
        provider: 'paypal',
        outcome: 'rejected',
      }),
    ).toBe(1);
  });

  it('a declined Interac payment: one failed payment, learnt from Gigadat’s postback', async () => {
    const app = await appWithMetrics();
    const shopper = await aShopper(app, { email: 'metrics-declined@example.com' });
    const transactionId = await createInteracOrder(app, shopper, { bundleId: 'bundle-20' });
    await gigadatStandIn(app).decline(transactionId);
    await gigadatStandIn(app).settled();

    expect(await valueOf(app, 'lumina_payments_failed_total', { method: 'interac' })).toBe(1);
    expect(await valueOf(app, 'lumina_payments_completed_total', { method: 'interac' })).toBe(0);
    expect(
      await valueOf(app, 'lumina_webhooks_received_total', {
        provider: 'gigadat',
        outcome: 'processed',
      }),
    ).toBe(1);
    // The same postback again changes nothing.
    await gigadatStandIn(app).resendPostback(transactionId);
    expect(
      await valueOf(app, 'lumina_webhooks_received_total', {
        provider: 'gigadat',
        outcome: 'ignored',
      }),
    ).toBe(1);
    expect(await valueOf(app, 'lumina_payments_failed_total', { method: 'interac' })).toBe(1);
  });

  it('a call: in progress while it lasts, its minutes billed when it ends', async () => {
    const app = await appWithMetrics();
    await seedDemo(app);
    const during: number[] = [];
    const played = await playLineCall(app, {
      from: demoCustomer.phone,
      presses: ['4001'],
      talkSeconds: 125,
      talk: async (seconds) => {
        during.push(await valueOf(app, 'lumina_calls_in_progress'));
        app.clock.advance(seconds * 1000);
      },
    });
    expect(played.minutesCharged).toBe(3);
    expect(during).toEqual([1]);
    expect(await valueOf(app, 'lumina_calls_in_progress')).toBe(0);
    expect(await valueOf(app, 'lumina_call_minutes_billed_total')).toBe(3);
    const answered = await valueOf(app, 'lumina_webhooks_received_total', {
      provider: 'twilio',
      outcome: 'processed',
    });
    expect(answered).toBeGreaterThanOrEqual(4);

    // A request without Twilio's signature is refused and counted as such.
    const forged = await app.app.inject({
      method: 'POST',
      url: '/api/telephony/voice',
      payload: new URLSearchParams(callParams(newCallSid(), demoCustomer.phone)).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      await valueOf(app, 'lumina_webhooks_received_total', {
        provider: 'twilio',
        outcome: 'rejected',
      }),
    ).toBe(1);
  });

  it('the scheduler: each job run counted by its name', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await appWithMetrics({ backgroundWork: true });
    expect(await valueOf(app, 'lumina_job_runs_total', { job: 'remove-expired' })).toBe(0);
    vi.advanceTimersByTime(60_000);
    for (let i = 0; i < 200; i += 1) {
      if ((await valueOf(app, 'lumina_job_runs_total', { job: 'expire-unpaid-orders' })) > 0) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const job of ['remove-expired', 'expire-unpaid-orders']) {
      expect(await valueOf(app, 'lumina_job_runs_total', { job })).toBe(1);
      expect(await valueOf(app, 'lumina_job_failures_total', { job })).toBe(0);
    }
  });

  it('an email the provider refuses for now: a failed attempt, to be retried', async () => {
    const refusing: EmailSender = {
      mode: 'simulated',
      async send() {
        throw new ProviderError('smtp', 'SMTP 421: busy', { retryable: true });
      },
      async close() {},
    };
    const app = await appWithMetrics({ providers: { email: refusing } });
    const customer = await seedCustomer(app, { email: 'metrics-reset@example.com' });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: customer.email },
    });
    expect(res.statusCode).toBe(202);
    const failed = { channel: 'email', outcome: 'retrying' };
    for (let i = 0; i < 100; i += 1) {
      if ((await valueOf(app, 'lumina_messages_failed_total', failed)) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await valueOf(app, 'lumina_messages_failed_total', failed)).toBe(1);
    expect(await valueOf(app, 'lumina_messages_sent_total', { channel: 'email' })).toBe(0);
  });

  it('the calls in progress unreadable: NaN, and the rest of the scrape still answers', async () => {
    const app = await appWithMetrics();
    await app.database.kysely.schema.alterTable('calls').renameTo('calls_gone').execute();
    const res = await scrape(app);
    expect(res.statusCode).toBe(200);
    expect(await valueOf(app, 'lumina_calls_in_progress')).toBeNaN();
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });
});
