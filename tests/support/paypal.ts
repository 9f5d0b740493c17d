// For tests of the PayPal client and its stand-in: a test app (whose /sim/paypal is the
// stand-in), the stand-in's control methods, and a real client reaching it through `inject`
// that records every request it sends.
import { randomUUID } from 'node:crypto';
import { createSelfFetch } from './self-fetch.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import {
  createPayPalClient,
  type PayPalClientOptions,
  type PayPalRestClient,
} from '#server/providers/paypal/paypal-client.ts';
import type { PayPalOrderInput } from '#server/providers/paypal/port.ts';
import { getPayPalSimulator } from '#server/providers/paypal/simulator/register.ts';
import type { PayPalSimulatorControl } from '#server/providers/paypal/simulator/control.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface PayPalHarness {
  t: TestApp;
  sim: PayPalSimulatorControl;
  client: PayPalRestClient;
  /** Every request the client sent, in order. */
  requests: RecordedRequest[];
  /** Another client on the same stand-in (e.g. with other credentials). */
  clientWith(overrides: Partial<PayPalClientOptions>): PayPalRestClient;
  close(): Promise<void>;
}

export async function createPayPalHarness(): Promise<PayPalHarness> {
  const t = await createTestApp();
  const sim = getPayPalSimulator(t.app);
  const selfFetch = createSelfFetch(t.config.publicUrl, () => t.app);
  const requests: RecordedRequest[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers.entries()),
      body: request.body ? await request.clone().text() : '',
    });
    return selfFetch(request);
  };
  const clientWith = (overrides: Partial<PayPalClientOptions>) =>
    createPayPalClient({
      apiBaseUrl: t.config.paypal.apiBaseUrl,
      clientId: t.config.paypal.clientId,
      clientSecret: t.config.paypal.clientSecret,
      webhookId: t.config.paypal.webhookId,
      mode: 'simulated',
      fetch: recordingFetch,
      clock: t.clock,
      ...overrides,
    });
  return {
    t,
    sim,
    client: clientWith({}),
    requests,
    clientWith,
    close: () => t.close(),
  };
}

/** A Standard package ($50) with WELCOME25: $50.00 − $12.50 + $5.62 tax = $43.12. */
export function orderInput(overrides: Partial<PayPalOrderInput> = {}): PayPalOrderInput {
  const orderId = overrides.orderId ?? randomUUID();
  return {
    orderId,
    invoiceId: `LUM-${orderId}`,
    itemName: 'Standard package: 20 reading minutes + 5 free',
    description: 'Lumina Psychics reading minutes',
    priceCents: 5000,
    discountCents: 1250,
    taxCents: 562,
    totalCents: 4312,
    ...overrides,
  };
}
