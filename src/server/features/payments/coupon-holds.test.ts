// A limited coupon's use is held when the order is made (docs/decisions/025-coupon-holds.md):
// the unfinished order carrying it holds the use, so a second order and the coupon check are
// refused with the spec's 'Coupon usage limit reached' and a line saying an unfinished order
// holds it; the hold becomes the use when the payment completes, and is freed when the order
// fails at the provider, is cancelled by the customer, or (order-expiry.test.ts) expires. An
// unfinished order also counts as a purchase for a first-purchase coupon.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountCopy, accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  addCoupon,
  api,
  aShopper,
  cancelOrder,
  capture,
  couponUsesOf,
  createInteracOrder,
  creditsOf,
  createPayPalOrder,
  errorOf,
  gigadatStandIn,
  ordersOf,
  paypalStandIn,
  welcome25,
  type Shopper,
} from '#tests/support/payments.ts';

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

const texts = accountCopy.purchase.coupon;
/** The refusal while an unfinished order holds the coupon's use. */
const held = {
  status: 409,
  code: 'COUPON_LIMIT_REACHED',
  message: texts.limitReached,
  detail: texts.heldByUnfinishedOrder,
};
/** The refusal once the use is recorded: no second line. */
const usedUp = { status: 409, code: 'COUPON_LIMIT_REACHED', message: texts.limitReached };

function check(app: TestApp, shopper: Shopper, code: string, headers?: Record<string, string>) {
  return api(app, 'POST', '/api/coupons/check', {
    session: shopper.session,
    payload: { code, bundleId: 'bundle-20' },
    ...(headers ? { headers } : {}),
  });
}

function orderRequest(
  app: TestApp,
  shopper: Shopper,
  provider: 'paypal' | 'interac',
  code: string,
) {
  return api(app, 'POST', `/api/payments/${provider}/orders`, {
    session: shopper.session,
    payload: { bundleId: 'bundle-20', couponCode: code },
  });
}

async function expectFree(app: TestApp, shopper: Shopper, code: string) {
  const res = await check(app, shopper, code);
  expect(res.statusCode, res.body).toBe(200);
}

describe('holding a limited coupon when the order is made', () => {
  it('refuses a second order and the check while the first is unfinished, with the second line', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'holder@example.com' });
    const neighbour = await aShopper(t, { email: 'neighbour@example.com' });
    await addCoupon(t, welcome25);

    await createInteracOrder(t, shopper, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });

    expect(errorOf(await check(t, shopper, 'WELCOME25'))).toEqual(held);
    expect(errorOf(await orderRequest(t, shopper, 'interac', 'WELCOME25'))).toEqual(held);
    expect(errorOf(await orderRequest(t, shopper, 'paypal', 'welcome25'))).toEqual(held);
    // One order, the first, carries the coupon; the refused ones were never made.
    expect((await ordersOf(t, shopper.id)).map((order) => order.status)).toEqual(['created']);
    // The hold is this customer's: another customer's first purchase is not affected.
    await expectFree(t, neighbour, 'WELCOME25');
  });

  it('says it in French to a French-speaking customer', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'quebec@example.com' });
    await addCoupon(t, welcome25);
    await createPayPalOrder(t, shopper, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });

    const fr = accountCopyFor('fr-CA').purchase.coupon;
    expect(errorOf(await check(t, shopper, 'WELCOME25', { 'accept-language': 'fr-CA' }))).toEqual({
      status: 409,
      code: 'COUPON_LIMIT_REACHED',
      message: fr.limitReached,
      detail: fr.heldByUnfinishedOrder,
    });
  });

  it('holds each use of a coupon with a use limit, and a tarot prize’s one use', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'twice@example.com' });
    await addCoupon(t, { code: 'TWICE', maxUses: 2 });
    await addCoupon(t, {
      code: 'TAROTAB12CD',
      value: 15,
      maxUses: 1,
      customerId: shopper.id,
      source: 'tarot',
    });
    await addCoupon(t, { code: 'ANYTIME' });

    await createPayPalOrder(t, shopper, { bundleId: 'bundle-10', couponCode: 'TWICE' });
    await expectFree(t, shopper, 'TWICE');
    await createPayPalOrder(t, shopper, { bundleId: 'bundle-10', couponCode: 'TWICE' });
    expect(errorOf(await check(t, shopper, 'TWICE'))).toEqual(held);

    await createInteracOrder(t, shopper, { bundleId: 'bundle-10', couponCode: 'TAROTAB12CD' });
    expect(errorOf(await orderRequest(t, shopper, 'paypal', 'TAROTAB12CD'))).toEqual(held);

    // A coupon without limits holds nothing.
    await createPayPalOrder(t, shopper, { bundleId: 'bundle-10', couponCode: 'ANYTIME' });
    await createPayPalOrder(t, shopper, { bundleId: 'bundle-10', couponCode: 'ANYTIME' });
    await expectFree(t, shopper, 'ANYTIME');
  });

  it('turns the hold into the use when the payment completes', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'paid@example.com' });
    await addCoupon(t, { code: 'ONCE', maxUses: 1 });
    const transactionId = await createInteracOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'ONCE',
    });

    await gigadatStandIn(t).approve(transactionId);

    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('completed');
    expect(await couponUsesOf(t, shopper.id)).toEqual([
      expect.objectContaining({ paymentOrderId: transactionId }),
    ]);
    // Used, no longer held: the plain refusal.
    expect(errorOf(await check(t, shopper, 'ONCE'))).toEqual(usedUp);
  });

  it('frees the use when the provider refuses the order', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'refused@example.com' });
    await addCoupon(t, welcome25);
    paypalStandIn(t).failNext('create', { status: 400 });

    const refused = await orderRequest(t, shopper, 'paypal', 'WELCOME25');
    expect(errorOf(refused)).toMatchObject({ status: 502, code: 'PAYMENT_CREATE_FAILED' });

    expect((await ordersOf(t, shopper.id)).map((order) => order.status)).toEqual(['failed']);
    await expectFree(t, shopper, 'WELCOME25');
  });

  it('frees the use when the payment is declined', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'declined@example.com' });
    await addCoupon(t, welcome25);
    const transactionId = await createInteracOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });

    await gigadatStandIn(t).decline(transactionId);

    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('failed');
    expect(await couponUsesOf(t, shopper.id)).toEqual([]);
    await expectFree(t, shopper, 'WELCOME25');
  });
});

describe('a first-purchase coupon and an unfinished order', () => {
  it('counts an unfinished order as a purchase until it ends', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'first@example.com' });
    await addCoupon(t, welcome25);
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });

    const pending = {
      status: 409,
      code: 'COUPON_FIRST_PURCHASE_ONLY',
      message: texts.firstPurchaseOnly,
      detail: texts.firstPurchasePending,
    };
    expect(errorOf(await check(t, shopper, 'WELCOME25'))).toEqual(pending);
    expect(errorOf(await orderRequest(t, shopper, 'interac', 'WELCOME25'))).toEqual(pending);

    expect((await cancelOrder(t, shopper, 'paypal', paypalOrderId)).statusCode).toBe(200);
    await expectFree(t, shopper, 'WELCOME25');
  });

  it('lets a customer holding a first-purchase coupon still buy without it', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'plain@example.com' });
    await addCoupon(t, welcome25);
    await createPayPalOrder(t, shopper, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });

    const plain = await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(plain);
    expect((await capture(t, shopper, plain)).json()).toMatchObject({ status: 'completed' });
  });
});

describe('cancelling an unfinished order', () => {
  it('frees the coupon at once, answers the same when repeated, and changes nothing after', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'cancel@example.com' });
    await addCoupon(t, welcome25);
    const paypalOrderId = await createPayPalOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });

    const cancelled = await cancelOrder(t, shopper, 'paypal', paypalOrderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ status: 'cancelled' });
    expect((await cancelOrder(t, shopper, 'paypal', paypalOrderId)).json()).toEqual({
      status: 'cancelled',
    });
    expect(await ordersOf(t, shopper.id)).toEqual([
      expect.objectContaining({ status: 'cancelled', failureReason: 'cancelled by the customer' }),
    ]);
    await expectFree(t, shopper, 'WELCOME25');

    // Approved in PayPal's window afterwards: the capture is refused, nothing is charged.
    paypalStandIn(t).approveOrder(paypalOrderId);
    expect(errorOf(await capture(t, shopper, paypalOrderId))).toMatchObject({
      status: 502,
      code: 'PAYMENT_CAPTURE_FAILED',
    });
    expect(paypalStandIn(t).order(paypalOrderId)?.captures).toEqual([]);
  });

  it('cancels an Interac request, and honours a payment Gigadat reports after it', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'late-interac@example.com' });
    await addCoupon(t, welcome25);
    const transactionId = await createInteracOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });

    expect((await cancelOrder(t, shopper, 'interac', transactionId)).json()).toEqual({
      status: 'cancelled',
    });
    await expectFree(t, shopper, 'WELCOME25');

    // The buyer had the bank page open and pays anyway: the money came, the minutes are added.
    await gigadatStandIn(t).approve(transactionId);
    const [order] = await ordersOf(t, shopper.id);
    expect(order).toMatchObject({ status: 'completed', discountCents: 1250 });
    expect(await couponUsesOf(t, shopper.id)).toHaveLength(1);
    expect(errorOf(await check(t, shopper, 'WELCOME25'))).toEqual(usedUp);
    // A cancel now changes nothing.
    expect((await cancelOrder(t, shopper, 'interac', transactionId)).json()).toEqual({
      status: 'completed',
    });
  });

  it('completes instead when Gigadat already has the payment', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'paid-first@example.com' });
    const transactionId = await createInteracOrder(t, shopper, { bundleId: 'bundle-20' });
    const [order] = await ordersOf(t, shopper.id);
    // Paid at the bank a moment ago; neither the postback nor a status poll has told us yet.
    vi.spyOn(t.providers.gigadat, 'getTransaction').mockResolvedValue({
      transactionId,
      status: 'STATUS_SUCCESS',
      amountCents: order?.totalCents ?? 0,
      currency: 'CAD',
      userId: shopper.id,
    });

    const answer = await cancelOrder(t, shopper, 'interac', transactionId);
    expect(answer.json()).toEqual({ status: 'completed' });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('completed');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
  });

  it('is the customer’s own, for a signed-in customer, and takes no body', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'owner@example.com' });
    const intruder = await aShopper(t, { email: 'intruder@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-20' });

    expect(errorOf(await cancelOrder(t, intruder, 'paypal', paypalOrderId))).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect(errorOf(await cancelOrder(t, shopper, 'interac', paypalOrderId))).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect(errorOf(await cancelOrder(t, null, 'paypal', paypalOrderId))).toMatchObject({
      status: 401,
      message: accountCopy.purchase.payment.sessionMissing,
    });
    const withBody = await api(t, 'POST', `/api/payments/paypal/orders/${paypalOrderId}/cancel`, {
      session: shopper.session,
      payload: { status: 'cancelled' },
    });
    expect(errorOf(withBody).code).toBe('INVALID_REQUEST');
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('created');
  });

  it('leaves a completed order and a PayPal capture under review as they are', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'ended@example.com' });
    const paid = await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(paid);
    await capture(t, shopper, paid);
    const review = await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(review, 'PENDING');
    expect((await capture(t, shopper, review)).json()).toEqual({ status: 'pending' });

    expect((await cancelOrder(t, shopper, 'paypal', paid)).json()).toEqual({
      status: 'completed',
    });
    expect((await cancelOrder(t, shopper, 'paypal', review)).json()).toEqual({
      status: 'pending',
    });
    expect((await ordersOf(t, shopper.id)).map((order) => order.status)).toEqual([
      'completed',
      'pending',
    ]);
  });
});

describe('concurrent orders with one limited coupon', () => {
  it('twenty at once for one new customer: exactly one order carries WELCOME25', async () => {
    t = await createTestApp();
    const app = t;
    const shopper = await aShopper(t, { email: 'burst@example.com' });
    await addCoupon(t, welcome25);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        orderRequest(app, shopper, index % 2 === 0 ? 'paypal' : 'interac', 'WELCOME25'),
      ),
    );

    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => errorOf(res))).toEqual(Array(19).fill(held));
    const orders = await ordersOf(t, shopper.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'created', discountCents: 1250 });
  });
});
