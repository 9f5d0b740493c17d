import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  api,
  aShopper,
  buyStandard,
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
  talk,
} from '#tests/support/payments.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function webhooksOf(app: TestApp, eventType: string) {
  return paypalStandIn(app)
    .sentWebhooks()
    .filter((webhook) => webhook.eventType === eventType);
}

describe('a capture PayPal holds for review', () => {
  it('credits nothing while pending, then exactly once when the webhook reports it completed', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'pending@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-40' });
    paypalStandIn(t).approveOrder(paypalOrderId, 'PENDING');

    const res = await capture(t, shopper, paypalOrderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'pending' });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('pending');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
    // Clicking again while it is pending credits nothing either.
    expect((await capture(t, shopper, paypalOrderId)).json()).toEqual({ status: 'pending' });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });

    await paypalStandIn(t).completePendingCapture(paypalOrderId);
    const [completed] = webhooksOf(t, 'PAYMENT.CAPTURE.COMPLETED');
    expect(completed?.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('completed');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 51, ledgerSum: 51 });
    expect(await purchasesOf(t, shopper.id)).toHaveLength(1);
    expect(await receiptsTo(t, shopper.email)).toHaveLength(1);

    // PayPal delivers the same event again: nothing changes.
    if (!completed) throw new Error('no webhook');
    const again = await paypalStandIn(t).resendWebhook(completed.eventId);
    expect(again.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 51, ledgerSum: 51 });
    expect(await ledgerOf(t, shopper.id)).toHaveLength(2);
    expect(await purchasesOf(t, shopper.id)).toHaveLength(1);

    // And the browser's capture now answers the completed purchase.
    expect((await capture(t, shopper, paypalOrderId)).json()).toMatchObject({
      status: 'completed',
      credits: 51,
      minutesAdded: 51,
    });
  });
});

describe('the PayPal webhook listener', () => {
  it('refuses a delivery PayPal does not vouch for, and changes nothing', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'forged@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-20' });
    paypalStandIn(t).approveOrder(paypalOrderId, 'PENDING');
    await capture(t, shopper, paypalOrderId);
    const [order] = await ordersOf(t, shopper.id);
    const captureId = paypalStandIn(t).order(paypalOrderId)?.captures[0]?.id ?? '';

    const forged = {
      id: 'WH-FORGED',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'CAD', value: '57.49' },
        custom_id: order?.id,
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      },
    };
    const res = await api(t, 'POST', '/api/payments/paypal/webhook', {
      payload: forged,
      headers: {
        'paypal-transmission-id': 'b2ac5a10-0000-0000-0000-000000000000',
        'paypal-transmission-time': t.clock.now().toISOString(),
        'paypal-transmission-sig': 'Zm9yZ2Vk',
        'paypal-cert-url': 'https://api-m.paypal.com/v1/notifications/certs/CERT-forged',
        'paypal-auth-algo': 'SHA256withRSA',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_REQUEST');

    // Without PayPal's headers at all.
    const bare = await api(t, 'POST', '/api/payments/paypal/webhook', { payload: forged });
    expect(bare.statusCode).toBe(400);

    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('pending');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('refuses a genuine transmission whose body was altered', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'altered@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    await paypalStandIn(t).refundCapture(captureId, { amountCents: 100 });
    const [genuine] = webhooksOf(t, 'PAYMENT.CAPTURE.REFUNDED');
    if (!genuine) throw new Error('no refund webhook');
    const ledgerBefore = await ledgerOf(t, shopper.id);

    const altered = JSON.parse(genuine.body) as {
      resource: { id: string; amount: { value: string } };
    };
    altered.resource.id = 'ANOTHER-REFUND';
    altered.resource.amount.value = '43.12';
    const res = await api(t, 'POST', '/api/payments/paypal/webhook', {
      payload: altered,
      headers: genuine.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(await ledgerOf(t, shopper.id)).toEqual(ledgerBefore);
  });

  it('acknowledges a genuine webhook about an order it does not know, and changes nothing', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'bystander@example.com' });
    // An order made at PayPal by someone else entirely (not through our API).
    const paypal = t.providers.paypal;
    const stranger = await paypal.createOrder({
      orderId: newId(),
      invoiceId: newId(),
      itemName: 'Something else',
      description: 'Not ours',
      priceCents: 1000,
      discountCents: 0,
      taxCents: 150,
      totalCents: 1150,
    });
    paypalStandIn(t).approveOrder(stranger.id);
    await paypal.captureOrder(stranger.id, 'stranger-capture');
    await paypalStandIn(t).settle();

    const [webhook] = webhooksOf(t, 'PAYMENT.CAPTURE.COMPLETED');
    expect(webhook?.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await ordersOf(t, shopper.id)).toEqual([]);
    expect(await t.database.kysely.selectFrom('purchases').selectAll().execute()).toEqual([]);
    expect(await t.database.kysely.selectFrom('minuteLedger').selectAll().execute()).toEqual([]);
  });
});

describe('a PayPal refund', () => {
  it('removes only the unused minutes after partial use, never below zero, once', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'refund@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    const call = await talk(t, shopper.id, 20);
    expect(call).toMatchObject({ balance: 5, total: 20 });

    const refund = await paypalStandIn(t).refundCapture(captureId);
    expect(refund.amountCents).toBe(4312);
    const ledger = await ledgerOf(t, shopper.id);
    expect(ledger.map((row) => [row.reason, row.deltaMinutes, row.balanceAfter])).toEqual([
      ['purchase', 20, 20],
      ['gift', 5, 25],
      ['call', -20, 5],
      ['refund', -5, 0],
    ]);
    const [purchase] = await purchasesOf(t, shopper.id);
    const refundRow = ledger[3];
    expect(refundRow?.purchaseId).toBe(purchase?.id);
    expect(refundRow?.note).toContain(refund.refundId);
    expect(refundRow?.note).toContain('CAD 43.12');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('refunded');

    // The same refund delivered again changes nothing.
    const [delivered] = webhooksOf(t, 'PAYMENT.CAPTURE.REFUNDED');
    if (!delivered) throw new Error('no refund webhook');
    expect(delivered.attempts.map((attempt) => attempt.status)).toEqual([200]);
    const again = await paypalStandIn(t).resendWebhook(delivered.eventId);
    expect(again.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await ledgerOf(t, shopper.id)).toHaveLength(4);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 0, ledgerSum: 0 });
    // The coupon stays used: the purchase happened.
    expect(await couponUsesOf(t, shopper.id)).toHaveLength(1);
  });

  it('removes the refunded share of the minutes for a partial refund', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'partial@example.com' });
    const { captureId } = await buyStandard(t, shopper);
    // Half of $43.12: 25 × 2156 / 4312 = 12.5 → 13 minutes.
    await paypalStandIn(t).refundCapture(captureId, { amountCents: 2156 });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 12, ledgerSum: 12 });
    expect((await ledgerOf(t, shopper.id)).at(-1)).toMatchObject({
      reason: 'refund',
      deltaMinutes: -13,
    });
  });
});
