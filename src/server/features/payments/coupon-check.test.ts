// POST /api/coupons/check (the coupons feature) through the purchase flow it serves: each rule
// and text of docs/product.md §5 and §8, with real purchases where a rule depends on one.
import { afterEach, describe, expect, it } from 'vitest';
import { CouponCheckResponseSchema } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  addCoupon,
  api,
  aShopper,
  cancelOrder,
  capture,
  createPayPalOrder,
  errorOf,
  paypalStandIn,
  welcome25,
  type Shopper,
} from '#tests/support/payments.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function check(app: TestApp, shopper: Shopper | null, payload: object) {
  return api(app, 'POST', '/api/coupons/check', {
    payload,
    ...(shopper ? { session: shopper.session } : {}),
  });
}

async function buy(
  app: TestApp,
  shopper: Shopper,
  body: { bundleId: string; couponCode?: string },
) {
  const paypalOrderId = await createPayPalOrder(app, shopper, body);
  paypalStandIn(app).approveOrder(paypalOrderId);
  const res = await capture(app, shopper, paypalOrderId);
  expect(res.json()).toMatchObject({ status: 'completed' });
}

const invalid = { status: 404, code: 'COUPON_INVALID', message: 'Invalid coupon code' };

describe('checking a coupon', () => {
  it('applies a percentage off, whatever the case of the code, with the totals and the toast', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'case@example.com' });
    await addCoupon(t, welcome25);
    const res = await check(t, shopper, { code: ' welcome25 ', bundleId: 'bundle-20' });
    expect(res.statusCode).toBe(200);
    expect(CouponCheckResponseSchema.parse(res.json())).toEqual({
      coupon: { code: 'WELCOME25', type: 'percentage_off', value: 25 },
      totals: {
        priceCents: 5000,
        discountCents: 1250,
        taxableCents: 3750,
        gstCents: 188,
        qstCents: 374,
        taxCents: 562,
        totalCents: 4312,
        minutes: 20,
        giftMinutes: 5,
        bonusMinutes: 0,
        totalMinutes: 25,
      },
      message: '25% discount applied!',
    });
  });

  it('adds bonus minutes, fixed or as a share of the paid minutes', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'bonus@example.com' });
    await addCoupon(t, { code: 'FIVEMORE', type: 'bonus_minutes', value: 5 });
    await addCoupon(t, { code: 'TENPERCENT', type: 'percentage_bonus_minutes', value: 10 });

    const fixed = CouponCheckResponseSchema.parse(
      (await check(t, shopper, { code: 'FIVEMORE', bundleId: 'bundle-10' })).json(),
    );
    expect(fixed.message).toBe('5 bonus minutes added!');
    expect(fixed.totals).toMatchObject({
      discountCents: 0,
      totalCents: 2874,
      bonusMinutes: 5,
      totalMinutes: 17,
    });

    // 10 % of Premium's 40 paid minutes (its 11 free ones earn nothing).
    const share = CouponCheckResponseSchema.parse(
      (await check(t, shopper, { code: 'TENPERCENT', bundleId: 'bundle-40' })).json(),
    );
    expect(share.message).toBe('4 bonus minutes added!');
    expect(share.totals).toMatchObject({ totalCents: 11_498, bonusMinutes: 4, totalMinutes: 55 });
  });

  it('calls unknown and inactive codes invalid', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'invalid@example.com' });
    await addCoupon(t, { code: 'RETIRED', isActive: false });
    expect(errorOf(await check(t, shopper, { code: 'NOSUCHCODE', bundleId: 'bundle-20' }))).toEqual(
      invalid,
    );
    expect(errorOf(await check(t, shopper, { code: 'retired', bundleId: 'bundle-20' }))).toEqual(
      invalid,
    );
  });

  it('refuses an expired coupon from its expiry instant', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'expired@example.com' });
    await addCoupon(t, { code: 'HALLOWEEN', expiresAt: t.clock.now().toISOString() });
    expect(errorOf(await check(t, shopper, { code: 'HALLOWEEN', bundleId: 'bundle-20' }))).toEqual({
      status: 410,
      code: 'COUPON_EXPIRED',
      message: 'Coupon has expired',
    });
  });

  it('counts uses per customer: held by an unfinished order, recorded by a completed one', async () => {
    t = await createTestApp();
    const first = await aShopper(t, { email: 'first@example.com' });
    const second = await aShopper(t, { email: 'second@example.com' });
    await addCoupon(t, { code: 'ONCE', maxUses: 1 });

    // An order created with it and not paid yet holds the use; cancelled, it frees it.
    const unpaid = await createPayPalOrder(t, first, { bundleId: 'bundle-10', couponCode: 'ONCE' });
    expect(errorOf(await check(t, first, { code: 'ONCE', bundleId: 'bundle-20' }))).toEqual({
      status: 409,
      code: 'COUPON_LIMIT_REACHED',
      message: 'Coupon usage limit reached',
      detail: accountCopy.purchase.coupon.heldByUnfinishedOrder,
    });
    expect((await cancelOrder(t, first, 'paypal', unpaid)).statusCode).toBe(200);
    expect((await check(t, first, { code: 'ONCE', bundleId: 'bundle-20' })).statusCode).toBe(200);

    await buy(t, first, { bundleId: 'bundle-10', couponCode: 'ONCE' });
    expect(errorOf(await check(t, first, { code: 'ONCE', bundleId: 'bundle-20' }))).toEqual({
      status: 409,
      code: 'COUPON_LIMIT_REACHED',
      message: 'Coupon usage limit reached',
    });
    expect((await check(t, second, { code: 'ONCE', bundleId: 'bundle-20' })).statusCode).toBe(200);
    // And an order cannot be created with it either.
    const order = await api(t, 'POST', '/api/payments/paypal/orders', {
      session: first.session,
      payload: { bundleId: 'bundle-20', couponCode: 'ONCE' },
    });
    expect(errorOf(order).code).toBe('COUPON_LIMIT_REACHED');
  });

  it('keeps WELCOME25 for customers who have not completed a purchase yet', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'welcome@example.com' });
    await addCoupon(t, welcome25);
    expect((await check(t, shopper, { code: 'WELCOME25', bundleId: 'bundle-20' })).statusCode).toBe(
      200,
    );
    await buy(t, shopper, { bundleId: 'bundle-10' });
    expect(errorOf(await check(t, shopper, { code: 'WELCOME25', bundleId: 'bundle-20' }))).toEqual({
      status: 409,
      code: 'COUPON_FIRST_PURCHASE_ONLY',
      message: 'This coupon is for a first purchase only.',
    });
  });

  it("refuses another customer's tarot prize as invalid, and accepts it from its winner", async () => {
    t = await createTestApp();
    const winner = await aShopper(t, { email: 'winner@example.com' });
    const other = await aShopper(t, { email: 'other@example.com' });
    await addCoupon(t, {
      code: 'TAROTAB12CD',
      type: 'percentage_off',
      value: 15,
      maxUses: 1,
      customerId: winner.id,
      source: 'tarot',
      expiresAt: new Date(t.clock.now().getTime() + 7 * 24 * 3600_000).toISOString(),
    });
    expect(errorOf(await check(t, other, { code: 'TAROTAB12CD', bundleId: 'bundle-20' }))).toEqual(
      invalid,
    );
    const mine = await check(t, winner, { code: 'tarotab12cd', bundleId: 'bundle-20' });
    expect(mine.json()).toMatchObject({
      message: '15% discount applied!',
      totals: { discountCents: 750 },
    });
  });

  it('refuses an unknown package, a visitor and unknown fields', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'fields@example.com' });
    await addCoupon(t, welcome25);
    expect(errorOf(await check(t, shopper, { code: 'WELCOME25', bundleId: 'bundle-99' }))).toEqual({
      status: 400,
      code: 'INVALID_BUNDLE',
      message: 'Invalid bundle selected',
    });
    expect(errorOf(await check(t, null, { code: 'WELCOME25', bundleId: 'bundle-20' }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Authentication session is missing',
    });
    const extra = await check(t, shopper, { code: 'WELCOME25', bundleId: 'bundle-20', value: 100 });
    expect(errorOf(extra).code).toBe('INVALID_REQUEST');
  });
});
