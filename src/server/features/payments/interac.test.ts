import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '#server/config.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import {
  createGigadatClient,
  gigadatClientOptionsFrom,
} from '#server/providers/gigadat/gigadat-client.ts';
import type { GigadatClient } from '#server/providers/gigadat/port.ts';
import { InteracOrderCreatedSchema, InteracStatusSchema } from '#shared/api/payments.ts';
import { createSelfFetch } from '#tests/support/self-fetch.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  addCoupon,
  api,
  aShopper,
  couponUsesOf,
  creditsOf,
  errorOf,
  gigadatStandIn,
  ledgerOf,
  ordersOf,
  purchasesOf,
  receiptsTo,
  welcome25,
  type Shopper,
} from '#tests/support/payments.ts';

/** What createTestApp configures as PUBLIC_URL. */
const publicUrl = 'http://localhost:3000';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function createInterac(
  app: TestApp,
  shopper: Shopper,
  body: object = { bundleId: 'bundle-20' },
) {
  const res = await api(app, 'POST', '/api/payments/interac/orders', {
    session: shopper.session,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return InteracOrderCreatedSchema.parse(res.json());
}

async function statusOf(app: TestApp, shopper: Shopper, transactionId: string) {
  const res = await api(app, 'GET', `/api/payments/interac/orders/${transactionId}/status`, {
    session: shopper.session,
  });
  expect(res.statusCode).toBe(200);
  return InteracStatusSchema.parse(res.json());
}

function postback(app: TestApp, query: string, body = '') {
  return app.app.inject({
    method: 'POST',
    url: `/api/payments/interac/postback?${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

describe('paying with Interac', () => {
  it('credits once Gigadat confirms the payment, and never before', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, {
      email: 'interac@example.com',
      name: 'Ina Terac',
      phones: ['5145550111'],
    });
    await addCoupon(t, welcome25);
    const created = await createInterac(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });
    expect(created.totals.totalCents).toBe(4312);
    const [order] = await ordersOf(t, shopper.id);
    expect(created.transactionId).toBe(order?.id);
    expect(created.paymentUrl).toMatch(
      new RegExp(
        `^${t.config.publicUrl}/sim/interac/webflow\\?transaction=${created.transactionId}&token=`,
      ),
    );
    // What Gigadat was asked for: our amount, our customer, the primary phone.
    expect(gigadatStandIn(t).transaction(created.transactionId)).toMatchObject({
      amountCents: 4312,
      currency: 'CAD',
      userId: shopper.id,
      name: 'Ina Terac',
      email: 'interac@example.com',
      mobile: '5145550111',
    });

    expect(await statusOf(t, shopper, created.transactionId)).toEqual({
      status: 'STATUS_INITED',
      purchaseId: null,
      credits: null,
    });
    // The buyer opens the payment page.
    const page = await t.app.inject({
      method: 'GET',
      url: created.paymentUrl.replace(t.config.publicUrl, ''),
    });
    expect(page.statusCode).toBe(200);
    expect(await statusOf(t, shopper, created.transactionId)).toEqual({
      status: 'STATUS_PENDING',
      purchaseId: null,
      credits: null,
    });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('pending');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });

    // The buyer approves: Gigadat's postback reaches our listener, which re-reads and credits.
    await gigadatStandIn(t).approve(created.transactionId);
    const [sent] = gigadatStandIn(t).postbacks();
    expect(sent).toMatchObject({ status: 'STATUS_SUCCESS', responseStatus: 200 });
    const status = await statusOf(t, shopper, created.transactionId);
    expect(status).toEqual({
      status: 'STATUS_SUCCESS',
      purchaseId: expect.any(String),
      credits: 25,
    });

    // Polling again and a duplicate postback change nothing.
    await gigadatStandIn(t).resendPostback(created.transactionId);
    expect(await statusOf(t, shopper, created.transactionId)).toEqual(status);
    expect((await ledgerOf(t, shopper.id)).map((row) => [row.reason, row.deltaMinutes])).toEqual([
      ['purchase', 20],
      ['gift', 5],
    ]);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
    expect(await purchasesOf(t, shopper.id)).toEqual([
      expect.objectContaining({
        id: status.purchaseId,
        bundleName: 'Standard',
        minutes: 25,
        amountCents: 4312,
      }),
    ]);
    expect(await couponUsesOf(t, shopper.id)).toHaveLength(1);
    const [receipt] = await receiptsTo(t, shopper.email);
    expect(receipt?.text).toContain('Payment method: Interac');
    expect(receipt?.text).toContain(`Order ID: ${created.transactionId}`);
  });

  it('credits from the status poll alone when the postback could not be acted on', async () => {
    // Gigadat cannot be re-queried while its postback arrives: the listener still answers OK
    // and changes nothing; the browser's next poll re-reads the transaction and credits it.
    let gigadatDown = false;
    const flaky = (real: GigadatClient): GigadatClient => ({
      mode: real.mode,
      createPayment: (input) => real.createPayment(input),
      getTransaction: async (id) => {
        if (gigadatDown)
          throw new ProviderError('gigadat', 'Gigadat did not answer', { retryable: true });
        return real.getTransaction(id);
      },
    });
    let built: TestApp | undefined;
    const real = createGigadatClient({
      ...gigadatClientOptionsFrom(parseConfig({ PUBLIC_URL: publicUrl })),
      fetch: createSelfFetch(publicUrl, () => {
        if (!built) throw new Error('not built yet');
        return built.app;
      }),
    });
    t = built = await createTestApp({ providers: { gigadat: flaky(real) } });
    const shopper = await aShopper(t, { email: 'poll@example.com' });
    const created = await createInterac(t, shopper);

    gigadatDown = true;
    await gigadatStandIn(t).approve(created.transactionId);
    expect(gigadatStandIn(t).postbacks()[0]).toMatchObject({
      status: 'STATUS_SUCCESS',
      responseStatus: 200,
    });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });

    gigadatDown = false;
    const status = await statusOf(t, shopper, created.transactionId);
    expect(status).toEqual({
      status: 'STATUS_SUCCESS',
      purchaseId: expect.any(String),
      credits: 25,
    });
    expect(await statusOf(t, shopper, created.transactionId)).toEqual(status);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
    expect(await purchasesOf(t, shopper.id)).toHaveLength(1);
  });

  it('never trusts a postback: a claimed success for a pending transaction credits nothing', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'liar@example.com' });
    const created = await createInterac(t, shopper);
    await t.app.inject({ method: 'GET', url: created.paymentUrl.replace(t.config.publicUrl, '') });

    const res = await postback(
      t,
      `transaction=${created.transactionId}&status=STATUS_SUCCESS`,
      new URLSearchParams({
        transactionId: created.transactionId,
        status: 'STATUS_SUCCESS',
        amount: '57.49',
      }).toString(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('pending');
  });

  it('answers OK to a postback for a transaction it does not know, or none', async () => {
    t = await createTestApp();
    const unknown = await postback(t, 'transaction=no-such-transaction&status=STATUS_SUCCESS');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('OK');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/payments/interac/postback',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(none.statusCode).toBe(200);
    expect(await t.database.kysely.selectFrom('purchases').selectAll().execute()).toEqual([]);
  });

  it('fails the order when the buyer declines, and says so', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'decline@example.com' });
    const created = await createInterac(t, shopper);
    await gigadatStandIn(t).decline(created.transactionId);
    expect(await statusOf(t, shopper, created.transactionId)).toEqual({
      status: 'STATUS_REJECTED',
      purchaseId: null,
      credits: null,
    });
    expect((await ordersOf(t, shopper.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Gigadat STATUS_REJECTED',
    });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('fails the order when the payment expires', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'slow@example.com' });
    const created = await createInterac(t, shopper);
    t.clock.advance(31 * 60_000);
    expect((await statusOf(t, shopper, created.transactionId)).status).toBe('STATUS_EXPIRED');
    await gigadatStandIn(t).settled();
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('failed');
    // Approving after expiry changes nothing.
    await gigadatStandIn(t).approve(created.transactionId);
    expect((await statusOf(t, shopper, created.transactionId)).status).toBe('STATUS_EXPIRED');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('never credits a payment whose amount is not the order’s', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'mismatch@example.com' });
    const created = await createInterac(t, shopper);
    // Our order says $25 + tax, while Gigadat holds the $57.49 it was asked for.
    await t.database.kysely
      .updateTable('paymentOrders')
      .set({ priceCents: 2500, gstCents: 125, qstCents: 249, totalCents: 2874 })
      .where('id', '=', created.transactionId)
      .execute();
    await gigadatStandIn(t).approve(created.transactionId);

    expect(await statusOf(t, shopper, created.transactionId)).toEqual({
      status: 'STATUS_FAILED',
      purchaseId: null,
      credits: null,
    });
    const [order] = await ordersOf(t, shopper.id);
    expect(order?.status).toBe('failed');
    expect(order?.failureReason).toContain('evidence mismatch');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
    expect(await purchasesOf(t, shopper.id)).toEqual([]);
  });

  it('keeps each customer to their own transactions', async () => {
    t = await createTestApp();
    const owner = await aShopper(t, { email: 'owner@example.com' });
    const other = await aShopper(t, { email: 'nosy@example.com' });
    const created = await createInterac(t, owner);
    const res = await api(
      t,
      'GET',
      `/api/payments/interac/orders/${created.transactionId}/status`,
      {
        session: other.session,
      },
    );
    expect(errorOf(res)).toEqual({
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: 'We could not find this order.',
    });
    const visitor = await api(
      t,
      'GET',
      `/api/payments/interac/orders/${created.transactionId}/status`,
    );
    expect(errorOf(visitor)).toMatchObject({
      status: 401,
      message: 'Authentication session is missing',
    });
  });

  it("fails the order and answers the spec's text when Gigadat refuses it, 503 when it is down", async () => {
    const refusing: GigadatClient = {
      mode: 'simulated',
      createPayment: async () => {
        throw new ProviderError('gigadat', 'Gigadat refused to create the payment token: bad', {
          retryable: false,
          status: 400,
        });
      },
      getTransaction: async () => {
        throw new ProviderError('gigadat', 'Gigadat could not be reached', { retryable: true });
      },
    };
    t = await createTestApp({ providers: { gigadat: refusing } });
    const shopper = await aShopper(t, { email: 'refused@example.com' });
    const res = await api(t, 'POST', '/api/payments/interac/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-10' },
    });
    expect(errorOf(res)).toEqual({
      status: 502,
      code: 'PAYMENT_CREATE_FAILED',
      message: 'Failed to create Interac order',
    });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('failed');

    const down: GigadatClient = {
      ...refusing,
      createPayment: async () => {
        throw new ProviderError('gigadat', 'Gigadat did not answer', { retryable: true });
      },
    };
    await t.close();
    t = await createTestApp({ providers: { gigadat: down } });
    const again = await aShopper(t, { email: 'down@example.com' });
    const unavailable = await api(t, 'POST', '/api/payments/interac/orders', {
      session: again.session,
      payload: { bundleId: 'bundle-10' },
    });
    expect(errorOf(unavailable)).toMatchObject({
      status: 503,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
  });
});
