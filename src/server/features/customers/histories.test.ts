// The dashboard's histories and promo banner (docs/product.md §2 /dashboard, §3 Purchase, Credit usage, Promo
// code; docs/product.md §10.5, 8): GET /api/me/purchases, /usage and /promo-code. Two customers in every
// test: the other's rows never show.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { SESSION_COOKIE } from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  callMe,
  creditsAndLedgerSum,
  recordCall,
  recordCashback,
  recordPackagePurchase,
  recordTarotAttempt,
  seedCustomer,
  signIn,
  type TestCustomer,
} from '#tests/support/customer-area.ts';
import { HISTORY_LIMIT } from './service.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let session: string;

beforeEach(async () => {
  t = await createTestApp();
  ada = await seedCustomer(t, { email: 'ada@example.com', phones: ['5145550100'] });
  bob = await seedCustomer(t, { email: 'bob@example.com', phones: ['6135550142'] });
  session = await signIn(t, ada);
});
afterEach(async () => {
  await t.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();

describe('GET /api/me/purchases', () => {
  it('lists package purchases and cashback grants, newest first, with the provider order id', async () => {
    await recordPackagePurchase(t, ada.id, {
      providerOrderId: '5O190127TN364715T',
      purchasedAt: '2026-10-03T18:00:00.000Z',
    });
    const cashback = await recordCashback(t, ada.id, {
      month: '2026-10',
      minutes: 1,
      grantedAt: '2026-11-01T05:00:00.000Z',
    });
    const latest = await recordPackagePurchase(t, ada.id, {
      providerOrderId: '8AB12345CD6789012',
      purchasedAt: '2026-11-20T21:30:00.000Z',
    });
    await recordPackagePurchase(t, bob.id, {
      providerOrderId: '7XK92817LL1234567',
      purchasedAt: '2026-11-19T12:00:00.000Z',
    });

    const res = await callMe(t, 'GET', '/purchases', { session });
    expect(res.statusCode).toBe(200);
    const { purchases } = res.json();
    expect(purchases).toEqual([
      {
        id: latest.purchaseId,
        purchasedAt: '2026-11-20T21:30:00.000Z',
        packageName: 'Standard',
        minutes: 25,
        amountCents: 5749,
        orderId: '8AB12345CD6789012',
        kind: 'package',
        paymentStatus: undisturbedPayment,
      },
      {
        id: cashback,
        purchasedAt: '2026-11-01T05:00:00.000Z',
        packageName: 'Monthly Cashback',
        minutes: 1,
        amountCents: 0,
        orderId: null,
        kind: 'cashback',
        paymentStatus: undisturbedPayment,
      },
      expect.objectContaining({
        orderId: '5O190127TN364715T',
        purchasedAt: '2026-10-03T18:00:00.000Z',
      }),
    ]);
    expect(JSON.stringify(purchases)).not.toContain('7XK92817LL1234567');
    expect(await creditsAndLedgerSum(t, ada.id)).toEqual({ credits: 51, ledgerSum: 51 });
  });

  it("names each line in the page's language", async () => {
    await recordPackagePurchase(t, ada.id, {
      providerOrderId: 'PREMIUM-ORDER',
      purchasedAt: '2026-11-20T21:30:00.000Z',
      bundleId: 'bundle-40',
    });
    await recordCashback(t, ada.id, {
      month: '2026-10',
      minutes: 1,
      grantedAt: '2026-11-01T05:00:00.000Z',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/purchases',
      headers: { 'accept-language': 'fr-CA' },
      cookies: { [SESSION_COOKIE]: session },
    });
    const fr = accountCopyFor('fr-CA').purchase;
    expect(res.json().purchases.map((row: { packageName: string }) => row.packageName)).toEqual([
      fr.bundleNames['bundle-40'],
      fr.monthlyCashback,
    ]);
  });

  it('orders purchases of the same instant by id, newest first', async () => {
    const at = '2026-11-20T21:30:00.000Z';
    const first = await recordPackagePurchase(t, ada.id, {
      providerOrderId: 'FIRST-ORDER',
      purchasedAt: at,
    });
    const second = await recordPackagePurchase(t, ada.id, {
      providerOrderId: 'SECOND-ORDER',
      purchasedAt: at,
    });
    const { purchases } = (await callMe(t, 'GET', '/purchases', { session })).json();
    expect(purchases.map((row: { id: string }) => row.id)).toEqual([
      second.purchaseId,
      first.purchaseId,
    ]);
  });

  it(`answers the latest ${HISTORY_LIMIT} lines only`, async () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let i = 0; i < HISTORY_LIMIT + 2; i += 1) {
      await recordCashback(t, ada.id, {
        month: `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
        minutes: 1,
        grantedAt: new Date(start + i * HOUR).toISOString(),
      });
    }
    const { purchases } = (await callMe(t, 'GET', '/purchases', { session })).json();
    expect(purchases).toHaveLength(HISTORY_LIMIT);
    expect(purchases[0].purchasedAt).toBe(
      new Date(start + (HISTORY_LIMIT + 1) * HOUR).toISOString(),
    );
  });

  it('answers an empty list to a customer who bought nothing', async () => {
    await recordPackagePurchase(t, bob.id, { providerOrderId: 'BOB-ORDER', purchasedAt: ago(DAY) });
    expect((await callMe(t, 'GET', '/purchases', { session })).json()).toEqual({ purchases: [] });
  });
});

describe('GET /api/me/usage', () => {
  it('lists settled calls newest first, minutes used and duration; unbilled calls are left out', async () => {
    await recordPackagePurchase(t, ada.id, {
      providerOrderId: 'ADA-ORDER',
      purchasedAt: ago(10 * DAY),
    });
    await recordPackagePurchase(t, bob.id, {
      providerOrderId: 'BOB-ORDER',
      purchasedAt: ago(10 * DAY),
    });
    const older = await recordCall(t, ada.id, {
      placedAt: ago(3 * DAY),
      durationSeconds: 125,
      minutesUsed: 3,
    });
    const newer = await recordCall(t, ada.id, {
      placedAt: ago(DAY),
      durationSeconds: 60,
      minutesUsed: 1,
    });
    // Answered but the duration never came back: shown as 0 seconds.
    const noDuration = await recordCall(t, ada.id, {
      placedAt: ago(2 * DAY),
      durationSeconds: null,
      minutesUsed: 0,
    });
    await recordCall(t, ada.id, { placedAt: ago(HOUR) }); // unanswered, never billed
    await recordCall(t, bob.id, { placedAt: ago(HOUR), durationSeconds: 600, minutesUsed: 10 });

    const res = await callMe(t, 'GET', '/usage', { session });
    expect(res.statusCode).toBe(200);
    const { usage } = res.json();
    expect(usage.map((row: { id: string }) => row.id)).toEqual([newer, noDuration, older]);
    expect(usage[0]).toEqual({
      id: newer,
      createdAt: ago(DAY),
      callStart: new Date(Date.parse(ago(DAY)) + 10_000).toISOString(),
      callEnd: new Date(Date.parse(ago(DAY)) + 70_000).toISOString(),
      minutesUsed: 1,
      durationSeconds: 60,
    });
    expect(usage[1]).toMatchObject({ minutesUsed: 0, durationSeconds: 0 });
    expect(usage[2]).toMatchObject({ minutesUsed: 3, durationSeconds: 125 });
    expect(await creditsAndLedgerSum(t, ada.id)).toEqual({ credits: 21, ledgerSum: 21 });
  });
});

describe('GET /api/me/promo-code', () => {
  const thisWeek = '2026-11-16';
  const lastWeek = '2026-11-09';

  it('answers the latest tarot coupon won in the last 7 days', async () => {
    await recordTarotAttempt(t, ada.id, {
      weekStart: lastWeek,
      playedAt: ago(6 * DAY),
      won: { code: 'TAROTOLD111', percentOff: 10 },
    });
    await recordTarotAttempt(t, ada.id, {
      weekStart: thisWeek,
      playedAt: ago(2 * HOUR),
      won: { code: 'TAROTABC123', percentOff: 20 },
    });
    await recordTarotAttempt(t, bob.id, {
      weekStart: thisWeek,
      playedAt: ago(HOUR),
      won: { code: 'TAROTBOB999', percentOff: 25 },
    });

    const res = await callMe(t, 'GET', '/promo-code', { session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      promoCode: {
        code: 'TAROTABC123',
        percentOff: 20,
        wonAt: ago(2 * HOUR),
        expiresAt: new Date(Date.parse(ago(2 * HOUR)) + 7 * DAY).toISOString(),
      },
    });
  });

  it('forgets a win once 7 × 24 hours have passed', async () => {
    await recordTarotAttempt(t, ada.id, {
      weekStart: thisWeek,
      playedAt: t.clock.now().toISOString(),
      won: { code: 'TAROTABC123', percentOff: 15 },
    });
    t.clock.advance(7 * DAY - 1);
    expect((await callMe(t, 'GET', '/promo-code', { session })).json().promoCode).toMatchObject({
      code: 'TAROTABC123',
      percentOff: 15,
    });
    t.clock.advance(2);
    expect((await callMe(t, 'GET', '/promo-code', { session })).json()).toEqual({
      promoCode: null,
    });
  });

  it("answers null after a lost game, and never shows another customer's win", async () => {
    await recordTarotAttempt(t, ada.id, { weekStart: thisWeek, playedAt: ago(HOUR), won: null });
    await recordTarotAttempt(t, bob.id, {
      weekStart: thisWeek,
      playedAt: ago(HOUR),
      won: { code: 'TAROTBOB999', percentOff: 25 },
    });
    expect((await callMe(t, 'GET', '/promo-code', { session })).json()).toEqual({
      promoCode: null,
    });
  });
});
