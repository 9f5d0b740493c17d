import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { createPayPalHarness, orderInput, type PayPalHarness } from '#tests/support/paypal.ts';
import { PayPalApiError, type PayPalWebhookHeaders } from './port.ts';
import type { SentWebhook } from './simulator/webhooks.ts';

let h: PayPalHarness;
beforeEach(async () => {
  h = await createPayPalHarness();
});
afterEach(async () => {
  await h.close();
});

async function failure<T extends Error>(
  promise: Promise<unknown>,
  type: new (...args: never[]) => T,
): Promise<T> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}

const tokenRequests = () => h.requests.filter((request) => request.path.endsWith('/oauth2/token'));

function headersOf(webhook: SentWebhook): PayPalWebhookHeaders {
  return {
    authAlgo: webhook.headers['PAYPAL-AUTH-ALGO'] ?? '',
    certUrl: webhook.headers['PAYPAL-CERT-URL'] ?? '',
    transmissionId: webhook.headers['PAYPAL-TRANSMISSION-ID'] ?? '',
    transmissionSig: webhook.headers['PAYPAL-TRANSMISSION-SIG'] ?? '',
    transmissionTime: webhook.headers['PAYPAL-TRANSMISSION-TIME'] ?? '',
  };
}

/** An order approved by the buyer with this outcome; answers PayPal's order id. */
async function approvedOrder(outcome?: 'COMPLETED' | 'INSTRUMENT_DECLINED' | 'PENDING') {
  const input = orderInput();
  const { id } = await h.client.createOrder(input);
  h.sim.approveOrder(id, outcome);
  return { id, input };
}

describe('the OAuth token', () => {
  it('is asked for once with Basic client credentials, then reused', async () => {
    await h.client.createOrder(orderInput());
    await h.client.createOrder(orderInput());

    expect(tokenRequests()).toHaveLength(1);
    const [token] = tokenRequests();
    expect(token?.method).toBe('POST');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from('sim-paypal-client-id:sim-paypal-client-secret').toString('base64')}`,
    );
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token?.body).toBe('grant_type=client_credentials');
    const orders = h.requests.filter(
      (request) => request.path === '/sim/paypal/v2/checkout/orders',
    );
    expect(orders).toHaveLength(2);
    expect(orders[0]?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(orders[1]?.headers.authorization).toBe(orders[0]?.headers.authorization);
  });

  it('is shared by concurrent first calls (one token request)', async () => {
    await Promise.all([1, 2, 3, 4, 5].map(() => h.client.createOrder(orderInput())));
    expect(tokenRequests()).toHaveLength(1);
  });

  it('is renewed about a minute before it expires (PayPal: 9 hours)', async () => {
    await h.client.createOrder(orderInput());
    h.t.clock.advance((32_400 - 61) * 1000);
    await h.client.createOrder(orderInput());
    expect(tokenRequests()).toHaveLength(1);

    h.t.clock.advance(2_000);
    await h.client.createOrder(orderInput());
    expect(tokenRequests()).toHaveLength(2);
  });

  it('is replaced once, and the call repeated, when PayPal refuses the cached one (401)', async () => {
    await h.client.createOrder(orderInput());
    h.sim.expireAccessTokens();

    const { id } = await h.client.createOrder(orderInput());

    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    expect(tokenRequests()).toHaveLength(2);
    const statuses = h.requests.map((request) => request.path.split('/').at(-1));
    expect(statuses).toEqual(['token', 'orders', 'orders', 'token', 'orders']);
  });

  it('fails for good with wrong credentials (invalid_client), without calling the API', async () => {
    const client = h.clientWith({ clientSecret: 'not-the-secret' });
    const error = await failure(client.createOrder(orderInput()), ProviderError);
    expect(error.retryable).toBe(false);
    expect(error.options).toMatchObject({ status: 401, code: 'invalid_client' });
    expect(h.requests.map((request) => request.path)).toEqual(['/sim/paypal/v1/oauth2/token']);
  });
});

describe('creating an order', () => {
  it('sends intent CAPTURE, one CAD unit with the breakdown and one digital item, idempotently', async () => {
    const input = orderInput();
    const created = await h.client.createOrder(input);

    expect(created.status).toBe('CREATED');
    expect(created.id).toMatch(/^[A-Z0-9]{17}$/);
    const request = h.requests.find((r) => r.path === '/sim/paypal/v2/checkout/orders');
    expect(request?.headers['paypal-request-id']).toBe(`${input.orderId}-create`);
    expect(request?.headers.prefer).toBe('return=representation');
    expect(request?.headers['content-type']).toBe('application/json');
    const cad = (value: string) => ({ currency_code: 'CAD', value });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          custom_id: input.orderId,
          invoice_id: input.invoiceId,
          description: 'Lumina Psychics reading minutes',
          amount: {
            ...cad('43.12'),
            breakdown: {
              item_total: cad('50.00'),
              discount: cad('12.50'),
              tax_total: cad('5.62'),
            },
          },
          items: [
            {
              name: 'Standard package: 20 reading minutes + 5 free',
              quantity: '1',
              category: 'DIGITAL_GOODS',
              unit_amount: cad('50.00'),
              tax: cad('5.62'),
            },
          ],
        },
      ],
      application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
    });
    expect(h.sim.order(created.id)).toMatchObject({
      status: 'CREATED',
      customId: input.orderId,
      invoiceId: input.invoiceId,
      amountCents: 4312,
      currency: 'CAD',
    });
  });

  it('leaves the discount out when there is none, and names the brand when given', async () => {
    const client = h.clientWith({ brandName: 'Lumina Psychics' });
    await client.createOrder(orderInput({ discountCents: 0, taxCents: 749, totalCents: 5749 }));
    const body = JSON.parse(h.requests.at(-1)?.body ?? '') as {
      purchase_units: { amount: { value: string; breakdown: Record<string, unknown> } }[];
      application_context: Record<string, unknown>;
    };
    expect(body.purchase_units[0]?.amount.value).toBe('57.49');
    expect(Object.keys(body.purchase_units[0]?.amount.breakdown ?? {})).toEqual([
      'item_total',
      'tax_total',
    ]);
    expect(body.application_context.brand_name).toBe('Lumina Psychics');
  });

  it('gets the same PayPal order back when the same order is created again', async () => {
    const input = orderInput();
    const first = await h.client.createOrder(input);
    const again = await h.client.createOrder(input);
    expect(again.id).toBe(first.id);
  });

  it('surfaces PayPal’s 422 when the amounts do not add up (AMOUNT_MISMATCH)', async () => {
    const error = await failure(
      h.client.createOrder(orderInput({ totalCents: 4313 })),
      PayPalApiError,
    );
    expect(error.status).toBe(422);
    expect(error.errorName).toBe('UNPROCESSABLE_ENTITY');
    expect(error.issue).toBe('AMOUNT_MISMATCH');
    expect(error.debugId).toMatch(/^[0-9a-f]{13}$/);
  });

  it('surfaces DUPLICATE_INVOICE_ID for an invoice id used by another order', async () => {
    await h.client.createOrder(orderInput({ invoiceId: 'LUM-0001' }));
    const error = await failure(
      h.client.createOrder(orderInput({ invoiceId: 'LUM-0001' })),
      PayPalApiError,
    );
    expect(error.issue).toBe('DUPLICATE_INVOICE_ID');
  });
});

describe('capturing an order', () => {
  it('is refused before the buyer approves (ORDER_NOT_APPROVED)', async () => {
    const { id } = await h.client.createOrder(orderInput());
    const error = await failure(h.client.captureOrder(id, 'capture-1'), PayPalApiError);
    expect(error.status).toBe(422);
    expect(error.issue).toBe('ORDER_NOT_APPROVED');
    expect(h.sim.order(id)?.captures).toEqual([]);
  });

  it('captures the whole amount once approved, with our order id echoed', async () => {
    const { id, input } = await approvedOrder();

    const view = await h.client.captureOrder(id, `${input.orderId}-capture`);

    const request = h.requests.at(-1);
    expect(request?.path).toBe(`/sim/paypal/v2/checkout/orders/${id}/capture`);
    expect(request?.headers['paypal-request-id']).toBe(`${input.orderId}-capture`);
    expect(view).toEqual({
      id,
      status: 'COMPLETED',
      customId: input.orderId,
      amountCents: 4312,
      currency: 'CAD',
      capture: {
        id: expect.stringMatching(/^[A-Z0-9]{17}$/) as unknown,
        status: 'COMPLETED',
        amountCents: 4312,
        currency: 'CAD',
        customId: input.orderId,
      },
    });
    expect(await h.client.getOrder(id)).toEqual(view);
  });

  it('answers a replay with the first capture and captures nothing more', async () => {
    const { id } = await approvedOrder();
    const first = await h.client.captureOrder(id, 'capture-A');
    const replay = await h.client.captureOrder(id, 'capture-A');

    expect(replay.capture?.id).toBe(first.capture?.id);
    expect(replay.status).toBe('COMPLETED');
    expect(h.sim.order(id)?.captures).toHaveLength(1);
  });

  it('is refused with ORDER_ALREADY_CAPTURED under another request id', async () => {
    const { id } = await approvedOrder();
    await h.client.captureOrder(id, 'capture-A');
    const error = await failure(h.client.captureOrder(id, 'capture-B'), PayPalApiError);
    expect(error.issue).toBe('ORDER_ALREADY_CAPTURED');
    expect(h.sim.order(id)?.captures).toHaveLength(1);
  });

  it('replays the capture whose answer was lost on the way (a 500 after PayPal captured)', async () => {
    const { id } = await approvedOrder();
    h.sim.failNext('capture', { status: 500, afterProcessing: true });

    const lost = await failure(h.client.captureOrder(id, 'capture-A'), ProviderError);
    expect(lost.retryable).toBe(true);
    expect(lost.options.status).toBe(500);

    const retried = await h.client.captureOrder(id, 'capture-A');
    expect(retried.capture?.status).toBe('COMPLETED');
    expect(h.sim.order(id)?.captures).toHaveLength(1);
  });

  it('is declined (INSTRUMENT_DECLINED) and the order needs approval again; then it can succeed', async () => {
    const { id } = await approvedOrder('INSTRUMENT_DECLINED');

    const error = await failure(h.client.captureOrder(id, 'capture-A'), PayPalApiError);
    expect(error.issue).toBe('INSTRUMENT_DECLINED');
    expect((await h.client.getOrder(id)).status).toBe('CREATED');
    const again = await failure(h.client.captureOrder(id, 'capture-A'), PayPalApiError);
    expect(again.issue).toBe('ORDER_NOT_APPROVED');

    h.sim.approveOrder(id, 'COMPLETED');
    const view = await h.client.captureOrder(id, 'capture-A');
    expect(view.capture?.status).toBe('COMPLETED');
  });

  it('can stay PENDING, then completes later with a webhook PayPal vouches for', async () => {
    const { id, input } = await approvedOrder('PENDING');

    const view = await h.client.captureOrder(id, 'capture-A');
    expect(view.status).toBe('COMPLETED');
    expect(view.capture?.status).toBe('PENDING');
    await h.sim.settle();
    expect(h.sim.sentWebhooks()).toEqual([]);

    await h.sim.completePendingCapture(id);

    expect((await h.client.getOrder(id)).capture?.status).toBe('COMPLETED');
    const [webhook, ...others] = h.sim.sentWebhooks();
    expect(others).toEqual([]);
    if (!webhook) throw new Error('no webhook sent');
    expect(webhook.url).toBe('http://localhost:3000/api/payments/paypal/webhook');
    expect(webhook.attempts).toHaveLength(1);
    expect(webhook.event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: view.capture?.id,
        status: 'COMPLETED',
        amount: { currency_code: 'CAD', value: '43.12' },
        custom_id: input.orderId,
        supplementary_data: { related_ids: { order_id: id } },
      },
    });

    const event = JSON.parse(webhook.body) as Record<string, unknown>;
    expect(await h.client.verifyWebhook(headersOf(webhook), event)).toBe(true);

    const forged = structuredClone(event) as { resource: { amount: { value: string } } };
    forged.resource.amount.value = '4312.00';
    expect(await h.client.verifyWebhook(headersOf(webhook), forged)).toBe(false);
    expect(
      await h.client.verifyWebhook(
        { ...headersOf(webhook), transmissionSig: 'bm90IHRoZSBzaWduYXR1cmU=' },
        event,
      ),
    ).toBe(false);
    expect(
      await h.client.verifyWebhook(
        { ...headersOf(webhook), transmissionId: '69cd13f0-d67a-11e5-baa3-778b53f4ae55' },
        event,
      ),
    ).toBe(false);
  });

  it('sends PAYMENT.CAPTURE.COMPLETED for a capture that completes at once too', async () => {
    const { id } = await approvedOrder();
    const view = await h.client.captureOrder(id, 'capture-A');
    await h.sim.settle();
    expect(h.sim.sentWebhooks().map((webhook) => webhook.event)).toMatchObject([
      { event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: view.capture?.id } },
    ]);
  });
});

describe('webhook verification', () => {
  it('is refused without asking PayPal when no webhook id is configured', async () => {
    const { id } = await approvedOrder();
    await h.client.captureOrder(id, 'capture-A');
    await h.sim.settle();
    const [webhook] = h.sim.sentWebhooks();
    if (!webhook) throw new Error('no webhook sent');
    const client = h.clientWith({ webhookId: undefined });
    const before = h.requests.length;

    expect(await client.verifyWebhook(headersOf(webhook), webhook.event)).toBe(false);
    expect(h.requests).toHaveLength(before);
  });

  it('is refused for a webhook id other than ours', async () => {
    const { id } = await approvedOrder();
    await h.client.captureOrder(id, 'capture-A');
    await h.sim.settle();
    const [webhook] = h.sim.sentWebhooks();
    if (!webhook) throw new Error('no webhook sent');
    const client = h.clientWith({ webhookId: 'ANOTHERWEBHOOK2' });
    expect(await client.verifyWebhook(headersOf(webhook), webhook.event)).toBe(false);
  });
});

describe('refunds', () => {
  it('partially then fully refund a capture, each with a PAYMENT.CAPTURE.REFUNDED webhook', async () => {
    const { id, input } = await approvedOrder();
    const view = await h.client.captureOrder(id, 'capture-A');
    const captureId = view.capture?.id ?? '';
    await h.sim.settle();

    const partial = await h.sim.refundCapture(captureId, { amountCents: 1000 });
    expect(partial).toMatchObject({ amountCents: 1000, captureStatus: 'PARTIALLY_REFUNDED' });
    expect((await h.client.getCapture(captureId)).status).toBe('PARTIALLY_REFUNDED');

    const rest = await h.client.refundCapture(captureId, { requestId: 'refund-2' });
    expect(rest).toMatchObject({ status: 'COMPLETED', amountCents: 3312 });
    expect((await h.client.getOrder(id)).capture?.status).toBe('REFUNDED');
    await h.sim.settle();

    const refunds = h.sim
      .sentWebhooks()
      .filter((webhook) => webhook.eventType === 'PAYMENT.CAPTURE.REFUNDED');
    expect(refunds.map((webhook) => webhook.event)).toMatchObject([
      {
        resource_type: 'refund',
        resource: {
          id: partial.refundId,
          status: 'COMPLETED',
          amount: { currency_code: 'CAD', value: '10.00' },
          custom_id: input.orderId,
          links: [
            { rel: 'self' },
            {
              rel: 'up',
              href: `http://localhost:3000/sim/paypal/v2/payments/captures/${captureId}`,
            },
          ],
        },
      },
      { resource: { id: rest.id, amount: { value: '33.12' } } },
    ]);
    for (const webhook of refunds) {
      expect(await h.client.verifyWebhook(headersOf(webhook), webhook.event)).toBe(true);
    }

    const error = await failure(
      h.client.refundCapture(captureId, { requestId: 'refund-3' }),
      PayPalApiError,
    );
    expect(error.issue).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('replays a refund under the same request id instead of refunding twice', async () => {
    const { id } = await approvedOrder();
    const captureId = (await h.client.captureOrder(id, 'capture-A')).capture?.id ?? '';
    const first = await h.client.refundCapture(captureId, { requestId: 'r-1', amountCents: 500 });
    const again = await h.client.refundCapture(captureId, { requestId: 'r-1', amountCents: 500 });
    expect(again.id).toBe(first.id);
    expect((await h.client.getCapture(captureId)).status).toBe('PARTIALLY_REFUNDED');
    expect(h.sim.order(id)?.captures[0]?.refundedCents).toBe(500);
  });

  it('sends the request id as PayPal-Request-Id and our invoice id, which PayPal refuses to reuse', async () => {
    const { id } = await approvedOrder();
    const captureId = (await h.client.captureOrder(id, 'capture-A')).capture?.id ?? '';
    await h.client.refundCapture(captureId, {
      requestId: 'r-7',
      amountCents: 100,
      invoiceId: 'refund-inv-1',
    });
    const sent = h.requests.at(-1);
    expect(sent?.path).toBe(`/sim/paypal/v2/payments/captures/${captureId}/refund`);
    expect(sent?.headers['paypal-request-id']).toBe('r-7');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      amount: { currency_code: 'CAD', value: '1.00' },
      invoice_id: 'refund-inv-1',
    });
    const error = await failure(
      h.client.refundCapture(captureId, {
        requestId: 'r-8',
        amountCents: 100,
        invoiceId: 'refund-inv-1',
      }),
      PayPalApiError,
    );
    expect(error.issue).toBe('DUPLICATE_INVOICE_ID');
  });
});

describe('reading an order', () => {
  it('answers RESOURCE_NOT_FOUND for an id PayPal does not know', async () => {
    const error = await failure(h.client.getOrder('0ABCDEFGHIJKLMNOP'), PayPalApiError);
    expect(error.status).toBe(404);
    expect(error.errorName).toBe('RESOURCE_NOT_FOUND');
    expect(error.issue).toBe('INVALID_RESOURCE_ID');
  });
});
