// Refunds an operator makes (docs/decisions/047): PayPal's through its refunds API, with the
// refund's share of the unused minutes taken back exactly once whether our own answer or
// PayPal's webhook arrives first; Interac refunds recorded as made outside; the support role's
// limit; one refund when two operators refund the same purchase at once. The balance always
// equals the ledger.
import { afterEach, describe, expect, it } from 'vitest';
import type { PayPalClient } from '#server/providers/paypal/port.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { balanceOf, historyOf, ledgerLines, paymentEventsOf } from '#tests/support/after-sale.ts';
import {
  aShopper,
  buyStandard,
  buyWithInterac,
  ordersOf,
  paymentsService,
  paypalStandIn,
  purchasesOf,
  talk,
} from '#tests/support/payments.ts';

const owner = { id: 'op-owner', role: 'owner' } as const;
const support = { id: 'op-support', role: 'support' } as const;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function boughtWithPayPal(email: string) {
  t = await createTestApp();
  const shopper = await aShopper(t, { email });
  const { captureId } = await buyStandard(t, shopper); // 25 minutes for $43.12
  const [purchase] = await purchasesOf(t, shopper.id);
  if (!purchase) throw new Error('no purchase');
  return { t, shopper, captureId, purchaseId: purchase.id };
}

const operatorRefundRows = (app: TestApp, customerId: string) =>
  app.database.kysely
    .selectFrom('operatorRefunds')
    .select(['status', 'amountCents', 'providerRefundId', 'operatorId', 'reason', 'failure'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt')
    .execute();

describe('a PayPal refund by an operator', () => {
  it('refunds through PayPal and takes back the share of minutes once, the webhook after it changing nothing', async () => {
    const { t, shopper, captureId, purchaseId } = await boughtWithPayPal('op-refund@example.com');
    const { payments } = paymentsService(t);
    const recorded: unknown[] = [];

    // $10.00 of $43.12 is worth 5.8 minutes: 6.
    const outcome = await payments.refundPayPal(
      {
        customerId: shopper.id,
        purchaseId,
        amountCents: 1000,
        reason: 'Cut off',
        operator: support,
      },
      async (trx, result) => {
        recorded.push(result);
        // The audit row is written in the transaction that applies the refund.
        expect(trx.isTransaction).toBe(true);
      },
    );
    expect(outcome).toMatchObject({
      provider: 'paypal',
      amountCents: 1000,
      applied: 'now',
      before: { refundedCents: 0, balance: 25 },
      after: { refundedCents: 1000, balance: 19 },
    });
    expect(recorded).toEqual([outcome]);
    expect(
      paypalStandIn(t).order((await ordersOf(t, shopper.id))[0]?.providerOrderId ?? '')
        ?.captures[0],
    ).toMatchObject({
      id: captureId,
      refundedCents: 1000,
      status: 'PARTIALLY_REFUNDED',
    });

    // PayPal's webhook for the same refund arrives: nothing moves again.
    await paypalStandIn(t).settle();
    expect(await balanceOf(t, shopper.id)).toBe(19);
    expect(await ledgerLines(t, shopper.id)).toEqual([
      ['purchase', 20, 20],
      ['gift', 5, 25],
      ['refund', -6, 19],
    ]);
    expect(await paymentEventsOf(t, shopper.id)).toMatchObject([
      { kind: 'refund', providerEventId: `operator-refund-${outcome.refundId}`, minutesMoved: -6 },
    ]);
    expect(await operatorRefundRows(t, shopper.id)).toEqual([
      {
        status: 'completed',
        amountCents: 1000,
        providerRefundId: outcome.providerRefundId,
        operatorId: support.id,
        reason: 'Cut off',
        failure: null,
      },
    ]);
    expect((await historyOf(t, shopper))[0]?.paymentStatus).toMatchObject({
      refund: 'partial',
      refundedCents: 1000,
    });
  });

  it('finds the minutes taken once when PayPal’s webhook applied the refund before our answer', async () => {
    const { t, shopper, purchaseId } = await boughtWithPayPal('webhook-first@example.com');
    await talk(t, shopper.id, 5); // 20 left
    const standIn = paypalStandIn(t);
    const real = t.providers.paypal;
    const webhookFirst: PayPalClient = {
      ...real,
      mode: real.mode,
      async refundCapture(captureId, options) {
        const refund = await real.refundCapture(captureId, options);
        await standIn.settle(); // PAYMENT.CAPTURE.REFUNDED is applied now
        return refund;
      },
    };
    const { payments } = paymentsService(t, { paypal: webhookFirst });

    const outcome = await payments.refundPayPal({
      customerId: shopper.id,
      purchaseId,
      reason: 'Charged twice',
      operator: owner,
    });
    // All of it: every minute of the purchase refunded, the 20 unused taken back, by the webhook.
    expect(outcome).toMatchObject({
      applied: 'by_webhook',
      amountCents: 4312,
      before: { refundedCents: 0, balance: 20 },
      after: { refundedCents: 4312, balance: 0 },
    });
    expect(await balanceOf(t, shopper.id)).toBe(0);
    const events = await paymentEventsOf(t, shopper.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.providerEventId).toMatch(/^WH-/);
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('refunded');
    expect((await operatorRefundRows(t, shopper.id))[0]?.status).toBe('completed');
  });

  it('makes one refund when two operators refund the same purchase at once', async () => {
    const { t, shopper, captureId, purchaseId } = await boughtWithPayPal('twice@example.com');
    // PayPal takes its time answering the first operator, while the second asks.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const real = t.providers.paypal;
    const slow: PayPalClient = {
      ...real,
      mode: real.mode,
      async refundCapture(id, options) {
        await answered;
        return real.refundCapture(id, options);
      },
    };
    const { payments } = paymentsService(t, { paypal: slow });
    const refund = (operatorId: string) =>
      payments.refundPayPal({
        customerId: shopper.id,
        purchaseId,
        amountCents: 2000,
        reason: 'Asked by phone',
        operator: { id: operatorId, role: 'owner' },
      });

    const first = refund('op-1');
    while ((await operatorRefundRows(t, shopper.id)).length === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(refund('op-2')).rejects.toMatchObject({
      code: 'CONFLICTING_CHANGE',
      message: adminCopy.customers.refundUnderWay,
    });
    release();
    await first;

    await paypalStandIn(t).settle();
    const order = (await ordersOf(t, shopper.id))[0];
    expect(paypalStandIn(t).order(order?.providerOrderId ?? '')?.captures[0]).toMatchObject({
      id: captureId,
      refundedCents: 2000,
    });
    // $20.00 of $43.12 is worth 11.6 minutes: 12, taken once.
    expect(await balanceOf(t, shopper.id)).toBe(13);
    expect((await operatorRefundRows(t, shopper.id)).map((row) => row.status)).toEqual([
      'completed',
    ]);
  });

  it('refuses a support operator above the limit the owner sets, a missing reason and too much', async () => {
    const { t, shopper, purchaseId } = await boughtWithPayPal('limits@example.com');
    const { payments } = paymentsService(t);
    const request = { customerId: shopper.id, purchaseId, reason: 'Goodwill', operator: support };

    expect(await payments.refundLimit()).toBe(5000);
    await expect(
      payments.setRefundLimit(t.database.kysely, { operator: support, limitCents: 100_000 }),
    ).rejects.toMatchObject({ code: 'REFUND_OVER_LIMIT', message: adminCopy.customers.ownerOnly });
    expect(
      await payments.setRefundLimit(t.database.kysely, { operator: owner, limitCents: 1500 }),
    ).toEqual({ before: 5000, after: 1500 });

    await expect(payments.refundPayPal({ ...request, amountCents: 1501 })).rejects.toMatchObject({
      code: 'REFUND_OVER_LIMIT',
      message: adminCopy.customers.refundOverLimit(formatCad(1500)),
    });
    await expect(
      payments.refundPayPal({ ...request, amountCents: 100, reason: '  ' }),
    ).rejects.toMatchObject({
      code: 'CHANGE_REFUSED',
      message: adminCopy.customers.reasonRequired,
    });
    await expect(
      payments.refundPayPal({ ...request, operator: owner, amountCents: 4313 }),
    ).rejects.toMatchObject({ message: adminCopy.customers.refundAmountInvalid(formatCad(4312)) });
    await expect(
      payments.refundPayPal({ ...request, purchaseId: shopper.id }),
    ).rejects.toMatchObject({ code: 'PURCHASE_NOT_FOUND' });
    // Nothing was asked of PayPal, nothing moved.
    expect(await operatorRefundRows(t, shopper.id)).toEqual([]);
    expect(await balanceOf(t, shopper.id)).toBe(25);

    // Within the limit, support refunds.
    await payments.refundPayPal({ ...request, amountCents: 1500 });
    expect(await balanceOf(t, shopper.id)).toBe(16);
  });

  it('says PayPal refused, and records the failure, when the capture cannot be refunded', async () => {
    const { t, shopper, captureId, purchaseId } = await boughtWithPayPal('refused@example.com');
    // Refunded at PayPal's own site, and its webhook not here yet.
    paypalStandIn(t).failNext('refund', { status: 500 });
    const { payments } = paymentsService(t);
    await expect(
      payments.refundPayPal({ customerId: shopper.id, purchaseId, reason: 'x', operator: owner }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^PAYMENT_PROVIDER_/) });
    expect((await operatorRefundRows(t, shopper.id))[0]).toMatchObject({ status: 'failed' });
    expect(await balanceOf(t, shopper.id)).toBe(25);
    // The next attempt is not blocked by the failed one.
    await payments.refundPayPal({
      customerId: shopper.id,
      purchaseId,
      reason: 'x',
      operator: owner,
    });
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect(captureId).toBeTruthy();
  });
});

describe('an Interac refund recorded by an operator', () => {
  it('takes back the same share of minutes, once per reference, up to what was paid', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, {
      email: 'interac-refund@example.com',
      phones: ['5145550111'],
    });
    await buyWithInterac(t, shopper); // 25 minutes (20 + 5 gift) for $57.49
    const [purchase] = await purchasesOf(t, shopper.id);
    const order = (await ordersOf(t, shopper.id))[0];
    if (!purchase || !order) throw new Error('no purchase');
    const total = order.totalCents;
    const { payments } = paymentsService(t);
    const db = t.database.kysely;
    const request = {
      customerId: shopper.id,
      purchaseId: purchase.id,
      amountCents: Math.floor(total / 2),
      reference: 'INT-REF-1',
      reason: 'Refund asked by email',
      operator: owner,
    };

    const first = await db
      .transaction()
      .execute((trx) => payments.recordInteracRefund(trx, request));
    expect(first).toMatchObject({
      provider: 'interac',
      applied: 'now',
      providerRefundId: 'INT-REF-1',
    });
    const half = 25 - first.after.balance;
    expect(half).toBe(Math.round((25 * request.amountCents) / total));

    await expect(payments.recordInteracRefund(db, request)).rejects.toMatchObject({
      code: 'CONFLICTING_CHANGE',
      message: adminCopy.customers.interacReferenceTaken,
    });
    await expect(
      payments.recordInteracRefund(db, { ...request, reference: 'INT-REF-2', amountCents: total }),
    ).rejects.toMatchObject({ code: 'CHANGE_REFUSED' });
    await expect(
      payments.recordInteracRefund(db, { ...request, reference: ' ' }),
    ).rejects.toMatchObject({ message: adminCopy.customers.interacReferenceRequired });
    await expect(payments.refundPayPal({ ...request })).rejects.toMatchObject({
      message: adminCopy.customers.wrongMethod('Interac'),
    });

    await payments.recordInteracRefund(db, {
      ...request,
      reference: 'INT-REF-2',
      amountCents: total - request.amountCents,
    });
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('refunded');
    expect(
      (await ledgerLines(t, shopper.id)).filter(([reason]) => reason === 'refund'),
    ).toHaveLength(2);
  });
});
