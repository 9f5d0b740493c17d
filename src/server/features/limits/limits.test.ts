// A healthy limit (docs/decisions/054-limits-and-guarantee.md): the customer's own monthly
// purchase limit refuses an order past it, with its message, before any provider is asked (two
// orders at once included); the line's time limit is the smaller of the balance and the per-call
// limit; lowering a limit applies at once, raising or removing one 24 hours later.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LimitsResponseSchema } from '#shared/api/limits.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { aShopper, api, errorOf, type Shopper } from '#tests/support/payments.ts';
import { aCaller, chooseExtension, dialOf, newCallSid, twimlOf } from '#tests/support/telephony.ts';
import { SESSION_COOKIE, signIn } from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let shopper: Shopper;
beforeEach(async () => {
  t = await createTestApp();
  // The demo's advisors answer the line (seeded into an empty database only).
  await seedDemo(t);
  shopper = await aShopper(t, { email: 'careful@example.com' });
});
afterEach(async () => t.close());

function setLimits(
  body: { monthlyCents: number | null; callMinutes: number | null },
  session = shopper.session,
) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/me/limits',
    cookies: { [SESSION_COOKIE]: session },
    payload: body,
  });
}

async function limitsNow(session = shopper.session) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/me/limits',
    cookies: { [SESSION_COOKIE]: session },
  });
  expect(res.statusCode).toBe(200);
  return LimitsResponseSchema.parse(res.json()).limits;
}

const order = (bundleId: string, language = 'en') =>
  api(t, 'POST', '/api/payments/paypal/orders', {
    session: shopper.session,
    payload: { bundleId },
    headers: { 'accept-language': language },
  });

async function ordersOf(customerId: string) {
  return t.database.kysely
    .selectFrom('paymentOrders')
    .select(['totalCents', 'status'])
    .where('customerId', '=', customerId)
    .execute();
}

describe('setting limits', () => {
  it('has none at first, and answers only to a signed-in customer', async () => {
    expect(await limitsNow()).toEqual({
      monthly: { cents: null, pending: null, spentCents: 0 },
      call: { minutes: null, pending: null },
    });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/me/limits' });
    expect(visitor.statusCode).toBe(401);
  });

  it('applies a new or lower limit at once', async () => {
    expect((await setLimits({ monthlyCents: 10_000, callMinutes: 30 })).statusCode).toBe(200);
    expect(await limitsNow()).toMatchObject({
      monthly: { cents: 10_000, pending: null },
      call: { minutes: 30, pending: null },
    });
    await setLimits({ monthlyCents: 5_000, callMinutes: 10 });
    expect(await limitsNow()).toMatchObject({
      monthly: { cents: 5_000, pending: null },
      call: { minutes: 10, pending: null },
    });
  });

  it('applies a higher limit, or none, 24 hours later, and keeps when', async () => {
    await setLimits({ monthlyCents: 5_000, callMinutes: 10 });
    t.clock.advance(60_000);
    const askedAt = t.clock.now().getTime();
    await setLimits({ monthlyCents: 20_000, callMinutes: null });
    const appliesAt = new Date(askedAt + DAY_MS).toISOString();
    expect(await limitsNow()).toMatchObject({
      monthly: { cents: 5_000, pending: { value: 20_000, appliesAt } },
      call: { minutes: 10, pending: { value: null, appliesAt } },
    });
    const stored = await t.database.kysely
      .selectFrom('customerLimits')
      .select('updatedAt')
      .where('customerId', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.updatedAt).getTime()).toBe(askedAt);

    t.clock.advance(DAY_MS - 1000);
    expect((await limitsNow()).monthly.cents).toBe(5_000);
    t.clock.advance(1000);
    expect(await limitsNow()).toMatchObject({
      monthly: { cents: 20_000, pending: null },
      call: { minutes: null, pending: null },
    });
  });

  it('lets a lowering cancel a raise that was waiting', async () => {
    await setLimits({ monthlyCents: 5_000, callMinutes: null });
    await setLimits({ monthlyCents: 50_000, callMinutes: null });
    await setLimits({ monthlyCents: 4_000, callMinutes: null });
    t.clock.advance(2 * DAY_MS);
    expect((await limitsNow()).monthly).toMatchObject({ cents: 4_000, pending: null });
  });

  it('refuses a value out of range and changes nothing', async () => {
    await setLimits({ monthlyCents: 5_000, callMinutes: 10 });
    const res = await setLimits({ monthlyCents: -5, callMinutes: 10 });
    expect(res.statusCode).toBe(400);
    const tooLong = await setLimits({ monthlyCents: 5_000, callMinutes: 241 });
    expect(tooLong.statusCode).toBe(400);
    expect(await limitsNow()).toMatchObject({ monthly: { cents: 5_000 }, call: { minutes: 10 } });
  });

  it('keeps each customer’s limits their own', async () => {
    const other = await aShopper(t, { email: 'other@example.com' });
    await setLimits({ monthlyCents: 5_000, callMinutes: 10 }, other.session);
    expect((await limitsNow()).monthly.cents).toBeNull();
  });
});

describe('the monthly purchase limit', () => {
  // bundle-10 is $25.00 + GST + QST = $28.74; two of them, $57.48, pass $50.
  const limit = 5_000;

  it('refuses an order past it, with its message, before PayPal is asked', async () => {
    await setLimits({ monthlyCents: limit, callMinutes: null });
    expect((await order('bundle-10')).statusCode).toBe(201);
    const [first] = await ordersOf(shopper.id);
    const spent = first?.totalCents ?? 0;
    expect((await limitsNow()).monthly.spentCents).toBe(spent);

    for (const language of ['en', 'fr-CA'] as const) {
      const refused = await order('bundle-10', language);
      expect(errorOf(refused)).toEqual({
        status: 403,
        code: 'MONTHLY_LIMIT_REACHED',
        message: accountCopyFor(language).limits.overMonthly(
          formatCad(limit, language),
          formatCad(limit - spent, language),
        ),
      });
    }
    // Nothing was recorded, so no provider was asked for anything.
    expect(await ordersOf(shopper.id)).toHaveLength(1);
  });

  it('counts the orders of this calendar month in Montréal only', async () => {
    // 23:30 on October 31 in Montréal is already November in UTC.
    t.clock.set('2026-11-01T03:30:00.000Z');
    await setLimits({ monthlyCents: limit, callMinutes: null });
    expect((await order('bundle-10')).statusCode).toBe(201);
    t.clock.set('2026-11-01T04:30:00.000Z'); // 00:30 on November 1 in Montréal
    expect((await order('bundle-10')).statusCode).toBe(201);
    expect(errorOf(await order('bundle-10')).code).toBe('MONTHLY_LIMIT_REACHED');
  });

  it('no longer counts a cancelled order', async () => {
    await setLimits({ monthlyCents: limit, callMinutes: null });
    const created = await order('bundle-10');
    const { id } = created.json<{ id: string }>();
    const cancelled = await api(t, 'POST', `/api/payments/paypal/orders/${id}/cancel`, {
      session: shopper.session,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await order('bundle-10')).statusCode).toBe(201);
  });

  it('lets only one of two orders made at once pass it', async () => {
    await setLimits({ monthlyCents: limit, callMinutes: null });
    const answers = await Promise.all([order('bundle-10'), order('bundle-10')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 403]);
    expect(await ordersOf(shopper.id)).toHaveLength(1);
  });

  it('is lifted 24 hours after the customer raises it', async () => {
    await setLimits({ monthlyCents: limit, callMinutes: null });
    expect((await order('bundle-10')).statusCode).toBe(201);
    await setLimits({ monthlyCents: 10_000, callMinutes: null });
    expect(errorOf(await order('bundle-10')).code).toBe('MONTHLY_LIMIT_REACHED');
    t.clock.advance(DAY_MS);
    expect((await order('bundle-10')).statusCode).toBe(201);
  });
});

describe('the per-call limit on the line', () => {
  async function limitFor(phone: string, minutes: number, perCall: number | null) {
    const caller = await aCaller(t, { phone, minutes, email: `${phone}@example.com` });
    if (perCall !== null) {
      const session = await signIn(t, caller);
      expect(
        (await setLimits({ monthlyCents: null, callMinutes: perCall }, session)).statusCode,
      ).toBe(200);
    }
    return dialOf(twimlOf(await chooseExtension(t, newCallSid(), `+1${phone}`, '4001'))).timeLimit;
  }

  it('is the smaller of the balance and the per-call limit', async () => {
    expect(await limitFor('4385550401', 30, 15)).toBe(15 * 60);
  });

  it('is the balance when that is smaller', async () => {
    expect(await limitFor('4385550402', 10, 15)).toBe(10 * 60);
  });

  it('is the balance without a per-call limit', async () => {
    expect(await limitFor('4385550403', 30, null)).toBe(30 * 60);
  });
});
