// The authorisation matrix (docs/security.md): every customer route, asked
// anonymously, is refused with 401 and changes nothing; asked by another customer, about the
// first customer's things, it is refused and changes nothing. The per-feature tests go deeper;
// this one keeps the whole list in one place, and fails when a listed route disappears.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '#server/db/schema.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import {
  aShopper,
  api,
  createPayPalOrder,
  paypalStandIn,
  type Shopper,
} from '#tests/support/payments.ts';
import { SESSION_COOKIE } from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface CustomerRoute {
  method: Method;
  url: string;
  payload?: object;
}

/** Every route that acts for the signed-in customer (webhooks and sign-in itself excluded). */
const customerRoutes: readonly CustomerRoute[] = [
  { method: 'GET', url: '/api/me' },
  { method: 'GET', url: '/api/me/purchases' },
  { method: 'GET', url: '/api/me/usage' },
  { method: 'GET', url: '/api/me/promo-code' },
  {
    method: 'PATCH',
    url: '/api/me/profile',
    payload: { name: 'Mallory', birthDate: null, emailNotifications: true },
  },
  { method: 'DELETE', url: '/api/me/phone-numbers/5145550100' },
  { method: 'POST', url: '/api/me/deletion', payload: { confirmation: 'DELETE' } },
  { method: 'GET', url: '/api/me/export' },
  { method: 'GET', url: '/api/me/purchases/any-purchase/receipt' },
  { method: 'GET', url: '/api/me/phone-pin' },
  { method: 'PUT', url: '/api/me/phone-pin', payload: { pin: '2580' } },
  { method: 'DELETE', url: '/api/me/phone-pin' },
  { method: 'GET', url: '/api/me/favourites' },
  { method: 'PUT', url: '/api/me/favourites/4001' },
  { method: 'DELETE', url: '/api/me/favourites/4001' },
  {
    method: 'POST',
    url: '/api/coupons/check',
    payload: { code: 'WELCOME25', bundleId: 'bundle-20' },
  },
  { method: 'POST', url: '/api/payments/paypal/orders', payload: { bundleId: 'bundle-20' } },
  { method: 'POST', url: '/api/payments/paypal/orders/ANY-ORDER/capture' },
  { method: 'POST', url: '/api/payments/paypal/orders/ANY-ORDER/cancel' },
  { method: 'POST', url: '/api/payments/interac/orders', payload: { bundleId: 'bundle-20' } },
  { method: 'GET', url: '/api/payments/interac/orders/any-transaction/status' },
  { method: 'POST', url: '/api/payments/interac/orders/any-transaction/cancel' },
  { method: 'GET', url: '/api/tarot/game' },
  { method: 'POST', url: '/api/tarot/attempt', payload: { positions: [0, 1, 2] } },
  { method: 'POST', url: '/api/auth/phone/add/request-code', payload: { phone: '4385550123' } },
  {
    method: 'POST',
    url: '/api/auth/phone/add/verify',
    payload: { phone: '4385550123', code: '123456' },
  },
  {
    method: 'POST',
    url: '/api/auth/reauthenticate/request-code',
    payload: { phone: '5145550100' },
  },
  { method: 'POST', url: '/api/auth/reauthenticate', payload: { password: 'a-guessed-password' } },
];

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemoData(t.database, { clock: t.clock });
});
afterEach(async () => t.close());

/** Everything a customer route could change, counted. */
async function footprint() {
  const db = t.database.kysely;
  const count = async (table: keyof DB) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const customers = await db
    .selectFrom('customers')
    .select(['id', 'name', 'credits', 'deletedAt', 'emailNotifications'])
    .orderBy('id')
    .execute();
  return {
    customers,
    phones: await count('customerPhoneNumbers'),
    orders: await db.selectFrom('paymentOrders').select(['id', 'status']).orderBy('id').execute(),
    purchases: await count('purchases'),
    ledger: await count('minuteLedger'),
    attempts: await count('tarotGameAttempts'),
    layouts: await count('tarotLayouts'),
    codes: await count('oneTimeCodes'),
    consents: await count('consentRecords'),
    phonePins: await db.selectFrom('phonePins').selectAll().orderBy('customerId').execute(),
  };
}

function ask(route: CustomerRoute, session?: string) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    ...(route.payload ? { payload: route.payload } : {}),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

describe('anonymously', () => {
  it('every customer route answers 401 and changes nothing', async () => {
    const before = await footprint();
    for (const route of customerRoutes) {
      const res = await ask(route);
      // 401, not 404: the route exists and wants a customer.
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json(), route.url).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect(await footprint()).toEqual(before);
  });

  it('a forged or expired session cookie is no better than none', async () => {
    for (const route of customerRoutes) {
      const res = await ask(route, 'not-a-real-session-token');
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('as another customer', () => {
  let owner: Shopper;
  let intruder: Shopper;
  beforeEach(async () => {
    owner = await aShopper(t, { email: 'owner@example.com', phones: ['4385550111'] });
    intruder = await aShopper(t, { email: 'intruder@example.com' });
  });

  it('cannot read, capture, cancel, delete or see anything of the first customer’s', async () => {
    // The owner buys Basic through PayPal, and starts an Interac payment.
    const paypalOrderId = await createPayPalOrder(t, owner, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(paypalOrderId);
    const interac = await api(t, 'POST', '/api/payments/interac/orders', {
      session: owner.session,
      payload: { bundleId: 'bundle-10' },
    });
    expect(interac.statusCode).toBe(201);
    const transactionId = interac.json<{ transactionId: string }>().transactionId;
    const before = await footprint();

    const theirs: CustomerRoute[] = [
      { method: 'POST', url: `/api/payments/paypal/orders/${paypalOrderId}/capture` },
      { method: 'POST', url: `/api/payments/paypal/orders/${paypalOrderId}/cancel` },
      { method: 'GET', url: `/api/payments/interac/orders/${transactionId}/status` },
      { method: 'POST', url: `/api/payments/interac/orders/${transactionId}/cancel` },
      { method: 'DELETE', url: '/api/me/phone-numbers/4385550111' },
    ];
    for (const route of theirs) {
      const res = await ask(route, intruder.session);
      expect([403, 404], `${route.method} ${route.url}`).toContain(res.statusCode);
    }
    expect(await footprint()).toEqual(before);

    // What the intruder reads about themselves names nothing of the owner's.
    for (const url of ['/api/me', '/api/me/purchases', '/api/me/usage', '/api/me/export']) {
      const res = await ask({ method: 'GET', url }, intruder.session);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('owner@example.com');
      expect(res.body, url).not.toContain('4385550111');
      expect(res.body, url).not.toContain(paypalOrderId);
    }

    // The owner can still capture their own order.
    const captured = await ask(
      { method: 'POST', url: `/api/payments/paypal/orders/${paypalOrderId}/capture` },
      owner.session,
    );
    expect(captured.statusCode).toBe(200);
  });

  it('cannot open the first customer’s receipt', async () => {
    const paypalOrderId = await createPayPalOrder(t, owner, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(paypalOrderId);
    const captured = await ask(
      { method: 'POST', url: `/api/payments/paypal/orders/${paypalOrderId}/capture` },
      owner.session,
    );
    const { purchaseId } = captured.json<{ purchaseId: string }>();
    const url = `/api/me/purchases/${purchaseId}/receipt`;
    expect((await ask({ method: 'GET', url }, owner.session)).statusCode).toBe(200);
    const res = await ask({ method: 'GET', url }, intruder.session);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('owner@example.com');
  });
});
