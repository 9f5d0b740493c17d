// The stand-in's REST API on the wire, the way PayPal answers it: what a client other than ours
// would see (raw requests through inject).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { getPayPalSimulator } from './register.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const basic = `Basic ${Buffer.from('sim-paypal-client-id:sim-paypal-client-secret').toString('base64')}`;

async function token(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sim/paypal/v1/oauth2/token',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

const cad = (value: string) => ({ currency_code: 'CAD', value });

function orderBody(unit: Record<string, unknown> = {}) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        custom_id: 'our-order-1',
        invoice_id: 'INV-1',
        amount: {
          ...cad('57.49'),
          breakdown: { item_total: cad('50.00'), tax_total: cad('7.49') },
        },
        items: [
          {
            name: 'Standard package',
            quantity: '1',
            category: 'DIGITAL_GOODS',
            unit_amount: cad('50.00'),
            tax: cad('7.49'),
          },
        ],
        ...unit,
      },
    ],
  };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${await token()}`, ...headers },
    payload: body as Record<string, unknown>,
  });
}

function issueOf(res: { json(): unknown }) {
  const body = res.json() as { name: string; details?: { issue: string }[] };
  return { name: body.name, issue: body.details?.[0]?.issue };
}

describe('POST /sim/paypal/v1/oauth2/token', () => {
  it('issues a Bearer token that expires in 9 hours', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sim/paypal/v1/oauth2/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 32400,
      access_token: expect.stringMatching(/^A21AA/) as unknown,
    });
  });

  it('refuses other credentials with invalid_client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sim/paypal/v1/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from('sim-paypal-client-id:wrong').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client Authentication failed',
    });
  });

  it('refuses another grant type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sim/paypal/v1/oauth2/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('the API calls', () => {
  it('need a Bearer token, and refuse it once it has expired', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/sim/paypal/v2/checkout/orders',
      payload: orderBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(issueOf(anonymous).name).toBe('AUTHENTICATION_FAILURE');

    const bearer = await token();
    t.clock.advance(32_400 * 1000);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/sim/paypal/v2/checkout/orders',
      headers: { authorization: `Bearer ${bearer}` },
      payload: orderBody(),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('answer malformed JSON in PayPal’s envelope', async () => {
    const res = await post('/sim/paypal/v2/checkout/orders', '{"intent":', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(issueOf(res)).toEqual({ name: 'INVALID_REQUEST', issue: 'MALFORMED_REQUEST_JSON' });
  });

  it('answer an unknown path with a JSON 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sim/paypal/v9/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'RESOURCE_NOT_FOUND' });
  });
});

describe('POST /sim/paypal/v2/checkout/orders', () => {
  it('creates an order (201, minimal body) with an approve link on our server', async () => {
    const res = await post('/sim/paypal/v2/checkout/orders', orderBody());
    expect(res.statusCode).toBe(201);
    const body = res.json() as {
      id: string;
      status: string;
      links: { rel: string; href: string }[];
    };
    expect(body.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(body.status).toBe('CREATED');
    expect(Object.keys(body)).toEqual(['id', 'status', 'links']);
    expect(body.links.find((link) => link.rel === 'approve')?.href).toBe(
      `http://localhost:3000/sim/paypal/checkoutnow?token=${body.id}`,
    );
    expect(res.headers['paypal-debug-id']).toBeUndefined();
  });

  it('answers a PayPal-Request-Id replay with the first order (200)', async () => {
    const first = await post('/sim/paypal/v2/checkout/orders', orderBody(), {
      'paypal-request-id': 'order-1-create',
    });
    const replay = await post(
      '/sim/paypal/v2/checkout/orders',
      orderBody({ invoice_id: 'INV-2' }),
      { 'paypal-request-id': 'order-1-create', prefer: 'return=representation' },
    );
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(200);
    const order = replay.json() as { id: string; purchase_units: { invoice_id: string }[] };
    expect(order.id).toBe((first.json() as { id: string }).id);
    expect(order.purchase_units[0]?.invoice_id).toBe('INV-1');
  });

  it.each([
    [
      'an amount that is not item_total − discount + tax_total',
      {
        amount: {
          ...cad('57.50'),
          breakdown: { item_total: cad('50.00'), tax_total: cad('7.49') },
        },
      },
      'AMOUNT_MISMATCH',
    ],
    [
      'an item total that is not the items’ prices',
      {
        amount: {
          ...cad('62.49'),
          breakdown: { item_total: cad('55.00'), tax_total: cad('7.49') },
        },
      },
      'ITEM_TOTAL_MISMATCH',
    ],
    [
      'a tax total that is not the items’ taxes',
      {
        amount: {
          ...cad('57.50'),
          breakdown: { item_total: cad('50.00'), tax_total: cad('7.50') },
        },
      },
      'TAX_TOTAL_MISMATCH',
    ],
    [
      'items without an item total',
      { amount: { ...cad('57.49'), breakdown: { tax_total: cad('57.49') } } },
      'ITEM_TOTAL_REQUIRED',
    ],
    [
      'a currency the merchant does not receive',
      { amount: { currency_code: 'USD', value: '57.49' }, items: [] },
      'INVALID_CURRENCY_CODE',
    ],
    ['three decimals', { amount: cad('57.495') }, 'DECIMAL_PRECISION'],
    ['a zero amount', { amount: cad('0.00'), items: [] }, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
  ])('refuses %s with 422 %s', async (_case, unit, issue) => {
    const res = await post('/sim/paypal/v2/checkout/orders', orderBody(unit));
    expect(res.statusCode).toBe(422);
    expect(issueOf(res)).toEqual({ name: 'UNPROCESSABLE_ENTITY', issue });
  });

  it('refuses a missing intent and a malformed value with 400', async () => {
    const missing = await post('/sim/paypal/v2/checkout/orders', { purchase_units: [] });
    expect(missing.statusCode).toBe(400);
    expect(issueOf(missing)).toEqual({
      name: 'INVALID_REQUEST',
      issue: 'MISSING_REQUIRED_PARAMETER',
    });
    const malformed = await post(
      '/sim/paypal/v2/checkout/orders',
      orderBody({ amount: cad('5,00') }),
    );
    expect(issueOf(malformed)).toEqual({
      name: 'INVALID_REQUEST',
      issue: 'INVALID_PARAMETER_SYNTAX',
    });
  });

  it('refuses an invoice id already used (DUPLICATE_INVOICE_ID)', async () => {
    await post('/sim/paypal/v2/checkout/orders', orderBody());
    const again = await post('/sim/paypal/v2/checkout/orders', orderBody({ custom_id: 'other' }));
    expect(again.statusCode).toBe(422);
    expect(issueOf(again).issue).toBe('DUPLICATE_INVOICE_ID');
  });
});

describe('capture, refund and webhook calls on the wire', () => {
  async function capturedOrder(outcome: 'COMPLETED' | 'PENDING' = 'COMPLETED') {
    const created = await post('/sim/paypal/v2/checkout/orders', orderBody());
    const { id } = created.json() as { id: string };
    getPayPalSimulator(t.app).approveOrder(id, outcome);
    const captured = await post(
      `/sim/paypal/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-request-id': 'cap-1',
      },
    );
    expect(captured.statusCode).toBe(201);
    const order = captured.json() as {
      status: string;
      purchase_units: { payments: { captures: Record<string, unknown>[] } }[];
    };
    const capture = order.purchase_units[0]?.payments.captures[0] ?? {};
    return { id, order, capture, captureId: String(capture.id) };
  }

  it('renders a capture the way PayPal does', async () => {
    const { order, capture, id } = await capturedOrder();
    expect(order.status).toBe('COMPLETED');
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: cad('57.49'),
      custom_id: 'our-order-1',
      invoice_id: 'INV-1',
      final_capture: true,
      seller_receivable_breakdown: {
        gross_amount: cad('57.49'),
        paypal_fee: cad('1.97'),
        net_amount: cad('55.52'),
      },
    });
    expect(capture.create_time).toBe('2026-11-21T15:00:00.000Z');
    const replay = await post(
      `/sim/paypal/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-request-id': 'cap-1',
      },
    );
    expect(replay.statusCode).toBe(200);
  });

  it('answers a capture of an unknown order with 404 RESOURCE_NOT_FOUND', async () => {
    const res = await post('/sim/paypal/v2/checkout/orders/0ABCDEFGHIJKLMNOP/capture', {});
    expect(res.statusCode).toBe(404);
    expect(issueOf(res)).toEqual({ name: 'RESOURCE_NOT_FOUND', issue: 'INVALID_RESOURCE_ID' });
  });

  it('marks a pending capture PENDING_REVIEW and refuses to refund it', async () => {
    const { capture, captureId } = await capturedOrder('PENDING');
    expect(capture).toMatchObject({
      status: 'PENDING',
      status_details: { reason: 'PENDING_REVIEW' },
    });
    const refund = await post(`/sim/paypal/v2/payments/captures/${captureId}/refund`, {});
    expect(refund.statusCode).toBe(422);
    expect(issueOf(refund).issue).toBe('PENDING_CAPTURE');
  });

  it('refunds in full by default, and refuses more than is left', async () => {
    const { captureId } = await capturedOrder();
    const tooMuch = await post(`/sim/paypal/v2/payments/captures/${captureId}/refund`, {
      amount: cad('57.50'),
    });
    expect(issueOf(tooMuch).issue).toBe('REFUND_AMOUNT_EXCEEDED');

    const refund = await post(`/sim/paypal/v2/payments/captures/${captureId}/refund`, {});
    expect(refund.statusCode).toBe(201);
    expect(Object.keys(refund.json() as object)).toEqual(['id', 'status', 'links']);
    const capture = await t.app.inject({
      method: 'GET',
      url: `/sim/paypal/v2/payments/captures/${captureId}`,
      headers: { authorization: `Bearer ${await token()}` },
    });
    expect(capture.json()).toMatchObject({ status: 'REFUNDED' });
  });

  it('refuses a verification request with fields missing (VALIDATION_ERROR)', async () => {
    const res = await post('/sim/paypal/v1/notifications/verify-webhook-signature', {
      webhook_id: t.config.paypal.webhookId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'VALIDATION_ERROR' });
  });

  it('looks a sent event up, and resends it in a new transmission', async () => {
    await capturedOrder();
    const sim = getPayPalSimulator(t.app);
    await sim.settle();
    const [sent] = sim.sentWebhooks();
    if (!sent) throw new Error('no webhook sent');
    const event = await t.app.inject({
      method: 'GET',
      url: `/sim/paypal/v1/notifications/webhooks-events/${sent.eventId}`,
      headers: { authorization: `Bearer ${await token()}` },
    });
    expect(event.json()).toEqual(sent.event);

    const resend = await post(
      `/sim/paypal/v1/notifications/webhooks-events/${sent.eventId}/resend`,
      {},
    );
    expect(resend.statusCode).toBe(202);
    await sim.settle();
    const transmissions = sim.sentWebhooks().filter((webhook) => webhook.eventId === sent.eventId);
    expect(transmissions).toHaveLength(2);
    expect(transmissions[1]?.transmissionId).not.toBe(sent.transmissionId);
  });
});

describe('reversals and disputes on the wire', () => {
  async function capturedOrder() {
    const created = await post('/sim/paypal/v2/checkout/orders', orderBody());
    const { id } = created.json() as { id: string };
    getPayPalSimulator(t.app).approveOrder(id);
    const captured = await post(`/sim/paypal/v2/checkout/orders/${id}/capture`, {});
    const order = captured.json() as {
      purchase_units: { payments: { captures: { id: string }[] } }[];
    };
    return { orderId: id, captureId: order.purchase_units[0]?.payments.captures[0]?.id ?? '' };
  }

  /** The sent event of this type, after checking PayPal would call it genuine. */
  async function verifiedEvent(eventType: string) {
    const sim = getPayPalSimulator(t.app);
    await sim.settle();
    const sent = sim.sentWebhooks().find((webhook) => webhook.eventType === eventType);
    if (!sent) throw new Error(`no ${eventType} sent`);
    const verified = await post('/sim/paypal/v1/notifications/verify-webhook-signature', {
      auth_algo: sent.headers['PAYPAL-AUTH-ALGO'],
      cert_url: sent.headers['PAYPAL-CERT-URL'],
      transmission_id: sent.headers['PAYPAL-TRANSMISSION-ID'],
      transmission_sig: sent.headers['PAYPAL-TRANSMISSION-SIG'],
      transmission_time: sent.headers['PAYPAL-TRANSMISSION-TIME'],
      webhook_id: t.config.paypal.webhookId,
      webhook_event: sent.event,
    });
    expect(verified.json()).toEqual({ verification_status: 'SUCCESS' });
    return sent.event as { resource_type: string; summary: string; resource: unknown };
  }

  it('reverses a capture: everything goes back, sent as a refund naming its capture', async () => {
    const { orderId, captureId } = await capturedOrder();
    // Named by its order's id, as people see it.
    const reversed = await post(`/sim/paypal/v1/simulator/captures/${orderId}/reverse`, {});
    expect(reversed.statusCode).toBe(201);
    const event = await verifiedEvent('PAYMENT.CAPTURE.REVERSED');
    expect(event).toMatchObject({
      resource_type: 'refund',
      summary: 'A $ 57.49 CAD capture payment was reversed',
      resource: {
        amount: cad('57.49'),
        status: 'COMPLETED',
        links: expect.arrayContaining([
          expect.objectContaining({
            rel: 'up',
            href: expect.stringContaining(captureId) as unknown,
          }),
        ]) as unknown,
      },
    });
    const again = await post(`/sim/paypal/v1/simulator/captures/${captureId}/reverse`, {});
    expect(again.statusCode).toBe(422);
    const refund = await post(`/sim/paypal/v2/payments/captures/${captureId}/refund`, {});
    expect(issueOf(refund).issue).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('opens a dispute and resolves it, each sent as the Disputes API shows the dispute', async () => {
    const { captureId } = await capturedOrder();
    const opened = await post(`/sim/paypal/v1/simulator/captures/${captureId}/disputes`, {
      reason: 'UNAUTHORISED',
    });
    expect(opened.statusCode).toBe(201);
    const { dispute_id: disputeId } = opened.json() as { dispute_id: string };
    expect(disputeId).toMatch(/^PP-D-\d{6}$/);
    const created = await verifiedEvent('CUSTOMER.DISPUTE.CREATED');
    expect(created).toMatchObject({
      resource_type: 'dispute',
      summary: `A new dispute opened with Case # ${disputeId}`,
      resource: {
        dispute_id: disputeId,
        reason: 'UNAUTHORISED',
        status: 'WAITING_FOR_SELLER_RESPONSE',
        dispute_amount: cad('57.49'),
        disputed_transactions: [
          { seller_transaction_id: captureId, invoice_number: 'INV-1', custom: 'our-order-1' },
        ],
      },
    });
    expect(created.resource).not.toHaveProperty('dispute_outcome');

    const unknownOutcome = await post(`/sim/paypal/v1/simulator/disputes/${disputeId}/resolve`, {
      outcome_code: 'RESOLVED_SELLER_FAVOR',
    });
    expect(unknownOutcome.statusCode).toBe(400);
    const resolved = await post(`/sim/paypal/v1/simulator/disputes/${disputeId}/resolve`, {
      outcome_code: 'RESOLVED_BUYER_FAVOUR',
    });
    expect(resolved.statusCode).toBe(200);
    expect(await verifiedEvent('CUSTOMER.DISPUTE.RESOLVED')).toMatchObject({
      resource: {
        status: 'RESOLVED',
        dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR', amount_refunded: cad('57.49') },
      },
    });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/sim/paypal/v1/customer/disputes/${disputeId}`,
      headers: { authorization: `Bearer ${await token()}` },
    });
    expect(shown.json()).toMatchObject({ dispute_id: disputeId, status: 'RESOLVED' });
    const twice = await post(`/sim/paypal/v1/simulator/disputes/${disputeId}/resolve`, {
      outcome_code: 'DENIED',
    });
    expect(issueOf(twice).issue).toBe('DISPUTE_ALREADY_RESOLVED');
  });
});

describe('with a real PayPal configured', () => {
  it('answers 404 under /sim/paypal: the stand-in does not exist', async () => {
    const real = await createTestApp({
      env: { PAYPAL_CLIENT_ID: 'live-client-id', PAYPAL_CLIENT_SECRET: 'live-client-secret' },
    });
    try {
      for (const url of ['/sim/paypal/checkoutnow?token=X', '/sim/paypal/sdk/js?client-id=x']) {
        const res = await real.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
      const token = await real.app.inject({ method: 'POST', url: '/sim/paypal/v1/oauth2/token' });
      expect(token.statusCode).toBe(404);
      expect(() => getPayPalSimulator(real.app)).toThrow(/not simulated/);
    } finally {
      await real.close();
    }
  });
});
