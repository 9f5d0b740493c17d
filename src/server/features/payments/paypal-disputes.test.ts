// PayPal disputes, driven through the PayPal stand-in and our webhook listener as PayPal would
// drive them (docs/decisions/027): an open dispute takes the purchase's unused minutes back and
// holds the account (no order, no call, the profile says why); its resolution lifts the hold
// once no other dispute is open, and gives the minutes back only when the buyer did not get the
// money back. Each event is applied once; the balance equals the ledger after each.
import { afterEach, describe, expect, it } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  balanceOf,
  deliverTogether,
  historyOf,
  ledgerLines,
  onlyWebhook,
  paymentEventsOf,
  profileOf,
} from '#tests/support/after-sale.ts';
import {
  api,
  aShopper,
  buyStandard,
  buyWithPayPal,
  errorOf,
  paypalStandIn,
  talk,
  type Shopper,
} from '#tests/support/payments.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function orderPayPal(app: TestApp, shopper: Shopper) {
  return api(app, 'POST', '/api/payments/paypal/orders', {
    session: shopper.session,
    payload: { bundleId: 'bundle-10' },
  });
}

function orderInterac(app: TestApp, shopper: Shopper) {
  return api(app, 'POST', '/api/payments/interac/orders', {
    session: shopper.session,
    payload: { bundleId: 'bundle-10' },
  });
}

/** Both ways of ordering are refused with the hold's text, and no order is made. */
async function expectOrdersRefused(app: TestApp, shopper: Shopper) {
  const refusal = {
    status: 403,
    code: 'ACCOUNT_ON_HOLD',
    message: accountCopy.purchase.payment.accountOnHold(app.config.supportEmail),
  };
  const ordersBefore = await app.database.kysely
    .selectFrom('paymentOrders')
    .select('id')
    .where('customerId', '=', shopper.id)
    .execute();
  expect(errorOf(await orderPayPal(app, shopper))).toEqual(refusal);
  expect(errorOf(await orderInterac(app, shopper))).toEqual(refusal);
  const ordersAfter = await app.database.kysely
    .selectFrom('paymentOrders')
    .select('id')
    .where('customerId', '=', shopper.id)
    .execute();
  expect(ordersAfter).toEqual(ordersBefore);
}

describe('a dispute opened at PayPal', () => {
  /** Standard bought (25 minutes), 5 talked, then disputed at PayPal. */
  async function disputedAfterTalking(email: string) {
    const app = await createTestApp();
    t = app;
    const shopper = await aShopper(app, { email });
    const { captureId } = await buyStandard(app, shopper);
    await talk(app, shopper.id, 5);
    expect((await profileOf(app, shopper)).accountHold).toBeNull();
    const { disputeId } = await paypalStandIn(app).openDispute(captureId);
    return { app, shopper, disputeId };
  }

  it('holds the account and takes back the purchase’s unused minutes', async () => {
    const { app, shopper } = await disputedAfterTalking('disputer@example.com');
    expect(onlyWebhook(app, 'CUSTOMER.DISPUTE.CREATED').attempts.map((a) => a.status)).toEqual([
      200,
    ]);
    expect(await balanceOf(app, shopper.id)).toBe(0);
    expect((await ledgerLines(app, shopper.id)).at(-1)).toEqual(['dispute', -20, 0]);
    expect((await profileOf(app, shopper)).accountHold).toEqual({
      reason: 'payment_dispute',
      since: app.clock.now().toISOString(),
    });
    expect((await historyOf(app, shopper))[0]?.paymentStatus).toEqual({
      ...undisturbedPayment,
      dispute: 'open',
    });
    await expectOrdersRefused(app, shopper);
  });

  it('resolved for us gives the minutes back and lifts the hold', async () => {
    const { app, shopper, disputeId } = await disputedAfterTalking('seller-won@example.com');
    await paypalStandIn(app).resolveDispute(disputeId, 'RESOLVED_SELLER_FAVOUR');
    expect(await balanceOf(app, shopper.id)).toBe(20);
    expect((await ledgerLines(app, shopper.id)).at(-1)).toEqual(['dispute_release', 20, 20]);
    expect((await profileOf(app, shopper)).accountHold).toBeNull();
    expect((await historyOf(app, shopper))[0]?.paymentStatus).toEqual({
      ...undisturbedPayment,
      dispute: 'seller_favour',
    });
    expect((await orderPayPal(app, shopper)).statusCode).toBe(201);

    // The customer's data export holds the dispute and what it did.
    const exported = await api(app, 'GET', '/api/me/export', { session: shopper.session });
    expect(exported.json()).toMatchObject({
      paymentDisputes: [
        { providerDisputeId: disputeId, status: 'resolved', outcomeCode: 'RESOLVED_SELLER_FAVOUR' },
      ],
      paymentEvents: [
        { kind: 'dispute_created', resourceId: disputeId, minutesMoved: -20 },
        { kind: 'dispute_resolved', resourceId: disputeId, minutesMoved: 20 },
      ],
    });
  });

  it('resolved for the buyer lifts the hold and leaves the minutes taken', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'buyer-won@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    const { disputeId } = await paypalStandIn(t).openDispute(captureId);
    expect(await balanceOf(t, shopper.id)).toBe(0);

    await paypalStandIn(t).resolveDispute(disputeId, 'RESOLVED_BUYER_FAVOUR');
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect((await ledgerLines(t, shopper.id)).map(([reason]) => reason)).toEqual([
      'purchase',
      'gift',
      'dispute',
    ]);
    expect((await profileOf(t, shopper)).accountHold).toBeNull();
    expect((await historyOf(t, shopper))[0]?.paymentStatus.dispute).toBe('buyer_favour');
    expect((await orderInterac(t, shopper)).statusCode).toBe(201);

    // The purchase's minutes are all claimed: the buyer's bank reversing it later takes nothing.
    await paypalStandIn(t).reverseCapture(captureId);
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect((await paymentEventsOf(t, shopper.id)).map((e) => [e.kind, e.minutesMoved])).toEqual([
      ['dispute_created', -25],
      ['dispute_resolved', 0],
      ['reversal', 0],
    ]);
  });

  it('takes only the disputed purchase’s minutes, and holds while another dispute is open', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'two-disputes@example.com' });
    const first = await buyStandard(t, shopper); // 25 minutes
    const second = await buyWithPayPal(t, shopper, { bundleId: 'bundle-10' });
    const both = await balanceOf(t, shopper.id);
    const secondMinutes = both - 25;

    const one = await paypalStandIn(t).openDispute(first.captureId);
    expect(await balanceOf(t, shopper.id)).toBe(secondMinutes);
    const two = await paypalStandIn(t).openDispute(second.captureId);
    expect(await balanceOf(t, shopper.id)).toBe(0);

    await paypalStandIn(t).resolveDispute(one.disputeId, 'CANCELED_BY_BUYER');
    expect(await balanceOf(t, shopper.id)).toBe(25);
    // The second is still open: still on hold.
    expect((await profileOf(t, shopper)).accountHold).not.toBeNull();
    await expectOrdersRefused(t, shopper);

    await paypalStandIn(t).resolveDispute(two.disputeId, 'ACCEPTED');
    expect(await balanceOf(t, shopper.id)).toBe(25);
    expect((await profileOf(t, shopper)).accountHold).toBeNull();
    const [latest, earliest] = await historyOf(t, shopper);
    expect(latest?.paymentStatus.dispute).toBe('buyer_favour');
    expect(earliest?.paymentStatus.dispute).toBe('seller_favour');
  });

  it('is applied once when its events are delivered again, or several at once', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'dispute-replays@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    const { disputeId } = await paypalStandIn(t).openDispute(captureId);
    const created = onlyWebhook(t, 'CUSTOMER.DISPUTE.CREATED');
    expect(await deliverTogether(t, created, 5)).toEqual([200, 200, 200, 200, 200]);
    await paypalStandIn(t).resendWebhook(created.eventId);
    expect(await balanceOf(t, shopper.id)).toBe(0);

    await paypalStandIn(t).resolveDispute(disputeId, 'DENIED');
    const resolved = onlyWebhook(t, 'CUSTOMER.DISPUTE.RESOLVED');
    expect(await deliverTogether(t, resolved, 5)).toEqual([200, 200, 200, 200, 200]);
    await paypalStandIn(t).resendWebhook(resolved.eventId);
    // A creation delivered late again does not open it again.
    await paypalStandIn(t).resendWebhook(created.eventId);

    expect(await balanceOf(t, shopper.id)).toBe(25);
    expect((await profileOf(t, shopper)).accountHold).toBeNull();
    expect((await paymentEventsOf(t, shopper.id)).map((e) => [e.kind, e.minutesMoved])).toEqual([
      ['dispute_created', -25],
      ['dispute_resolved', 25],
    ]);
    expect(await ledgerLines(t, shopper.id)).toHaveLength(4);
  });

  it('resolved for us keeps back the share of a refund made while it was open', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'refunded-while-disputed@example.com' });
    const { captureId } = await buyStandard(t, shopper); // 25 minutes for $43.12
    const { disputeId } = await paypalStandIn(t).openDispute(captureId);
    // $10.00 refunded meanwhile is worth 6 minutes; the dispute holds them all, so none move.
    await paypalStandIn(t).refundCapture(captureId, { amountCents: 1000 });
    expect(await balanceOf(t, shopper.id)).toBe(0);

    await paypalStandIn(t).resolveDispute(disputeId, 'RESOLVED_SELLER_FAVOUR');
    expect(await balanceOf(t, shopper.id)).toBe(19);
    // The rest refunded later claims its own share only: 25 in all.
    await paypalStandIn(t).refundCapture(captureId);
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect(
      (await paymentEventsOf(t, shopper.id)).map((e) => [e.kind, e.minutesClaimed, e.minutesMoved]),
    ).toEqual([
      ['dispute_created', 25, -25],
      ['refund', 0, 0],
      ['dispute_resolved', -19, 19],
      ['refund', 19, -19],
    ]);
  });

  it('resolved before its creation reached us ends the same, and its late creation holds nothing', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'out-of-order@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    // Our listener cannot verify the creation's first delivery; PayPal will retry it later.
    paypalStandIn(t).failNext('verify', { status: 503 });
    const { disputeId } = await paypalStandIn(t).openDispute(captureId);
    const created = onlyWebhook(t, 'CUSTOMER.DISPUTE.CREATED');
    expect(created.attempts.map((attempt) => attempt.status)).toEqual([503]);

    // The buyer got the money back: the minutes go, though the account was never held.
    await paypalStandIn(t).resolveDispute(disputeId, 'RESOLVED_BUYER_FAVOUR');
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect((await profileOf(t, shopper)).accountHold).toBeNull();

    await paypalStandIn(t).resendWebhook(created.eventId);
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect((await profileOf(t, shopper)).accountHold).toBeNull();
    expect((await historyOf(t, shopper))[0]?.paymentStatus.dispute).toBe('buyer_favour');
    expect((await paymentEventsOf(t, shopper.id)).map((e) => [e.kind, e.minutesMoved])).toEqual([
      ['dispute_resolved', -25],
      ['dispute_created', 0],
    ]);
    expect((await ledgerLines(t, shopper.id)).at(-1)).toEqual(['dispute', -25, 0]);
  });
});
