// The stand-in refuses every create-order body the Orders v2 document calls invalid, in PayPal's
// envelope and words, and takes the body our real client builds: one rule a row, each a request
// our client would never send (docs/decisions/033).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createOrderBody } from '../order-request.ts';
import { orderInput } from '#tests/support/paypal.ts';
import { ordersBusinessIssues, ordersRequestIssues } from './issue-catalogue.ts';

let t: TestApp;
let bearer: string;

beforeAll(async () => {
  t = await createTestApp();
  const { clientId, clientSecret } = t.config.paypal;
  const res = await t.app.inject({
    method: 'POST',
    url: '/sim/paypal/v1/oauth2/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  bearer = res.json<{ access_token: string }>().access_token;
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;

/** What our client sends for a new order (a fresh invoice id each time). */
const realBody = (overrides: Parameters<typeof orderInput>[0] = {}) =>
  createOrderBody(orderInput(overrides), { brandName: 'Lumina Psychics' }) as unknown as Json;

/** The body with the value at `path` replaced (undefined: left out of the JSON sent). */
function changed(path: (string | number)[], value: unknown, body: Json = realBody()): Json {
  const copy = structuredClone(body);
  let at: Record<string | number, unknown> = copy;
  for (const [depth, key] of path.slice(0, -1).entries()) {
    at[key] ??= typeof path[depth + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1) ?? '';
  at[last] = value;
  return copy;
}

const unit = (...rest: (string | number)[]) => ['purchase_units', 0, ...rest];
const item = (...rest: (string | number)[]) => unit('items', 0, ...rest);
const cad = (value: string) => ({ currency_code: 'CAD', value });
const inUnit = "/purchase_units/@reference_id=='default'";

function create(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/sim/paypal/v2/checkout/orders',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

interface Detail {
  field?: string;
  value?: string;
  location?: string;
  issue: string;
  description: string;
}

function detailOf(res: { json(): unknown }): Detail {
  const body = res.json() as { details?: Detail[] };
  const [detail] = body.details ?? [];
  if (!detail) throw new Error(`no details in ${JSON.stringify(body)}`);
  return detail;
}

describe('a create-order body that breaks the Orders v2 schema (400 INVALID_REQUEST)', () => {
  it('is answered in PayPal’s envelope: name, message, the field, the issue, debug id, links', async () => {
    const res = await create(changed(item('quantity'), '0'));
    expect(res.statusCode).toBe(400);
    const body = res.json<Json>();
    expect(body).toEqual({
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      details: [
        {
          field: `${inUnit}/items/0/quantity`,
          value: '0',
          location: 'body',
          issue: 'INVALID_PARAMETER_SYNTAX',
          description: 'The value of a field does not conform to the expected format.',
        },
      ],
      debug_id: expect.stringMatching(/^[0-9a-f]{13}$/) as unknown,
      links: [
        {
          href: 'https://developer.paypal.com/docs/api/orders/v2/#error-INVALID_PARAMETER_SYNTAX',
          rel: 'information_link',
          method: 'GET',
        },
      ],
    });
    expect(res.headers['paypal-debug-id']).toBe(body.debug_id);
  });

  const long = (length: number) => 'x'.repeat(length);
  it.each<[string, (string | number)[], unknown, string, string]>([
    ['a quantity of "0"', item('quantity'), '0', 'INVALID_PARAMETER_SYNTAX', '/items/0/quantity'],
    [
      'a quantity sent as a number',
      item('quantity'),
      1,
      'INVALID_PARAMETER_SYNTAX',
      '/items/0/quantity',
    ],
    [
      'an 11-digit quantity',
      item('quantity'),
      '12345678901',
      'INVALID_STRING_LENGTH',
      '/items/0/quantity',
    ],
    ['a 128-character sku', item('sku'), long(128), 'INVALID_STRING_LENGTH', '/items/0/sku'],
    [
      'an item without a name',
      item('name'),
      undefined,
      'MISSING_REQUIRED_PARAMETER',
      '/items/0/name',
    ],
    [
      'a 128-character item name',
      item('name'),
      long(128),
      'INVALID_STRING_LENGTH',
      '/items/0/name',
    ],
    [
      'a 128-character item description',
      item('description'),
      long(128),
      'INVALID_STRING_LENGTH',
      '/items/0/description',
    ],
    [
      'an item category PayPal does not know',
      item('category'),
      'SERVICES',
      'INVALID_PARAMETER_VALUE',
      '/items/0/category',
    ],
    [
      'an item without its price',
      item('unit_amount'),
      undefined,
      'MISSING_REQUIRED_PARAMETER',
      '/items/0/unit_amount',
    ],
    ['an empty custom_id', unit('custom_id'), '', 'INVALID_STRING_LENGTH', '/custom_id'],
    [
      'a 128-character invoice_id',
      unit('invoice_id'),
      long(128),
      'INVALID_STRING_LENGTH',
      '/invoice_id',
    ],
    ['an empty description', unit('description'), '', 'INVALID_STRING_LENGTH', '/description'],
    [
      'a 23-character soft descriptor',
      unit('soft_descriptor'),
      long(23),
      'INVALID_STRING_LENGTH',
      '/soft_descriptor',
    ],
    [
      'a unit without an amount',
      unit('amount'),
      undefined,
      'MISSING_REQUIRED_PARAMETER',
      '/amount',
    ],
    [
      'an amount with a comma',
      unit('amount', 'value'),
      '43,12',
      'INVALID_PARAMETER_SYNTAX',
      '/amount/value',
    ],
    [
      'an amount of 33 characters',
      unit('amount', 'value'),
      `${'0'.repeat(29)}4.12`,
      'INVALID_STRING_LENGTH',
      '/amount/value',
    ],
    [
      'a two-letter currency code',
      unit('amount', 'currency_code'),
      'CA',
      'INVALID_STRING_LENGTH',
      '/amount/currency_code',
    ],
    [
      'a breakdown total without its value',
      unit('amount', 'breakdown', 'tax_total', 'value'),
      undefined,
      'MISSING_REQUIRED_PARAMETER',
      '/amount/breakdown/tax_total/value',
    ],
    [
      'a payee id of 15 characters',
      unit('payee', 'merchant_id'),
      'SIMMERCHANT7X2Q',
      'INVALID_STRING_LENGTH',
      '/payee/merchant_id',
    ],
    [
      'a shipping country in lower case',
      unit('shipping', 'address', 'country_code'),
      'ca',
      'INVALID_COUNTRY_CODE',
      '/shipping/address/country_code',
    ],
    ['level 2/3 card data', unit('supplementary_data'), {}, 'NOT_SUPPORTED', '/supplementary_data'],
    ['platform fees', unit('payment_instruction'), {}, 'NOT_SUPPORTED', '/payment_instruction'],
    ['items that are not a list', unit('items'), {}, 'INVALID_PARAMETER_SYNTAX', '/items'],
    [
      'a payee email that is not one',
      unit('payee', 'email_address'),
      'merchant',
      'INVALID_PARAMETER_SYNTAX',
      '/payee/email_address',
    ],
    [
      'a shipping type PayPal does not know',
      unit('shipping', 'type'),
      'COURIER',
      'INVALID_PARAMETER_VALUE',
      '/shipping/type',
    ],
    [
      'a shipping option without its label',
      unit('shipping', 'options'),
      [{ id: 'a', selected: true }],
      'MISSING_REQUIRED_PARAMETER',
      '/shipping/options/0/label',
    ],
    [
      'eleven shipping options',
      unit('shipping', 'options'),
      Array.from({ length: 11 }, (_, i) => ({ id: `o${i}`, label: 'Post', selected: i === 0 })),
      'INVALID_ARRAY_MAX_ITEMS',
      '/shipping/options',
    ],
    [
      'a shipping option selected as a string',
      unit('shipping', 'options'),
      [{ id: 'a', label: 'Post', selected: 'true' }],
      'INVALID_PARAMETER_SYNTAX',
      '/shipping/options/0/selected',
    ],
    [
      'a 301-character address line',
      unit('shipping', 'address'),
      { address_line_1: long(301), country_code: 'CA' },
      'INVALID_STRING_LENGTH',
      '/shipping/address/address_line_1',
    ],
    [
      'a 61-character postal code',
      unit('shipping', 'address'),
      { postal_code: long(61), country_code: 'CA' },
      'INVALID_STRING_LENGTH',
      '/shipping/address/postal_code',
    ],
    [
      'an address without its country',
      unit('shipping', 'address'),
      { postal_code: 'H2X 1Y4' },
      'MISSING_REQUIRED_PARAMETER',
      '/shipping/address/country_code',
    ],
    [
      'a 301-character name to ship to',
      unit('shipping', 'name', 'full_name'),
      long(301),
      'INVALID_STRING_LENGTH',
      '/shipping/name/full_name',
    ],
  ])('refuses %s', async (_case, path, value, issue, field) => {
    const res = await create(changed(path, value));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'INVALID_REQUEST' });
    expect(detailOf(res)).toMatchObject({
      issue,
      field: `${inUnit}${field}`,
      description: ordersRequestIssues[issue],
      location: 'body',
    });
  });

  it.each<[string, (string | number)[], unknown, string, string]>([
    ['an intent PayPal does not know', ['intent'], 'SALE', 'INVALID_PARAMETER_VALUE', '/intent'],
    ['no intent', ['intent'], undefined, 'MISSING_REQUIRED_PARAMETER', '/intent'],
    ['no purchase unit', ['purchase_units'], [], 'INVALID_ARRAY_MIN_ITEMS', '/purchase_units'],
    [
      'a return_url that is not a URL',
      ['application_context', 'return_url'],
      'not a url',
      'INVALID_PARAMETER_SYNTAX',
      '/application_context/return_url',
    ],
    [
      'a cancel_url without a scheme',
      ['application_context', 'cancel_url'],
      'example.com/cancel',
      'INVALID_PARAMETER_SYNTAX',
      '/application_context/cancel_url',
    ],
    [
      'a shipping preference PayPal does not know',
      ['application_context', 'shipping_preference'],
      'NONE',
      'INVALID_PARAMETER_VALUE',
      '/application_context/shipping_preference',
    ],
    [
      'a user action in lower case',
      ['application_context', 'user_action'],
      'pay_now',
      'INVALID_PARAMETER_VALUE',
      '/application_context/user_action',
    ],
    [
      'a 128-character brand name',
      ['application_context', 'brand_name'],
      long(128),
      'INVALID_STRING_LENGTH',
      '/application_context/brand_name',
    ],
    [
      'a locale that is not a language tag',
      ['application_context', 'locale'],
      'english',
      'INVALID_PARAMETER_SYNTAX',
      '/application_context/locale',
    ],
    [
      'an experience return_url that is not a URL',
      ['payment_source', 'paypal', 'experience_context', 'return_url'],
      '/purchase',
      'INVALID_PARAMETER_SYNTAX',
      '/payment_source/paypal/experience_context/return_url',
    ],
    [
      'a payer id with a 0',
      ['payer', 'payer_id'],
      'QYR5Z8XDVJNX0',
      'INVALID_PARAMETER_SYNTAX',
      '/payer/payer_id',
    ],
    [
      'a payer email that is not one',
      ['payer', 'email_address'],
      'buyer-at-example.com',
      'INVALID_PARAMETER_SYNTAX',
      '/payer/email_address',
    ],
    [
      'a card as the payment source',
      ['payment_source', 'card'],
      {},
      'NOT_SUPPORTED',
      '/payment_source/card',
    ],
    [
      'a 257-character reference id',
      unit('reference_id'),
      long(257),
      'INVALID_STRING_LENGTH',
      `/purchase_units/@reference_id=='${long(257)}'/reference_id`,
    ],
    [
      'a landing page PayPal does not know',
      ['application_context', 'landing_page'],
      'HOME',
      'INVALID_PARAMETER_VALUE',
      '/application_context/landing_page',
    ],
    [
      'card-on-file data',
      ['application_context', 'stored_payment_source'],
      {},
      'NOT_SUPPORTED',
      '/application_context/stored_payment_source',
    ],
    [
      'an experience cancel_url that is not a URL',
      ['payment_source', 'paypal', 'experience_context', 'cancel_url'],
      'cancel',
      'INVALID_PARAMETER_SYNTAX',
      '/payment_source/paypal/experience_context/cancel_url',
    ],
    [
      'an experience landing page PayPal does not know',
      ['payment_source', 'paypal', 'experience_context', 'landing_page'],
      'BILLING',
      'INVALID_PARAMETER_VALUE',
      '/payment_source/paypal/experience_context/landing_page',
    ],
    [
      'a payment method preference PayPal does not know',
      ['payment_source', 'paypal', 'experience_context', 'payment_method_preference'],
      'ANY',
      'INVALID_PARAMETER_VALUE',
      '/payment_source/paypal/experience_context/payment_method_preference',
    ],
    [
      'a brand name on two lines',
      ['payment_source', 'paypal', 'experience_context', 'brand_name'],
      'Lumina\nPsychics',
      'INVALID_PARAMETER_SYNTAX',
      '/payment_source/paypal/experience_context/brand_name',
    ],
    [
      'a payer name of 141 characters',
      ['payer', 'name', 'given_name'],
      long(141),
      'INVALID_STRING_LENGTH',
      '/payer/name/given_name',
    ],
    [
      'a phone number with letters',
      ['payer', 'phone'],
      { phone_number: { country_code: '1', national_number: '514555ABCD' } },
      'INVALID_PARAMETER_SYNTAX',
      '/payer/phone/phone_number/national_number',
    ],
    [
      'a birth date that is not a date',
      ['payer', 'birth_date'],
      '1990-13-01',
      'INVALID_PARAMETER_SYNTAX',
      '/payer/birth_date',
    ],
    [
      'a tax id of a kind PayPal does not know',
      ['payer', 'tax_info'],
      { tax_id: '123', tax_id_type: 'CA_SIN' },
      'INVALID_PARAMETER_VALUE',
      '/payer/tax_info/tax_id_type',
    ],
    [
      'a vaulted PayPal wallet',
      ['payment_source', 'paypal', 'vault_id'],
      'abc',
      'NOT_SUPPORTED',
      '/payment_source/paypal/vault_id',
    ],
  ])('refuses %s', async (_case, path, value, issue, field) => {
    const res = await create(changed(path, value));
    expect(res.statusCode).toBe(400);
    expect(detailOf(res)).toMatchObject({ issue, field, description: ordersRequestIssues[issue] });
  });

  it('refuses eleven purchase units (INVALID_ARRAY_MAX_ITEMS)', async () => {
    const [first] = realBody().purchase_units as Json[];
    const units = Array.from({ length: 11 }, (_, index) => ({
      ...first,
      reference_id: `u${index}`,
    }));
    const res = await create(changed(['purchase_units'], units));
    expect(detailOf(res)).toMatchObject({
      issue: 'INVALID_ARRAY_MAX_ITEMS',
      field: '/purchase_units',
    });
  });

  it('refuses a body that is not a JSON object (MALFORMED_REQUEST_JSON)', async () => {
    const res = await create([realBody()]);
    expect(res.statusCode).toBe(400);
    expect(detailOf(res)).toMatchObject({
      issue: 'MALFORMED_REQUEST_JSON',
      description: 'The request JSON is not well formed.',
    });
  });
});

describe('a well-formed order that does not hold together (422 UNPROCESSABLE_ENTITY)', () => {
  const twoUnits = (patch: (unit: Json, index: number) => Json) =>
    changed(
      ['purchase_units'],
      [0, 1].map((index) => patch({ ...(realBody().purchase_units as Json[])[0] }, index)),
    );

  it('is answered in PayPal’s envelope', async () => {
    const res = await create(changed(unit('amount', 'breakdown', 'discount'), cad('-1.00')));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      details: [
        {
          field: `${inUnit}/amount/breakdown/discount/value`,
          value: '-1.00',
          issue: 'CANNOT_BE_NEGATIVE',
          description:
            'Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.',
        },
      ],
      debug_id: expect.stringMatching(/^[0-9a-f]{13}$/) as unknown,
    });
  });

  it.each<[string, () => Json, string]>([
    [
      'two units without reference ids',
      () => twoUnits((u) => ({ ...u, reference_id: undefined, invoice_id: undefined })),
      'REFERENCE_ID_REQUIRED',
    ],
    [
      'two units with one reference id',
      () => twoUnits((u) => ({ ...u, reference_id: 'same', invoice_id: undefined })),
      'DUPLICATE_REFERENCE_ID',
    ],
    [
      'an AUTHORIZE order of two units',
      () =>
        changed(
          ['intent'],
          'AUTHORIZE',
          twoUnits((u, index) => ({ ...u, reference_id: `u${index}`, invoice_id: undefined })),
        ),
      'UNSUPPORTED_INTENT',
    ],
    [
      'a donation among two units',
      () =>
        twoUnits((u, index) => ({
          ...u,
          reference_id: `u${index}`,
          invoice_id: undefined,
          items: [{ ...(u.items as Json[])[0], category: 'DONATION' }],
        })),
      'DONATION_ITEMS_NOT_SUPPORTED',
    ],
    [
      'a tax in another currency than the rest',
      () => changed(item('tax'), { currency_code: 'USD', value: '5.62' }),
      'MULTI_CURRENCY_ORDER',
    ],
    [
      'an amount above 999999999999999.99',
      () => changed(unit('amount'), cad('1000000000000000.00'), changed(unit('items'), undefined)),
      'MAX_VALUE_EXCEEDED',
    ],
    [
      'a donation with a digital item',
      () =>
        changed(unit('items'), [
          (realBody().purchase_units as { items: Json[] }[])[0]?.items[0],
          { name: 'Gift', quantity: '1', category: 'DONATION', unit_amount: cad('0.00') },
        ]),
      'MULTIPLE_ITEM_CATEGORIES',
    ],
    [
      'another merchant as the payee',
      () => changed(unit('payee', 'merchant_id'), 'ABCDEFGHJKLMN'),
      'PAYEE_ACCOUNT_INVALID',
    ],
    [
      'shipping options on an order without shipping',
      () => changed(unit('shipping', 'options'), [{ id: 'a', label: 'Post', selected: true }]),
      'SHIPPING_OPTIONS_NOT_SUPPORTED',
    ],
    [
      'shipping options none of which is selected',
      () =>
        changed(
          unit('shipping', 'options'),
          [{ id: 'a', label: 'Post', selected: false }],
          changed(['application_context', 'shipping_preference'], undefined),
        ),
      'SHIPPING_OPTION_NOT_SELECTED',
    ],
    [
      'two selected shipping options',
      () =>
        changed(
          unit('shipping', 'options'),
          [
            { id: 'a', label: 'Post', selected: true },
            { id: 'b', label: 'Courier', selected: true },
          ],
          changed(['application_context', 'shipping_preference'], undefined),
        ),
      'MULTIPLE_SHIPPING_OPTION_SELECTED',
    ],
    [
      'items with a tax and no tax total',
      () =>
        changed(unit('amount'), {
          ...cad('37.50'),
          breakdown: { item_total: cad('50.00'), discount: cad('12.50') },
        }),
      'TAX_TOTAL_REQUIRED',
    ],
  ])('refuses %s', async (_case, body, issue) => {
    const res = await create(body());
    expect(res.statusCode).toBe(422);
    expect(detailOf(res)).toMatchObject({ issue, description: ordersBusinessIssues[issue] });
  });
});

describe('the body our client builds', () => {
  it('is taken as it is', async () => {
    const res = await create(realBody());
    expect(res.statusCode).toBe(201);
  });

  it('is taken with names and descriptions cut to 127 characters, accents and emoji included', async () => {
    const res = await create(
      realBody({
        itemName: `Forfait étoilé ${'🔮'.repeat(200)}`,
        description: 'é'.repeat(300),
        discountCents: 0,
        totalCents: 5562,
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});
