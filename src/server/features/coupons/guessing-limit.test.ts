// Coupon guessing hits its limit (docs/security.md;
// docs/decisions/019-coupon-guessing-limit.md): unknown codes are counted per customer and per
// client address, through the coupon box and through order creation alike; over the limit every
// code is refused with 429, Retry-After and the coupon text, a valid one too, until the window
// ends. The counts live in the database, so instances and concurrent requests share them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { DomainError } from '#server/domain-error.ts';
import { httpStatusOf } from '#server/http/error-statuses.ts';
import { createRateLimitService } from '#server/rate-limits/rate-limits.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import {
  addCoupon,
  aShopper,
  ordersOf,
  SESSION_COOKIE,
  type Shopper,
} from '#tests/support/payments.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { couponGuessingLimits } from './guessing-limit.ts';
import { createCouponsService } from './service.ts';

const perCustomer = couponGuessingLimits.unknownCodesPerCustomer.limit;
const perAddress = couponGuessingLimits.unknownCodesPerAddress.limit;

const home = '203.0.113.10';
const elsewhere = '198.51.100.20';
const tooMany = {
  error: { code: 'TOO_MANY_REQUESTS', message: accountCopy.purchase.coupon.tooManyAttempts },
};
const unknownCode = {
  error: { code: 'COUPON_INVALID', message: accountCopy.purchase.coupon.invalid },
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // Five minutes into a 15-minute window: ten minutes are left when the limit is reached.
  t.clock.advance(5 * 60_000);
  await addCoupon(t, { code: 'SPRING10', type: 'percentage_off', value: 10 });
});
afterEach(async () => {
  await t.close();
});

function post(url: string, shopper: Shopper, payload: object, from: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from,
    cookies: { [SESSION_COOKIE]: shopper.session },
  });
}

const check = (shopper: Shopper, code: string, from = home) =>
  post('/api/coupons/check', shopper, { code, bundleId: 'bundle-20' }, from);

const paypalOrder = (shopper: Shopper, couponCode: string, from = home) =>
  post('/api/payments/paypal/orders', shopper, { bundleId: 'bundle-20', couponCode }, from);

const interacOrder = (shopper: Shopper, couponCode: string, from = home) =>
  post('/api/payments/interac/orders', shopper, { bundleId: 'bundle-20', couponCode }, from);

/** `count` wrong codes, each answered 'Invalid coupon code'. */
async function guessWrong(shopper: Shopper, count: number, from = home) {
  for (let n = 0; n < count; n += 1) {
    const res = await check(shopper, `GUESS${n}`, from);
    expect(res.statusCode, `guess ${n}`).toBe(404);
    expect(res.json()).toEqual(unknownCode);
  }
}

function expectRefused(res: LightMyRequestResponse, retryAfterSeconds = 10 * 60) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(tooMany);
  expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
}

describe('guessing coupon codes', () => {
  it('takes 10 unknown codes per customer in 15 minutes, then refuses every code until the window ends', async () => {
    const shopper = await aShopper(t, { email: 'guesser@example.com' });
    await guessWrong(shopper, perCustomer);

    expectRefused(await check(shopper, 'GUESS-NEXT'));
    // A real code is refused too, or the guessing would go on and only hits would stand out.
    expectRefused(await check(shopper, 'SPRING10'));
    // Another address does not help the same customer.
    expectRefused(await check(shopper, 'SPRING10', elsewhere));

    t.clock.advance(10 * 60_000 - 1_000);
    expectRefused(await check(shopper, 'SPRING10'), 1);
    t.clock.advance(1_000);
    expect((await check(shopper, 'SPRING10')).statusCode).toBe(200);
  });

  it('counts only unknown codes: valid and expired codes, and refusals, never count', async () => {
    const shopper = await aShopper(t, { email: 'typist@example.com' });
    await addCoupon(t, { code: 'BYGONE', expiresAt: '2026-01-01T00:00:00.000Z' });
    await addCoupon(t, { code: 'RETIRED', isActive: false });
    const other = await aShopper(t, { email: 'winner@example.com' });
    await addCoupon(t, { code: 'TAROTWON123', source: 'tarot', customerId: other.id });

    // An inactive code and another customer's prize are unknown codes to this customer.
    for (const code of ['RETIRED', 'TAROTWON123']) {
      expect((await check(shopper, code)).json()).toEqual(unknownCode);
    }
    await guessWrong(shopper, perCustomer - 3);
    for (let n = 0; n < 15; n += 1) {
      expect((await check(shopper, 'SPRING10')).statusCode).toBe(200);
      expect((await check(shopper, 'BYGONE')).statusCode).toBe(410);
    }
    // The tenth unknown code is still answered; the eleventh is refused, and refusals add nothing.
    expect((await check(shopper, 'GUESS-LAST')).json()).toEqual(unknownCode);
    for (let n = 0; n < 5; n += 1) expectRefused(await check(shopper, 'GUESS-MORE'));
    t.clock.advance(10 * 60_000);
    await guessWrong(shopper, perCustomer);
  });

  it('takes 30 unknown codes per address, then refuses every customer there, and only there', async () => {
    const shoppers = await Promise.all(
      [1, 2, 3, 4].map((n) => aShopper(t, { email: `housemate${n}@example.com` })),
    );
    const [first, second, third, fourth] = shoppers as [Shopper, Shopper, Shopper, Shopper];
    for (const shopper of [first, second, third]) await guessWrong(shopper, perAddress / 3);

    // The fourth customer has guessed nothing, but shares the address.
    expectRefused(await check(fourth, 'SPRING10'));
    expectRefused(await paypalOrder(fourth, 'SPRING10'));
    expect((await check(fourth, 'SPRING10', elsewhere)).statusCode).toBe(200);
  });

  it('counts codes sent with a new order too, and then refuses the order, creating none', async () => {
    const shopper = await aShopper(t, { email: 'orderer@example.com' });
    for (let n = 0; n < perCustomer; n += 1) {
      const res = await (n % 2 === 0 ? paypalOrder : interacOrder)(shopper, `ORDER-GUESS${n}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknownCode);
    }

    expectRefused(await check(shopper, 'SPRING10'));
    expectRefused(await paypalOrder(shopper, 'SPRING10'));
    expectRefused(await interacOrder(shopper, 'SPRING10'));
    expect(await ordersOf(t, shopper.id)).toEqual([]);
    // An order without a code is no guess: it is still taken.
    const plain = await post(
      '/api/payments/paypal/orders',
      shopper,
      { bundleId: 'bundle-20' },
      home,
    );
    expect(plain.statusCode).toBe(201);
  });

  it('holds against a burst of concurrent guesses: exactly 10 are looked up', async () => {
    const shopper = await aShopper(t, { email: 'burst@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => check(shopper, `BURST${n}`)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 404)).toHaveLength(perCustomer);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - perCustomer);
    expectRefused(await check(shopper, 'SPRING10'));
  });

  it('is counted in the database, so every instance of the server shares one count', async () => {
    const shopper = await aShopper(t, { email: 'roamer@example.com' });
    // A second instance: its own coupons service and counters over the same database.
    const { database, clock } = t;
    const otherInstance = createCouponsService({
      database,
      clock,
      rateLimits: createRateLimitService({ database, clock }),
    });
    const submitter = { customerId: shopper.id, ip: elsewhere };
    for (let n = 0; n < perCustomer / 2; n += 1) {
      await expect(
        otherInstance.check(submitter, { code: `OTHER${n}`, bundleId: 'bundle-20' }),
      ).rejects.toMatchObject({ code: 'COUPON_INVALID' });
    }
    await guessWrong(shopper, perCustomer / 2);

    expectRefused(await check(shopper, 'SPRING10'));
    const refused = await otherInstance
      .check(submitter, { code: 'SPRING10', bundleId: 'bundle-20' })
      .then(
        () => null,
        (error: DomainError) => error,
      );
    expect(refused).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: accountCopy.purchase.coupon.tooManyAttempts,
    });
    expect(refused && httpStatusOf(refused)).toBe(429);
  });
});
