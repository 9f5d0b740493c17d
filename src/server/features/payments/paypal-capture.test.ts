import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import {
  CaptureResponseSchema,
  PayPalOrderCreatedSchema,
  ReceiptSchema,
} from '#shared/api/payments.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  addCoupon,
  api,
  aShopper,
  capture,
  couponUsesOf,
  createPayPalOrder,
  creditsOf,
  errorOf,
  ledgerOf,
  ordersOf,
  paypalStandIn,
  purchasesOf,
  receiptsTo,
  welcome25,
} from '#tests/support/payments.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const standard = findBundle('bundle-20');
if (!standard) throw new Error('bundle-20 is missing');

describe('creating a PayPal order', () => {
  it('asks PayPal for the amount the server computes, whatever the browser sends', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'amount@example.com' });
    await addCoupon(t, welcome25);

    const refused = await api(t, 'POST', '/api/payments/paypal/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-20', amount: 1, couponCode: 'WELCOME25' },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('INVALID_REQUEST');
    expect(await ordersOf(t, shopper.id)).toEqual([]);

    const res = await api(t, 'POST', '/api/payments/paypal/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-20', couponCode: 'welcome25' },
    });
    expect(res.statusCode).toBe(201);
    const created = PayPalOrderCreatedSchema.parse(res.json());
    const expected = orderTotals(standard, { type: 'percentage_off', value: 25 });
    expect(created.totals).toEqual(expected);
    expect(expected.totalCents).toBe(4312);

    const atPayPal = paypalStandIn(t).order(created.id);
    expect(atPayPal).toMatchObject({ status: 'CREATED', amountCents: 4312, currency: 'CAD' });
    const [order] = await ordersOf(t, shopper.id);
    expect(order).toMatchObject({
      provider: 'paypal',
      providerOrderId: created.id,
      status: 'created',
      bundleId: 'bundle-20',
      priceCents: 5000,
      discountCents: 1250,
      gstCents: 188,
      qstCents: 374,
      totalCents: 4312,
      minutes: 20,
      giftMinutes: 5,
      bonusMinutes: 0,
    });
    expect(atPayPal?.customId).toBe(order?.id);
  });

  it("answers the spec's texts for a visitor, an unknown bundle and a coupon it refuses", async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'refusals@example.com' });

    const visitor = await api(t, 'POST', '/api/payments/paypal/orders', {
      payload: { bundleId: 'bundle-20' },
    });
    expect(errorOf(visitor)).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Authentication session is missing',
    });
    const bundle = await api(t, 'POST', '/api/payments/paypal/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-15' },
    });
    expect(errorOf(bundle)).toEqual({
      status: 400,
      code: 'INVALID_BUNDLE',
      message: 'Invalid bundle selected',
    });
    const coupon = await api(t, 'POST', '/api/payments/paypal/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-20', couponCode: 'NOPE' },
    });
    expect(errorOf(coupon)).toEqual({
      status: 404,
      code: 'COUPON_INVALID',
      message: 'Invalid coupon code',
    });
    expect(await ordersOf(t, shopper.id)).toEqual([]);
  });
});

describe('capturing a PayPal order', () => {
  it('credits the purchase once: purchase line, three ledger rows, coupon use, receipt', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'happy@example.com', name: 'Happy Shopper' });
    await addCoupon(t, { code: 'BONUS5', type: 'bonus_minutes', value: 5 });
    const paypalOrderId = await createPayPalOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'BONUS5',
    });
    paypalStandIn(t).approveOrder(paypalOrderId);

    const res = await capture(t, shopper, paypalOrderId);
    expect(res.statusCode).toBe(200);
    const captured = CaptureResponseSchema.parse(res.json());
    expect(captured).toEqual({
      status: 'completed',
      purchaseId: expect.any(String),
      bundleId: 'bundle-20',
      credits: 30,
      minutesAdded: 30,
    });
    if (captured.status !== 'completed') throw new Error('not completed');

    const purchases = await purchasesOf(t, shopper.id);
    expect(purchases).toEqual([
      expect.objectContaining({
        id: captured.purchaseId,
        kind: 'package',
        bundleName: 'Standard',
        minutes: 30,
        amountCents: 5749,
      }),
    ]);
    expect(await ledgerOf(t, shopper.id)).toEqual([
      {
        reason: 'purchase',
        deltaMinutes: 20,
        balanceAfter: 20,
        purchaseId: captured.purchaseId,
        note: null,
      },
      {
        reason: 'gift',
        deltaMinutes: 5,
        balanceAfter: 25,
        purchaseId: captured.purchaseId,
        note: null,
      },
      {
        reason: 'coupon_bonus',
        deltaMinutes: 5,
        balanceAfter: 30,
        purchaseId: captured.purchaseId,
        note: null,
      },
    ]);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 30, ledgerSum: 30 });
    const [order] = await ordersOf(t, shopper.id);
    expect(order).toMatchObject({ status: 'completed', completedAt: t.clock.now().toISOString() });
    expect(order?.providerCaptureId).toBe(paypalStandIn(t).order(paypalOrderId)?.captures[0]?.id);
    expect(await couponUsesOf(t, shopper.id)).toEqual([
      expect.objectContaining({ paymentOrderId: order?.id }),
    ]);

    const [email] = await receiptsTo(t, shopper.email);
    expect(email?.subject).toBe(`Your Lumina Psychics receipt for order ${paypalOrderId}`);
    expect(email?.text).toContain('Package: Standard');
    expect(email?.text).toContain('Bonus minutes: 5');
    expect(email?.text).toContain('GST (5%): $2.50');
    expect(email?.text).toContain('QST (9.975%): $4.99');
    expect(email?.text).toContain('Total (CAD): $57.49');

    const receipt = await api(t, 'GET', `/api/me/purchases/${captured.purchaseId}/receipt`, {
      session: shopper.session,
    });
    expect(receipt.statusCode).toBe(200);
    expect(ReceiptSchema.parse(receipt.json())).toMatchObject({
      purchaseId: captured.purchaseId,
      orderId: paypalOrderId,
      paymentMethod: 'paypal',
      customerName: 'Happy Shopper',
      customerEmail: 'happy@example.com',
      packageName: 'Standard',
      minutes: 20,
      giftMinutes: 5,
      bonusMinutes: 5,
      couponCode: 'BONUS5',
      priceCents: 5000,
      discountCents: 0,
      gstCents: 250,
      qstCents: 499,
      totalCents: 5749,
      gstRegistrationNumber: t.config.business.gstRegistrationNumber,
      qstRegistrationNumber: t.config.business.qstRegistrationNumber,
      // The legal name and address, a line each, in Canada Post's English form.
      businessAddress:
        'Lumina Psychics inc.\n1234, rue Saint-Denis, bureau 500\nMontréal QC  H2X 1Y4\nCanada',
      currency: 'CAD',
    });

    // Another customer cannot read it.
    const other = await aShopper(t, { email: 'other@example.com' });
    const foreign = await api(t, 'GET', `/api/me/purchases/${captured.purchaseId}/receipt`, {
      session: other.session,
    });
    expect(errorOf(foreign)).toMatchObject({ status: 404, code: 'RECEIPT_NOT_FOUND' });
  });

  it('answers a repeated capture the same, without capturing or crediting again', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'replay@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(paypalOrderId);
    const first = await capture(t, shopper, paypalOrderId);
    // PayPal is not asked again: were it asked, this failure would be the answer.
    paypalStandIn(t).failNext('capture', { status: 500 });
    const again = await capture(t, shopper, paypalOrderId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ status: 'completed', credits: 12, minutesAdded: 12 });
    expect(paypalStandIn(t).order(paypalOrderId)?.captures).toHaveLength(1);
    expect(await ledgerOf(t, shopper.id)).toHaveLength(2);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 12, ledgerSum: 12 });
    // The capture webhook PayPal sends afterwards changes nothing either.
    await paypalStandIn(t).settle();
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 12, ledgerSum: 12 });
    expect(await purchasesOf(t, shopper.id)).toHaveLength(1);
  });

  it('credits 20 concurrent captures of one order exactly once', async () => {
    t = await createTestApp();
    const app = t;
    const shopper = await aShopper(t, { email: 'clicks@example.com' });
    await addCoupon(t, welcome25);
    const paypalOrderId = await createPayPalOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });
    paypalStandIn(t).approveOrder(paypalOrderId);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => capture(app, shopper, paypalOrderId)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((res) => CaptureResponseSchema.parse(res.json()));
    const purchaseIds = new Set(
      bodies.map((body) => (body.status === 'completed' ? body.purchaseId : null)),
    );
    expect(purchaseIds.size).toBe(1);
    expect(purchaseIds.has(null)).toBe(false);

    expect(await purchasesOf(t, shopper.id)).toHaveLength(1);
    expect((await ledgerOf(t, shopper.id)).map((row) => [row.reason, row.deltaMinutes])).toEqual([
      ['purchase', 20],
      ['gift', 5],
    ]);
    expect(await couponUsesOf(t, shopper.id)).toHaveLength(1);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
    expect(paypalStandIn(t).order(paypalOrderId)?.captures).toHaveLength(1);
    expect(await receiptsTo(t, shopper.email)).toHaveLength(1);
  });

  it('takes the capture PayPal already holds when the order was captured before (ORDER_ALREADY_CAPTURED)', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'already@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-20' });
    paypalStandIn(t).approveOrder(paypalOrderId);
    // An earlier capture under another request id, whose answer never reached us.
    await t.providers.paypal.captureOrder(paypalOrderId, 'lost-answer');

    const res = await capture(t, shopper, paypalOrderId);
    expect(res.json()).toMatchObject({ status: 'completed', credits: 25, minutesAdded: 25 });
    expect(paypalStandIn(t).order(paypalOrderId)?.captures).toHaveLength(1);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
    expect((await ordersOf(t, shopper.id))[0]?.providerCaptureId).toBe(
      paypalStandIn(t).order(paypalOrderId)?.captures[0]?.id,
    );
  });

  it('refuses a capture before the buyer approved, and one of another customer’s order', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'early@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-20' });

    const early = await capture(t, shopper, paypalOrderId);
    expect(errorOf(early)).toEqual({
      status: 409,
      code: 'PAYMENT_NOT_APPROVED',
      message: 'The payment was not approved yet. Please complete it in the PayPal window.',
    });
    const other = await aShopper(t, { email: 'intruder@example.com' });
    paypalStandIn(t).approveOrder(paypalOrderId);
    const foreign = await capture(t, other, paypalOrderId);
    expect(errorOf(foreign)).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(paypalStandIn(t).order(paypalOrderId)?.status).toBe('APPROVED');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
    expect(await creditsOf(t, other.id)).toEqual({ credits: 0, ledgerSum: 0 });

    const visitor = await api(t, 'POST', `/api/payments/paypal/orders/${paypalOrderId}/capture`);
    expect(errorOf(visitor)).toMatchObject({
      status: 401,
      message: 'Authentication session is missing',
    });
  });

  it('lets the buyer try again after a decline, and credits only the capture that went through', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'declined@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-20' });
    paypalStandIn(t).approveOrder(paypalOrderId, 'INSTRUMENT_DECLINED');

    const declined = await capture(t, shopper, paypalOrderId);
    expect(errorOf(declined)).toEqual({
      status: 402,
      code: 'PAYMENT_DECLINED',
      message: 'Your payment method was declined. Please try again with another card or account.',
    });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('created');

    paypalStandIn(t).approveOrder(paypalOrderId, 'COMPLETED');
    const retried = await capture(t, shopper, paypalOrderId);
    expect(retried.json()).toMatchObject({ status: 'completed', credits: 25 });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
  });

  it('refuses the capture when the coupon stopped being valid, before any money moves', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'late-coupon@example.com' });
    const couponId = await addCoupon(t, {
      code: 'SHORTLIVED',
      expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    const paypalOrderId = await createPayPalOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'SHORTLIVED',
    });
    paypalStandIn(t).approveOrder(paypalOrderId);
    t.clock.advance(60_000);

    const res = await capture(t, shopper, paypalOrderId);
    expect(errorOf(res)).toEqual({
      status: 410,
      code: 'COUPON_EXPIRED',
      message: 'Coupon has expired',
    });
    expect(paypalStandIn(t).order(paypalOrderId)?.captures).toEqual([]);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
    expect(couponId).toBeTruthy();
  });

  it('maps PayPal being unreachable to 503, and a refusal to the spec text', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'outage@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-20' });
    paypalStandIn(t).approveOrder(paypalOrderId);
    paypalStandIn(t).failNext('capture', { status: 503, times: 3 });
    const outage = await capture(t, shopper, paypalOrderId);
    expect(errorOf(outage)).toMatchObject({ status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });

    paypalStandIn(t).failNext('create', { status: 400 });
    const create = await api(t, 'POST', '/api/payments/paypal/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-10' },
    });
    expect(errorOf(create)).toEqual({
      status: 502,
      code: 'PAYMENT_CREATE_FAILED',
      message: 'Failed to create PayPal order',
    });
    const orders = await ordersOf(t, shopper.id);
    expect(orders.map((order) => order.status)).toEqual(['created', 'failed']);
  });
});

describe('receipts', () => {
  it('has none for a cashback line', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'cashback@example.com' });
    const purchaseId = newId();
    await t.database.kysely
      .insertInto('purchases')
      .values({
        id: purchaseId,
        customerId: shopper.id,
        kind: 'cashback',
        paymentOrderId: null,
        bundleName: 'Monthly Cashback',
        minutes: 1,
        amountCents: 0,
        cashbackMonth: '2026-10',
        purchasedAt: t.clock.now().toISOString(),
      })
      .execute();
    const res = await api(t, 'GET', `/api/me/purchases/${purchaseId}/receipt`, {
      session: shopper.session,
    });
    expect(errorOf(res)).toEqual({
      status: 404,
      code: 'RECEIPT_NOT_FOUND',
      message: 'We could not find a receipt for this purchase.',
    });
  });
});

describe('the wallet after a purchase', () => {
  it('debits a call and keeps the balance equal to the ledger', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'wallet-after@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(paypalOrderId);
    await capture(t, shopper, paypalOrderId);
    const wallet = createWalletService({ clock: t.clock });
    const change = await t.database.kysely
      .transaction()
      .execute((trx) =>
        wallet.debit(trx, shopper.id, [{ minutes: 30, reason: 'adjustment', note: 'test' }]),
      );
    expect(change).toMatchObject({ balance: 0, total: 12 });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
  });
});
