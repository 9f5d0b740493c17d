// The payment methods offered are the payment methods configured (PAYMENT_METHODS): the
// browser is told which (GET /api/config), and the server takes no order for another, however
// the request was made (docs/decisions/024).
import { afterEach, describe, expect, it } from 'vitest';
import { accountCopy, accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { aShopper, api, errorOf, ordersOf, welcome25, addCoupon } from '#tests/support/payments.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const orderPaths = {
  paypal: '/api/payments/paypal/orders',
  interac: '/api/payments/interac/orders',
} as const;

describe('a site that offers one payment method', () => {
  it.each([
    ['interac', 'paypal'],
    ['paypal', 'interac'],
  ] as const)(
    'offering %s only, refuses an order paid with %s and records nothing',
    async (offered, other) => {
      t = await createTestApp({ env: { PAYMENT_METHODS: offered } });
      const config = await api(t, 'GET', '/api/config');
      expect(config.json()).toMatchObject({ paymentMethods: [offered] });

      await addCoupon(t, welcome25);
      const shopper = await aShopper(t, { email: `buyer-${offered}@example.com` });
      const refused = await api(t, 'POST', orderPaths[other], {
        session: shopper.session,
        payload: { bundleId: 'bundle-20', couponCode: 'WELCOME25' },
      });
      expect(errorOf(refused)).toEqual({
        status: 400,
        code: 'PAYMENT_METHOD_NOT_OFFERED',
        message: accountCopy.purchase.payment.methodNotOffered,
      });
      expect(await ordersOf(t, shopper.id)).toEqual([]);

      const accepted = await api(t, 'POST', orderPaths[offered], {
        session: shopper.session,
        payload: { bundleId: 'bundle-20', couponCode: 'WELCOME25' },
      });
      expect(accepted.statusCode).toBe(201);
      expect((await ordersOf(t, shopper.id)).map((order) => order.provider)).toEqual([offered]);
    },
  );

  it('says so in the language of the request', async () => {
    t = await createTestApp({ env: { PAYMENT_METHODS: 'interac' } });
    const shopper = await aShopper(t, { email: 'acheteur@example.com' });
    const refused = await api(t, 'POST', orderPaths.paypal, {
      session: shopper.session,
      payload: { bundleId: 'bundle-10' },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(errorOf(refused).message).toBe(
      accountCopyFor('fr-CA').purchase.payment.methodNotOffered,
    );
  });

  it('still asks a visitor to sign in first', async () => {
    t = await createTestApp({ env: { PAYMENT_METHODS: 'interac' } });
    const res = await api(t, 'POST', orderPaths.paypal, { payload: { bundleId: 'bundle-10' } });
    expect(errorOf(res)).toMatchObject({
      status: 401,
      message: accountCopy.purchase.payment.sessionMissing,
    });
  });
});
