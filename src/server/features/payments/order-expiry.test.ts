// Ending unpaid orders (docs/decisions/025-coupon-holds.md): the scheduled sweep reviews orders
// still open 30 minutes after they were made and asks the provider about each before ending it.
// Unpaid ones expire and free the coupon use they held; a paid one is completed as any payment
// is; one PayPal holds for review stays; one whose provider cannot be reached waits. A payment
// reported for an order after it expired is honoured: minutes credited, use recorded, a warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCashbackService } from '#server/features/cashback/service.ts';
import { createHousekeepingService } from '#server/features/housekeeping/service.ts';
import { createTarotService } from '#server/features/tarot/service.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import { createJobs } from '#server/jobs/definitions.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import { createScheduler } from '#server/jobs/scheduler.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { UNPAID_ORDER_LIFETIME_MS } from './expiry.ts';
import {
  addCoupon,
  api,
  aShopper,
  cancelOrder,
  capture,
  couponUsesOf,
  createInteracOrder,
  createPayPalOrder,
  creditsOf,
  errorOf,
  ordersOf,
  paymentsService,
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

const MINUTE = 60_000;

function check(app: TestApp, shopper: Shopper, code = 'WELCOME25') {
  return api(app, 'POST', '/api/coupons/check', {
    session: shopper.session,
    payload: { code, bundleId: 'bundle-20' },
  });
}

/** Gigadat's answer about a transaction, as its status lookup gives it. */
function gigadatSays(app: TestApp, status: string | null, shopper?: Shopper, amountCents = 0) {
  vi.spyOn(app.providers.gigadat, 'getTransaction').mockImplementation(async (transactionId) =>
    status === null
      ? null
      : { transactionId, status, amountCents, currency: 'CAD', userId: shopper?.id ?? '' },
  );
}

describe('the sweep of unpaid orders', () => {
  it('ends PayPal orders never captured once 30 minutes have passed, freeing their coupons', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    const never = await aShopper(t, { email: 'never-approved@example.com' });
    const approved = await aShopper(t, { email: 'approved-only@example.com' });
    await addCoupon(t, welcome25);
    await createPayPalOrder(t, never, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });
    const approvedOrder = await createPayPalOrder(t, approved, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });
    paypalStandIn(t).approveOrder(approvedOrder);

    t.clock.advance(UNPAID_ORDER_LIFETIME_MS);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 0 });
    expect(errorOf(await check(t, never)).code).toBe('COUPON_LIMIT_REACHED');

    t.clock.advance(1);
    expect(await payments.expireUnpaidOrders()).toEqual({
      reviewed: 2,
      expired: 2,
      completed: 0,
      failed: 0,
      kept: 0,
      confirmed: 0,
    });
    for (const shopper of [never, approved]) {
      expect(await ordersOf(t, shopper.id)).toEqual([
        expect.objectContaining({
          status: 'cancelled',
          failureReason: expect.stringMatching(/^expired unpaid after 30 minutes: PayPal order/),
        }),
      ]);
      expect((await check(t, shopper)).statusCode).toBe(200);
    }
    // The buyer who approved comes back too late: nothing is captured.
    expect(errorOf(await capture(t, approved, approvedOrder)).code).toBe('PAYMENT_CAPTURE_FAILED');
    expect(paypalStandIn(t).order(approvedOrder)?.captures).toEqual([]);
    // A second pass has nothing left to do.
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 0 });
  });

  it('completes a PayPal order found paid instead of ending it', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    const shopper = await aShopper(t, { email: 'paid-unheard@example.com' });
    await addCoupon(t, welcome25);
    const paypalOrderId = await createPayPalOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });
    paypalStandIn(t).approveOrder(paypalOrderId);
    // Captured, with the answer lost and no webhook yet.
    await t.providers.paypal.captureOrder(paypalOrderId, 'lost-answer');

    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, completed: 1 });

    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('completed');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
    expect(await couponUsesOf(t, shopper.id)).toHaveLength(1);
  });

  it('keeps a PayPal order whose capture PayPal holds for review; a declined card expires', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    const shopper = await aShopper(t, { email: 'review@example.com' });
    const review = await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(review, 'PENDING');
    expect((await capture(t, shopper, review)).json()).toEqual({ status: 'pending' });
    // A declined card leaves no capture: the buyer gave up on trying another.
    const declined = await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });
    paypalStandIn(t).approveOrder(declined, 'INSTRUMENT_DECLINED');
    expect(errorOf(await capture(t, shopper, declined)).code).toBe('PAYMENT_DECLINED');

    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({
      reviewed: 2,
      kept: 1,
      expired: 1,
    });
    expect((await ordersOf(t, shopper.id)).map((order) => order.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    // Each pass asks again about the capture under review, until PayPal settles it.
    await paypalStandIn(t).completePendingCapture(review);
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('completed');
  });

  it('fails an Interac request Gigadat let expire, and completes one Gigadat reports paid', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    await addCoupon(t, welcome25);
    const lapsed = await aShopper(t, { email: 'lapsed@example.com' });
    await createInteracOrder(t, lapsed, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });

    // The stand-in's own request expires after 30 minutes: Gigadat says STATUS_EXPIRED.
    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, failed: 1 });
    expect(await ordersOf(t, lapsed.id)).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'Gigadat STATUS_EXPIRED' }),
    ]);
    expect((await check(t, lapsed)).statusCode).toBe(200);

    const paid = await aShopper(t, { email: 'paid-interac@example.com' });
    await createInteracOrder(t, paid, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });
    gigadatSays(t, 'STATUS_SUCCESS', paid, 4312);
    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, completed: 1 });
    expect((await ordersOf(t, paid.id))[0]?.status).toBe('completed');
    expect(await creditsOf(t, paid.id)).toEqual({ credits: 25, ledgerSum: 25 });
  });

  it('ends an Interac request Gigadat never saw', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    await addCoupon(t, welcome25);
    const shopper = await aShopper(t, { email: 'unseen@example.com' });
    await createInteracOrder(t, shopper, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });
    gigadatSays(t, null);

    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, expired: 1 });
    expect(await ordersOf(t, shopper.id)).toEqual([
      expect.objectContaining({
        status: 'cancelled',
        failureReason: 'expired unpaid after 30 minutes: Gigadat never saw the payment',
      }),
    ]);
    expect((await check(t, shopper)).statusCode).toBe(200);
    // Nothing Gigadat could still be paying: not asked again.
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 0 });
  });

  it('ends an Interac request Gigadat still waits on, and asks again until Gigadat ends it', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    await addCoupon(t, welcome25);
    const shopper = await aShopper(t, { email: 'waiting@example.com' });
    await createInteracOrder(t, shopper, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });
    gigadatSays(t, 'STATUS_PENDING');

    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, expired: 1 });
    const expired = 'expired unpaid after 30 minutes while Gigadat still waited';
    expect(await ordersOf(t, shopper.id)).toEqual([
      expect.objectContaining({ status: 'cancelled', failureReason: expired }),
    ]);
    expect((await check(t, shopper)).statusCode).toBe(200);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, kept: 1 });

    gigadatSays(t, 'STATUS_EXPIRED');
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, confirmed: 1 });
    expect(await ordersOf(t, shopper.id)).toEqual([
      expect.objectContaining({
        status: 'cancelled',
        failureReason: `${expired}; unpaid at Gigadat (STATUS_EXPIRED)`,
      }),
    ]);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 0 });
  });

  it('leaves an order open while its provider cannot be asked, and ends it at a later pass', async () => {
    t = await createTestApp();
    const { payments, warnings } = paymentsService(t);
    const shopper = await aShopper(t, { email: 'outage@example.com' });
    await addCoupon(t, welcome25);
    await createPayPalOrder(t, shopper, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });
    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    vi.spyOn(t.providers.paypal, 'getOrder').mockRejectedValueOnce(
      new ProviderError('paypal', 'PayPal did not answer', { retryable: true }),
    );

    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, kept: 1 });
    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('created');
    expect(warnings).toContain(
      'expiry sweep: provider not reached; order left open until the next pass',
    );
    expect(errorOf(await check(t, shopper)).code).toBe('COUPON_LIMIT_REACHED');

    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, expired: 1 });
    expect((await check(t, shopper)).statusCode).toBe(200);
  });
});

describe('an Interac request the customer cancelled', () => {
  it('is asked about once its 30 minutes are over: a payment whose postback was lost is credited', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    const shopper = await aShopper(t, { email: 'cancelled-paid@example.com' });
    await addCoupon(t, welcome25);
    const transactionId = await createInteracOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });
    expect((await cancelOrder(t, shopper, 'interac', transactionId)).json()).toEqual({
      status: 'cancelled',
    });

    // Paid at the bank after the cancel; Gigadat's postback never arrived.
    gigadatSays(t, 'STATUS_SUCCESS', shopper, 4312);
    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, completed: 1 });

    expect((await ordersOf(t, shopper.id))[0]?.status).toBe('completed');
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
    expect(await couponUsesOf(t, shopper.id)).toHaveLength(1);
  });

  it('is confirmed unpaid once Gigadat has ended it, and not asked about again', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    const shopper = await aShopper(t, { email: 'cancelled-unpaid@example.com' });
    const transactionId = await createInteracOrder(t, shopper, { bundleId: 'bundle-20' });
    await cancelOrder(t, shopper, 'interac', transactionId);

    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 1, confirmed: 1 });
    expect(await ordersOf(t, shopper.id)).toEqual([
      expect.objectContaining({
        status: 'cancelled',
        failureReason: 'cancelled by the customer; unpaid at Gigadat (STATUS_EXPIRED)',
      }),
    ]);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ reviewed: 0 });
  });
});

describe('a payment reported after its order expired', () => {
  it('is honoured: PayPal’s webhook for a capture made as the order expired credits it', async () => {
    t = await createTestApp();
    const { payments } = paymentsService(t);
    const shopper = await aShopper(t, { email: 'late-paypal@example.com' });
    await addCoupon(t, welcome25);
    const paypalOrderId = await createPayPalOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });
    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ expired: 1 });

    // A capture that was under way as the sweep asked PayPal goes through; PayPal says so.
    paypalStandIn(t).approveOrder(paypalOrderId);
    await t.providers.paypal.captureOrder(paypalOrderId, 'racing-capture');
    await paypalStandIn(t).settle();

    const [order] = await ordersOf(t, shopper.id);
    expect(order).toMatchObject({ status: 'completed', discountCents: 1250 });
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
    expect(await couponUsesOf(t, shopper.id)).toHaveLength(1);
  });

  it('is honoured with a warning in the log, whatever path reports it', async () => {
    t = await createTestApp();
    const { payments, warnings } = paymentsService(t);
    const shopper = await aShopper(t, { email: 'late-interac@example.com' });
    await addCoupon(t, welcome25);
    const transactionId = await createInteracOrder(t, shopper, {
      bundleId: 'bundle-20',
      couponCode: 'WELCOME25',
    });
    gigadatSays(t, 'STATUS_PENDING');
    t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
    expect(await payments.expireUnpaidOrders()).toMatchObject({ expired: 1 });

    const late = await payments.completeOrder(
      transactionId,
      {
        provider: 'interac',
        providerOrderId: transactionId,
        captureId: null,
        amountCents: 4312,
        currency: 'CAD',
        reference: shopper.id,
      },
      'interac postback',
    );

    expect(late).toMatchObject({ outcome: 'completed', credited: true, credits: 25 });
    expect(warnings).toContain(
      'payment reported for an order that had been cancelled or expired: honoured as paid',
    );
    expect(await couponUsesOf(t, shopper.id)).toHaveLength(1);
    expect(await creditsOf(t, shopper.id)).toEqual({ credits: 25, ledgerSum: 25 });
  });
});

it('runs as the scheduled job, once per five-minute slot across instances', async () => {
  t = await createTestApp();
  const { payments } = paymentsService(t);
  const { database, clock } = t;
  const shopper = await aShopper(t, { email: 'scheduled@example.com' });
  await createPayPalOrder(t, shopper, { bundleId: 'bundle-10' });
  t.clock.advance(UNPAID_ORDER_LIFETIME_MS + MINUTE);
  const wallet = createWalletService({ clock });
  const jobs = createJobs({
    cashback: createCashbackService({ database, clock, wallet }),
    housekeeping: createHousekeepingService({ database, clock }),
    tarot: createTarotService({ database, clock }),
    payments,
    reviews: { inviteForDay: async () => ({ queued: 0 }) },
  });
  const logger = { info: () => {}, error: () => {} };
  const instances = ['a', 'b'].map((owner) =>
    createScheduler({ database, clock, jobs, logger, owner }),
  );

  await Promise.all(instances.map((instance) => instance.tick()));

  expect((await ordersOf(t, shopper.id))[0]?.status).toBe('cancelled');
  const runs = await database.kysely
    .selectFrom('jobRuns')
    .selectAll()
    .where('job', '=', 'expire-unpaid-orders')
    .execute();
  expect(runs).toEqual([
    expect.objectContaining({
      outcome:
        'reviewed 1 unpaid orders: 1 expired, 0 completed, 0 failed, 0 left open, 0 cancels confirmed unpaid',
    }),
  ]);
});
