// The providers' stand-ins (/sim/...) and the dev outbox are never served by a production
// server unless STAGING=true says it is a test deployment (docs/decisions/024). parseConfig refuses such a configuration anyway; these tests show the registrations
// refuse it themselves, whatever the rest of the configuration says, and that a payment method
// that is not offered has no stand-in either.
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import { completeProductionEnv } from '#tests/support/production-env.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const simulatedAccount = 'AC00000000000000000000000000000000';

/** One request to each stand-in and to the dev outbox; mounted, none answers 404. */
const requests = {
  paypal: { method: 'GET', url: '/sim/paypal/sdk/js?client-id=sim-paypal-client-id' },
  interac: { method: 'POST', url: '/sim/interac/api/payment-token/sim-campaign', payload: {} },
  twilio: { method: 'GET', url: `/sim/twilio/2010-04-01/Accounts/${simulatedAccount}/Calls.json` },
  outboxApi: { method: 'GET', url: '/api/dev/outbox' },
  outboxPage: { method: 'GET', url: '/dev/outbox' },
} as const;
type Target = keyof typeof requests;

async function statuses(app: TestApp['app']): Promise<Record<Target, number>> {
  const answers = {} as Record<Target, number>;
  for (const [target, request] of Object.entries(requests) as [
    Target,
    (typeof requests)[Target],
  ][]) {
    answers[target] = (await app.inject(request)).statusCode;
  }
  return answers;
}

const allMissing = { paypal: 404, interac: 404, twilio: 404, outboxApi: 404, outboxPage: 404 };
const mounted = (answers: Record<Target, number>) =>
  Object.fromEntries(Object.entries(answers).map(([target, status]) => [target, status !== 404]));

describe('a production server', () => {
  it('with every provider real answers 404 under /sim/paypal, /sim/interac, /sim/twilio and the dev outbox', async () => {
    t = await createTestApp({ env: completeProductionEnv });
    expect(await statuses(t.app)).toEqual(allMissing);
  });

  it('mounts none of them even if its configuration says the providers are simulated', async () => {
    // What parseConfig would refuse: production with every provider simulated and the outbox on.
    const simulatedInProduction =
      (staging: boolean) =>
      (parsed: Config): Config => ({
        ...parsed,
        env: 'production',
        staging,
      });
    t = await createTestApp({ adjustConfig: simulatedInProduction(false) });
    expect(
      t.config.paypal.simulated && t.config.gigadat.simulated && t.config.voice.simulated,
    ).toBe(true);
    expect(t.config.devOutboxEnabled).toBe(true);
    expect(await statuses(t.app)).toEqual(allMissing);
    await t.close();

    // The same configuration on a test deployment serves them all: the 404s above are the rule's.
    t = await createTestApp({ adjustConfig: simulatedInProduction(true) });
    expect(mounted(await statuses(t.app))).toEqual({
      paypal: true,
      interac: true,
      twilio: true,
      outboxApi: true,
      outboxPage: true,
    });
  });
});

describe('a test deployment (production with STAGING=true)', () => {
  it('serves the stand-ins, and the dev outbox when asked for, and tells the browser it is a test', async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        STAGING: 'true',
        DEV_OUTBOX: 'true',
        TWILIO_AUTH_TOKEN: 'a-staging-token',
      },
    });
    expect(mounted(await statuses(t.app))).toEqual({
      paypal: true,
      interac: true,
      twilio: true,
      outboxApi: true,
      outboxPage: true,
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ testMode: true });
  });
});

describe('a payment method that is not offered', () => {
  it('has no stand-in, while the offered one has', async () => {
    t = await createTestApp({ env: { PAYMENT_METHODS: 'interac' } });
    const interacOnly = await statuses(t.app);
    expect(interacOnly.paypal).toBe(404);
    expect(interacOnly.interac).not.toBe(404);
    await t.close();

    t = await createTestApp({ env: { PAYMENT_METHODS: 'paypal' } });
    const paypalOnly = await statuses(t.app);
    expect(paypalOnly.interac).toBe(404);
    expect(paypalOnly.paypal).not.toBe(404);
  });
});
