// Beyond the create-order body: each call's headers, path ids, query and body checked as the
// Orders v2, Payments v2, webhooks and disputes documents state them, and refused in PayPal's
// envelope and the call's own words (docs/decisions/033).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createOrderBody } from '../order-request.ts';
import { orderInput } from '#tests/support/paypal.ts';
import {
  captureRequestIssues,
  ordersRequestIssues,
  paymentsRequestIssues,
  refundBusinessIssues,
} from './issue-catalogue.ts';
import { getPayPalSimulator } from './register.ts';

let t: TestApp;
let bearer: string;
const basic = () => {
  const { clientId, clientSecret } = t.config.paypal;
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
};

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/sim/paypal/v1/oauth2/token',
    headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  bearer = res.json<{ access_token: string }>().access_token;
});
afterAll(async () => {
  await t.close();
});

function call(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/sim/paypal${url}`,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const newOrderBody = () => createOrderBody(orderInput(), { brandName: 'Lumina Psychics' });

async function approvedOrder(): Promise<string> {
  const created = await call('POST', '/v2/checkout/orders', newOrderBody());
  const { id } = created.json<{ id: string }>();
  getPayPalSimulator(t.app).approveOrder(id);
  return id;
}

async function capturedId(): Promise<string> {
  const id = await approvedOrder();
  const captured = await call('POST', `/v2/checkout/orders/${id}/capture`, {});
  const order = captured.json<{ purchase_units: { payments: { captures: { id: string }[] } }[] }>();
  return order.purchase_units[0]?.payments.captures[0]?.id ?? '';
}

interface Detail {
  field?: string;
  value?: string;
  location?: string;
  issue: string;
  description?: string;
}

function detailOf(res: { json(): unknown }): Detail {
  const [detail] = (res.json() as { details?: Detail[] }).details ?? [];
  if (!detail) throw new Error(`no details in ${JSON.stringify(res.json())}`);
  return detail;
}

const long = (length: number) => 'x'.repeat(length);

describe('the Orders v2 headers, path ids and query', () => {
  it.each<[string, Record<string, string>, string]>([
    [
      'a PayPal-Request-Id of 109 characters',
      { 'paypal-request-id': long(109) },
      'PayPal-Request-Id',
    ],
    ['an empty PayPal-Request-Id', { 'paypal-request-id': '' }, 'PayPal-Request-Id'],
    [
      'a PayPal-Client-Metadata-Id of 37 characters',
      { 'paypal-client-metadata-id': long(37) },
      'PayPal-Client-Metadata-Id',
    ],
    [
      'a PayPal-Partner-Attribution-Id of 37 characters',
      { 'paypal-partner-attribution-id': long(37) },
      'PayPal-Partner-Attribution-Id',
    ],
    ['a Prefer header of 26 characters', { prefer: 'return=representationxxxxx' }, 'Prefer'],
  ])('refuses a create order with %s', async (_case, headers, field) => {
    const res = await call('POST', '/v2/checkout/orders', newOrderBody(), headers);
    expect(res.statusCode).toBe(400);
    expect(detailOf(res)).toEqual({
      field,
      value: Object.values(headers)[0],
      location: 'header',
      issue: 'INVALID_STRING_LENGTH',
      description: ordersRequestIssues.INVALID_STRING_LENGTH,
    });
  });

  it('refuses a Prefer header that is not letters and "="', async () => {
    const res = await call('POST', '/v2/checkout/orders', newOrderBody(), {
      prefer: 'return-minimal',
    });
    expect(detailOf(res)).toMatchObject({ field: 'Prefer', issue: 'INVALID_PARAMETER_SYNTAX' });
  });

  it('takes a PayPal-Request-Id of 108 characters', async () => {
    const res = await call('POST', '/v2/checkout/orders', newOrderBody(), {
      'paypal-request-id': long(108),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['GET', '/v2/checkout/orders/5o190127tn364715t', 'INVALID_PARAMETER_SYNTAX'],
    ['GET', `/v2/checkout/orders/${'A'.repeat(37)}`, 'INVALID_STRING_LENGTH'],
    ['POST', '/v2/checkout/orders/5O190127-N364715T/capture', 'INVALID_PARAMETER_SYNTAX'],
  ] as const)('refuses %s %s: not an order id', async (method, url, issue) => {
    const res = await call(method, url, method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(400);
    expect(detailOf(res)).toMatchObject({ field: 'order_id', location: 'path', issue });
  });

  it('refuses a fields filter that is not lower-case field names', async () => {
    const id = await approvedOrder();
    const res = await call('GET', `/v2/checkout/orders/${id}?fields=Payment_Source`);
    expect(detailOf(res)).toMatchObject({
      field: 'fields',
      location: 'query',
      issue: 'INVALID_PARAMETER_SYNTAX',
    });
    const fine = await call('GET', `/v2/checkout/orders/${id}?fields=payment_source`);
    expect(fine.statusCode).toBe(200);
  });
});

describe('capture order', () => {
  it('words its refusals from capture’s own list', async () => {
    const id = await approvedOrder();
    const res = await call('POST', `/v2/checkout/orders/${id}/capture`, {
      payment_source: { paypal: { phone: { phone_type: 'MOBILE' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(detailOf(res)).toEqual({
      field: '/payment_source/paypal/phone/phone_number',
      location: 'body',
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: captureRequestIssues.MISSING_REQUIRED_PARAMETER,
    });
    expect(captureRequestIssues.MISSING_REQUIRED_PARAMETER).not.toBe(
      ordersRequestIssues.MISSING_REQUIRED_PARAMETER,
    );
  });

  it('refuses a payment source the stand-in does not play, and a header too long', async () => {
    const id = await approvedOrder();
    const card = await call('POST', `/v2/checkout/orders/${id}/capture`, {
      payment_source: { card: { number: '4111111111111111' } },
    });
    expect(detailOf(card)).toMatchObject({ field: '/payment_source/card', issue: 'NOT_SUPPORTED' });
    const header = await call(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-request-id': long(109),
      },
    );
    expect(detailOf(header)).toMatchObject({
      field: 'PayPal-Request-Id',
      issue: 'INVALID_STRING_LENGTH',
    });
    const captured = await call('POST', `/v2/checkout/orders/${id}/capture`, {});
    expect(captured.statusCode).toBe(201);
  });

  it('answers an order not approved in the document’s words', async () => {
    const created = await call('POST', '/v2/checkout/orders', newOrderBody());
    const res = await call(
      'POST',
      `/v2/checkout/orders/${created.json<{ id: string }>().id}/capture`,
      {},
    );
    expect(res.statusCode).toBe(422);
    expect(detailOf(res)).toEqual({
      issue: 'ORDER_NOT_APPROVED',
      description:
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
    });
  });
});

describe('refund a capture (Payments v2)', () => {
  it.each<[string, unknown, string, string]>([
    [
      'a note to the payer of 256 characters',
      { note_to_payer: long(256) },
      'INVALID_STRING_LENGTH',
      '/note_to_payer',
    ],
    ['an empty custom_id', { custom_id: '' }, 'INVALID_STRING_LENGTH', '/custom_id'],
    [
      'an amount with a comma',
      { amount: { currency_code: 'CAD', value: '1,00' } },
      'INVALID_PARAMETER_SYNTAX',
      '/amount/value',
    ],
    [
      'an amount without its currency',
      { amount: { value: '1.00' } },
      'MISSING_REQUIRED_PARAMETER',
      '/amount/currency_code',
    ],
  ])('refuses %s (400, in Payments v2’s words)', async (_case, body, issue, field) => {
    const res = await call('POST', `/v2/payments/captures/${await capturedId()}/refund`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'INVALID_REQUEST' });
    expect(detailOf(res)).toMatchObject({
      issue,
      field,
      description: paymentsRequestIssues[issue],
    });
  });

  it('refuses two platform fees (400), and one, which the merchant is not set up for (422)', async () => {
    const captureId = await capturedId();
    const fee = { amount: { currency_code: 'CAD', value: '1.00' } };
    const two = await call('POST', `/v2/payments/captures/${captureId}/refund`, {
      payment_instruction: { platform_fees: [fee, fee] },
    });
    expect(detailOf(two)).toMatchObject({
      issue: 'INVALID_ARRAY_MAX_ITEMS',
      field: '/payment_instruction/platform_fees',
    });
    const one = await call('POST', `/v2/payments/captures/${captureId}/refund`, {
      payment_instruction: { platform_fees: [fee] },
    });
    expect(one.statusCode).toBe(422);
    expect(detailOf(one)).toMatchObject({
      issue: 'PLATFORM_FEE_NOT_ENABLED',
      description: refundBusinessIssues.PLATFORM_FEE_NOT_ENABLED,
    });
  });

  it.each<[string, unknown, string]>([
    [
      'another currency than the capture’s',
      { amount: { currency_code: 'USD', value: '1.00' } },
      'REFUND_CAPTURE_CURRENCY_MISMATCH',
    ],
    [
      'a currency code that is not one',
      { amount: { currency_code: 'C4D', value: '1.00' } },
      'INVALID_CURRENCY_CODE',
    ],
    ['nothing', { amount: { currency_code: 'CAD', value: '0.00' } }, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['three decimals', { amount: { currency_code: 'CAD', value: '1.005' } }, 'DECIMAL_PRECISION'],
    [
      'more than the capture',
      { amount: { currency_code: 'CAD', value: '1000.00' } },
      'REFUND_AMOUNT_EXCEEDED',
    ],
  ])('refuses a refund of %s (422)', async (_case, body, issue) => {
    const res = await call('POST', `/v2/payments/captures/${await capturedId()}/refund`, body);
    expect(res.statusCode).toBe(422);
    expect(detailOf(res)).toMatchObject({ issue, description: refundBusinessIssues[issue] });
  });

  it('refuses an invoice id another refund was made with', async () => {
    const captureId = await capturedId();
    const small = { amount: { currency_code: 'CAD', value: '1.00' }, invoice_id: 'REFUND-1' };
    const first = await call('POST', `/v2/payments/captures/${captureId}/refund`, small);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', `/v2/payments/captures/${captureId}/refund`, small);
    expect(detailOf(again)).toMatchObject({
      issue: 'DUPLICATE_INVOICE_ID',
      description: 'Invoice ID was previously used to refund a capture.',
      value: 'REFUND-1',
    });
  });
});

describe('the webhook calls (v1)', () => {
  async function sentTransmission() {
    await capturedId();
    const sim = getPayPalSimulator(t.app);
    await sim.settle();
    const sent = sim.sentWebhooks().at(-1);
    if (!sent) throw new Error('no webhook sent');
    return {
      sent,
      body: {
        auth_algo: sent.headers['PAYPAL-AUTH-ALGO'],
        cert_url: sent.headers['PAYPAL-CERT-URL'],
        transmission_id: sent.headers['PAYPAL-TRANSMISSION-ID'],
        transmission_sig: sent.headers['PAYPAL-TRANSMISSION-SIG'],
        transmission_time: sent.headers['PAYPAL-TRANSMISSION-TIME'],
        webhook_id: t.config.paypal.webhookId,
        webhook_event: sent.event,
      },
    };
  }

  it('verify a genuine transmission', async () => {
    const { body } = await sentTransmission();
    const res = await call('POST', '/v1/notifications/verify-webhook-signature', body);
    expect(res.json()).toEqual({ verification_status: 'SUCCESS' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a webhook id with a dash',
      { webhook_id: 'sim-webhook' },
      '/webhook_id',
      'INVALID_PARAMETER_SYNTAX',
    ],
    [
      'a certificate URL that is not one',
      { cert_url: 'cert' },
      '/cert_url',
      'INVALID_PARAMETER_SYNTAX',
    ],
    [
      'a transmission time that is not one',
      { transmission_time: 'yesterday' },
      '/transmission_time',
      'INVALID_PARAMETER_SYNTAX',
    ],
    [
      'a transmission id of 51 characters',
      { transmission_id: long(51) },
      '/transmission_id',
      'INVALID_STRING_LENGTH',
    ],
    [
      'an algorithm with a dash',
      { auth_algo: 'SHA256-RSA' },
      '/auth_algo',
      'INVALID_PARAMETER_SYNTAX',
    ],
    ['no event', { webhook_event: undefined }, '/webhook_event', 'Required field cannot be blank'],
  ])('refuse a verification with %s (VALIDATION_ERROR)', async (_case, change, field, issue) => {
    const { body } = await sentTransmission();
    const res = await call('POST', '/v1/notifications/verify-webhook-signature', {
      ...body,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: 'VALIDATION_ERROR',
      message: 'Invalid request - see details',
      debug_id: expect.stringMatching(/^[0-9a-f]{13}$/) as unknown,
      details: [{ field, location: 'body', issue }],
      links: [],
    });
  });

  it('answer an unknown event as PayPal’s webhooks API does, and a malformed id with 400', async () => {
    const unknown = await call(
      'GET',
      `/v1/notifications/webhooks-events/WH-${'A'.repeat(17)}-${'B'.repeat(17)}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      name: 'INVALID_RESOURCE_ID',
      message: 'Resource id is invalid',
    });
    const malformed = await call(
      'POST',
      `/v1/notifications/webhooks-events/${long(51)}/resend`,
      {},
    );
    expect(malformed.statusCode).toBe(400);
    expect(detailOf(malformed)).toMatchObject({ field: 'event_id', location: 'path' });
  });
});

describe('the disputes calls', () => {
  it('refuse a dispute id PayPal would not have', async () => {
    const res = await call('GET', '/v1/customer/disputes/PP_D_1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'VALIDATION_ERROR' });
    expect(detailOf(res)).toMatchObject({ field: 'id', location: 'path' });
  });

  it('open disputes only for a reason of the disputes document', async () => {
    const captureId = await capturedId();
    const american = await call('POST', `/v1/simulator/captures/${captureId}/disputes`, {
      reason: 'UNAUTHORIZED',
    });
    expect(american.statusCode).toBe(400);
    const opened = await call('POST', `/v1/simulator/captures/${captureId}/disputes`, {
      reason: 'UNAUTHORISED',
    });
    expect(opened.statusCode).toBe(201);
  });
});

describe('the wire', () => {
  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sim/paypal/v2/checkout/orders',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'intent=CAPTURE',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      name: 'UNSUPPORTED_MEDIA_TYPE',
      message: "The server does not support the request payload's media type.",
    });
  });

  it('reads the token request’s grant type from a form only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sim/paypal/v1/oauth2/token',
      headers: { authorization: basic(), 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Grant Type is NULL',
    });
  });

  it('answers a missing token in the document’s words', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sim/paypal/v2/checkout/orders/ABC' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      name: 'AUTHENTICATION_FAILURE',
      message:
        'Authentication failed due to missing authorization header, or invalid authentication credentials.',
    });
  });
});
