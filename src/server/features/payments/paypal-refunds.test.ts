// PayPal refunds (each partial one too) and reversals, driven through the PayPal stand-in and
// our webhook listener as PayPal would drive them (docs/decisions/027): each event applied once
// by its id, one ledger row per event, shares counted over all the purchase's refunds, never
// past the purchase, never below zero, never from minutes already talked; the balance equals the
// ledger after each.
import { afterEach, describe, expect, it } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  balanceOf,
  deliverTogether,
  eventLedgerRows,
  historyOf,
  ledgerLines,
  onlyWebhook,
  paymentEventsOf,
  webhooksOf,
} from '#tests/support/after-sale.ts';
import {
  aShopper,
  buyStandard,
  buyWithPayPal,
  ordersOf,
  paypalStandIn,
  purchasesOf,
  talk,
} from '#tests/support/payments.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('partial PayPal refunds', () => {
  it('each take back their share of the purchase, counted over all its refunds, one ledger row each', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'parts@example.com' });
    const { captureId } = await buyStandard(t, shopper); // 25 minutes for $43.12
    const standIn = paypalStandIn(t);

    // $10.00 of $43.12 is worth 5.8 minutes: 6.
    await standIn.refundCapture(captureId, { amountCents: 1000 });
    expect(await balanceOf(t, shopper.id)).toBe(19);
    expect((await historyOf(t, shopper))[0]?.paymentStatus).toEqual({
      ...undisturbedPayment,
      refund: 'partial',
      refundedCents: 1000,
    });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('completed');

    // $21.56 more: $31.56 is worth 18.3 minutes, 18, of which 6 were taken: 12.
    await standIn.refundCapture(captureId, { amountCents: 2156 });
    expect(await balanceOf(t, shopper.id)).toBe(7);

    // The rest, $11.56: all 25 minutes are now refunded, 18 were taken: 7, and no more.
    await standIn.refundCapture(captureId);
    expect(await balanceOf(t, shopper.id)).toBe(0);

    expect(await ledgerLines(t, shopper.id)).toEqual([
      ['purchase', 20, 20],
      ['gift', 5, 25],
      ['refund', -6, 19],
      ['refund', -12, 7],
      ['refund', -7, 0],
    ]);
    const refunds = webhooksOf(t, 'PAYMENT.CAPTURE.REFUNDED');
    expect(refunds.map((webhook) => webhook.attempts.map((attempt) => attempt.status))).toEqual([
      [200],
      [200],
      [200],
    ]);
    const events = await paymentEventsOf(t, shopper.id);
    expect(events.map((event) => [event.kind, event.minutesClaimed, event.minutesMoved])).toEqual([
      ['refund', 6, -6],
      ['refund', 12, -12],
      ['refund', 7, -7],
    ]);
    expect(events.map((event) => event.providerEventId)).toEqual(
      refunds.map((webhook) => webhook.eventId),
    );
    // Each ledger row names the event it applies, its refund and the amount.
    const [purchase] = await purchasesOf(t, shopper.id);
    const rows = await eventLedgerRows(t, shopper.id);
    expect(rows.map((row) => row.paymentEventId)).toEqual(events.map((event) => event.id));
    expect(rows.every((row) => row.purchaseId === purchase?.id)).toBe(true);
    expect(rows[1]?.note).toMatch(/^PayPal refund [A-Z0-9]{17}: CAD 21\.56 of CAD 43\.12$/);

    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('refunded');
    expect((await historyOf(t, shopper))[0]?.paymentStatus).toEqual({
      ...undisturbedPayment,
      refund: 'full',
      refundedCents: 4312,
    });
  });

  it('stop at zero once the minutes were talked, and never take a later purchase’s minutes', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'talked@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    await talk(t, shopper.id, 20);
    expect(await balanceOf(t, shopper.id)).toBe(5);

    // Half the money back is worth 13 minutes; only 5 were left unused.
    await paypalStandIn(t).refundCapture(captureId, { amountCents: 2156 });
    expect(await balanceOf(t, shopper.id)).toBe(0);

    // A new purchase, then the other half refunded: the first purchase has nothing unused
    // (its minutes were talked), so the new minutes stay.
    await buyWithPayPal(t, shopper, { bundleId: 'bundle-10' });
    const afterSecondPurchase = await balanceOf(t, shopper.id);
    expect(afterSecondPurchase).toBeGreaterThan(0);
    await paypalStandIn(t).refundCapture(captureId);
    expect(await balanceOf(t, shopper.id)).toBe(afterSecondPurchase);

    const events = await paymentEventsOf(t, shopper.id);
    expect(events.map((event) => [event.kind, event.minutesClaimed, event.minutesMoved])).toEqual([
      ['refund', 13, -5],
      ['refund', 12, 0],
    ]);
    // No ledger row for a refund that moved nothing.
    expect((await ledgerLines(t, shopper.id)).filter(([reason]) => reason === 'refund')).toEqual([
      ['refund', -5, 0],
    ]);
  });

  it('are applied once when PayPal delivers the same event again, or several times at once', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'replayed@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    await paypalStandIn(t).refundCapture(captureId, { amountCents: 1000 });
    const refund = onlyWebhook(t, 'PAYMENT.CAPTURE.REFUNDED');
    expect(await balanceOf(t, shopper.id)).toBe(19);

    // PayPal's resend: a new transmission of the same event.
    const again = await paypalStandIn(t).resendWebhook(refund.eventId);
    expect(again.attempts.map((attempt) => attempt.status)).toEqual([200]);
    // The same transmission five times at once.
    expect(await deliverTogether(t, refund, 5)).toEqual([200, 200, 200, 200, 200]);

    expect(await balanceOf(t, shopper.id)).toBe(19);
    expect(await paymentEventsOf(t, shopper.id)).toHaveLength(1);
    expect(await ledgerLines(t, shopper.id)).toHaveLength(3);
  });

  it('are applied once when their first deliveries arrive together', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'together@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    // Our listener is down for the refund's delivery; PayPal will retry it.
    paypalStandIn(t).failNext('verify', { status: 503 });
    await paypalStandIn(t).refundCapture(captureId, { amountCents: 2156 });
    const refund = onlyWebhook(t, 'PAYMENT.CAPTURE.REFUNDED');
    expect(refund.attempts.map((attempt) => attempt.status)).toEqual([503]);
    expect(await balanceOf(t, shopper.id)).toBe(25);

    // The retries of two listener instances land at once.
    expect(await deliverTogether(t, refund, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balanceOf(t, shopper.id)).toBe(12);
    expect(await paymentEventsOf(t, shopper.id)).toHaveLength(1);
    expect((await ledgerLines(t, shopper.id)).at(-1)).toEqual(['refund', -13, 12]);
  });
});

describe('a PayPal reversal (chargeback)', () => {
  it('takes back the purchase’s unused minutes in one ledger row, once', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'reversed@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    await talk(t, shopper.id, 4); // 21 of its minutes are left unused
    const reversal = await paypalStandIn(t).reverseCapture(captureId);
    expect(reversal.amountCents).toBe(4312);

    const delivered = onlyWebhook(t, 'PAYMENT.CAPTURE.REVERSED');
    expect(delivered.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect((await ledgerLines(t, shopper.id)).at(-1)).toEqual(['reversal', -21, 0]);
    const [row] = await eventLedgerRows(t, shopper.id);
    expect(row?.note).toBe(`PayPal reversal ${reversal.reversalId}: CAD 43.12 of CAD 43.12`);
    expect((await historyOf(t, shopper))[0]?.paymentStatus).toEqual({
      ...undisturbedPayment,
      reversed: true,
    });

    await paypalStandIn(t).resendWebhook(delivered.eventId);
    expect(await deliverTogether(t, delivered, 3)).toEqual([200, 200, 200]);
    expect(await paymentEventsOf(t, shopper.id)).toHaveLength(1);
    expect(await ledgerLines(t, shopper.id)).toHaveLength(4);
  });

  it('after a partial refund takes only what is left of that purchase, not the next one’s', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'refunded-then-reversed@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    await paypalStandIn(t).refundCapture(captureId, { amountCents: 1000 }); // 6 minutes
    await buyWithPayPal(t, shopper, { bundleId: 'bundle-10' });
    const before = await balanceOf(t, shopper.id);

    await paypalStandIn(t).reverseCapture(captureId);
    expect(await balanceOf(t, shopper.id)).toBe(before - 19);
    const [refund, reversal] = await paymentEventsOf(t, shopper.id);
    expect(refund).toMatchObject({ kind: 'refund', minutesClaimed: 6, minutesMoved: -6 });
    expect(reversal).toMatchObject({ kind: 'reversal', minutesClaimed: 19, minutesMoved: -19 });
  });
});

describe('events about no purchase of ours', () => {
  it('are acknowledged and change nothing', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'bystander@example.com' });
    await buyStandard(t, shopper);
    // A payment made at PayPal by someone else entirely (not through our API).
    const paypal = t.providers.paypal;
    const stranger = await paypal.createOrder({
      orderId: 'not-ours',
      invoiceId: 'not-ours',
      itemName: 'Something else',
      description: 'Not ours',
      priceCents: 1000,
      discountCents: 0,
      taxCents: 150,
      totalCents: 1150,
    });
    paypalStandIn(t).approveOrder(stranger.id);
    await paypal.captureOrder(stranger.id, 'stranger-capture');
    const strangerCapture = paypalStandIn(t).order(stranger.id)?.captures[0]?.id ?? '';
    const ledgerBefore = await ledgerLines(t, shopper.id);

    await paypalStandIn(t).refundCapture(strangerCapture, { amountCents: 100 });
    const { disputeId } = await paypalStandIn(t).openDispute(strangerCapture);
    await paypalStandIn(t).resolveDispute(disputeId, 'RESOLVED_BUYER_FAVOUR');
    await paypalStandIn(t).reverseCapture(strangerCapture);

    for (const eventType of [
      'PAYMENT.CAPTURE.REFUNDED',
      'CUSTOMER.DISPUTE.CREATED',
      'CUSTOMER.DISPUTE.RESOLVED',
      'PAYMENT.CAPTURE.REVERSED',
    ]) {
      expect(onlyWebhook(t, eventType).attempts.map((attempt) => attempt.status)).toEqual([200]);
    }
    expect(await ledgerLines(t, shopper.id)).toEqual(ledgerBefore);
    expect(await t.database.kysely.selectFrom('paymentEvents').selectAll().execute()).toEqual([]);
    expect(await t.database.kysely.selectFrom('paymentDisputes').selectAll().execute()).toEqual([]);
  });
});
