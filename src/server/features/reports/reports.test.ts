// The reports on a small hand-made month, driven through the real flows where there is one:
// purchases by PayPal (with a coupon) and by Interac, a partial PayPal refund, calls to two
// advisors across a rate change, a tarot win, the monthly cashback. Each figure is checked by
// hand and against the rows it comes from (orders, calls, the ledger), on both databases.
import { afterEach, describe, expect, it } from 'vitest';
import { createCashbackService } from '#server/features/cashback/service.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import {
  addCoupon,
  aShopper,
  buyWithPayPal,
  createInteracOrder,
  gigadatStandIn,
  paypalStandIn,
  welcome25,
} from '#tests/support/payments.ts';
import {
  aBilledCall,
  anAdvisor,
  payoutsServiceOf,
  reportsServiceOf,
} from '#tests/support/reports.ts';
import {
  aPlayer,
  boardOf,
  getGame,
  play,
  thisWeeksGame,
  winningPicks,
} from '#tests/support/tarot.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const october = { from: '2026-10-01', to: '2026-10-31' };

/** October 2026 in Montréal: the data set every test reads. */
async function aMonth() {
  // Monday 5 October, 11:00 in Montréal.
  const app = await createTestApp({ clock: createFakeClock('2026-10-05T15:00:00.000Z') });
  t = app;
  const payouts = payoutsServiceOf(app);
  const aurora = await anAdvisor(app, 4901, 'Aurora');
  const basil = await anAdvisor(app, 4902, 'Basil');
  await payouts.setRate(aurora, 3000, '2026-10-05'); // $0.30
  await payouts.setRate(aurora, 3525, '2026-10-20'); // $0.3525 from the 20th
  await payouts.setRate(basil, 2750, '2026-10-05'); // $0.275

  // 5 October: Standard (bundle-20) with WELCOME25 by PayPal: $37.50 + $1.88 GST + $3.74 QST.
  const paula = await aShopper(app, { email: 'paula@example.com', phones: ['5145550101'] });
  await addCoupon(app, welcome25);
  const { captureId } = await buyWithPayPal(app, paula, {
    bundleId: 'bundle-20',
    couponCode: 'WELCOME25',
  });
  // 6 October: bundle-10 by Interac: $25.00 + $1.25 + $2.49 = $28.74.
  app.clock.set('2026-10-06T15:00:00.000Z');
  const ivan = await aShopper(app, { email: 'ivan@example.com', phones: ['5145550102'] });
  const transaction = await createInteracOrder(app, ivan, { bundleId: 'bundle-10' });
  await gigadatStandIn(app).approve(transaction);
  // 15 October: $10.00 of Paula's $43.12 refunded through PayPal.
  app.clock.set('2026-10-15T15:00:00.000Z');
  await paypalStandIn(app).refundCapture(captureId, { amountCents: 1000 });

  // Calls: Aurora before and after her raise, Basil once, and one late on the 31st in Montréal
  // that is already 1 November in UTC (October's by the business's clock).
  await aBilledCall(app, {
    customerId: paula.id,
    advisorId: aurora,
    startedAt: '2026-10-10T16:00:00.000Z',
    minutes: 3,
  });
  await aBilledCall(app, {
    customerId: paula.id,
    advisorId: aurora,
    startedAt: '2026-10-21T16:00:00.000Z',
    minutes: 4,
  });
  await aBilledCall(app, {
    customerId: ivan.id,
    advisorId: basil,
    startedAt: '2026-10-10T17:00:00.000Z',
    minutes: 2,
  });
  await aBilledCall(app, {
    customerId: ivan.id,
    advisorId: basil,
    startedAt: '2026-11-01T03:30:00.000Z',
    minutes: 5,
  });

  // A tarot win, the week of 12 October.
  app.clock.set('2026-10-13T15:00:00.000Z');
  await thisWeeksGame(app);
  const player = await aPlayer(app, 'tarot@example.com');
  await getGame(app, player);
  const won = await play(app, player, winningPicks(await boardOf(app, player)));
  expect(won.statusCode).toBe(201);

  // October's cashback, granted on 1 November.
  app.clock.set('2026-11-01T12:00:00.000Z');
  await createCashbackService({
    database: app.database,
    clock: app.clock,
    wallet: createWalletService({ clock: app.clock }),
  }).grant('2026-10');

  return { app, aurora, basil, paula, ivan, player };
}

describe('the sales report', () => {
  it('gives each day’s sales by package and method, the refund in its own day, and the taxes net of it', async () => {
    const { app } = await aMonth();
    const sales = await reportsServiceOf(app).sales(october, 'day');
    expect(sales.buckets).toHaveLength(31);
    expect(
      sales.lines.map((line) => [
        line.bucket,
        line.bundleId,
        line.paymentMethod,
        line.orders,
        line.priceCents,
        line.discountCents,
        line.gstCents,
        line.qstCents,
        line.totalCents,
        line.refunds,
        line.refundedCents,
        line.refundedGstCents,
        line.refundedQstCents,
      ]),
    ).toEqual([
      ['2026-10-05', 'bundle-20', 'paypal', 1, 5000, 1250, 188, 374, 4312, 0, 0, 0, 0],
      ['2026-10-06', 'bundle-10', 'interac', 1, 2500, 0, 125, 249, 2874, 0, 0, 0, 0],
      // $10.00 of $43.12: 188 × 1000 / 4312 = 43.6 → 44 of GST; 374 × 1000 / 4312 = 86.7 → 87.
      ['2026-10-15', 'bundle-20', 'paypal', 0, 0, 0, 0, 0, 0, 1, 1000, 44, 87],
    ]);
    expect(sales.totals).toMatchObject({
      orders: 2,
      gstCents: 313,
      qstCents: 623,
      totalCents: 7186,
      refundedCents: 1000,
      netGstCents: 313 - 44,
      netQstCents: 623 - 87,
      netTotalCents: 6186,
    });

    // The totals are the completed orders' own, to the cent.
    const orders = await app.database.kysely
      .selectFrom('paymentOrders')
      .select(['gstCents', 'qstCents', 'totalCents'])
      .where('completedAt', 'is not', null)
      .execute();
    expect(orders.reduce((sum, o) => sum + o.totalCents, 0)).toBe(sales.totals.totalCents);
    expect(orders.reduce((sum, o) => sum + o.gstCents, 0)).toBe(sales.totals.gstCents);

    // By week (Mondays) and by month; a period that ends before the refund leaves it out.
    const weeks = await reportsServiceOf(app).sales(october, 'week');
    expect(weeks.buckets[0]).toBe('2026-09-28');
    expect(weeks.lines.map((line) => [line.bucket, line.paymentMethod, line.refunds])).toEqual([
      ['2026-10-05', 'interac', 0],
      ['2026-10-05', 'paypal', 0],
      ['2026-10-12', 'paypal', 1],
    ]);
    const month = await reportsServiceOf(app).sales(october, 'month');
    expect(month.buckets).toEqual(['2026-10']);
    expect(month.totals.netGstCents).toBe(269);
    const early = await reportsServiceOf(app).sales(
      { from: '2026-10-01', to: '2026-10-14' },
      'day',
    );
    expect(early.totals.refunds).toBe(0);
    expect(early.totals.totalCents).toBe(7186);
  });

  it('writes a CSV for the tax returns: a header, quoted fields, CRLF, plain decimals, a total row', async () => {
    const { app } = await aMonth();
    const reports = reportsServiceOf(app);
    const csv = reports.salesCsv(await reports.sales(october, 'month'));
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toEqual([
      '"period","package","payment_method","orders","price","discount","net_of_discount","gst","qst","total_paid","refunds","refunded_total","refunded_gst","refunded_qst","net_gst","net_qst"',
      '"2026-10","Basic","interac","1","25.00","0.00","25.00","1.25","2.49","28.74","0","0.00","0.00","0.00","1.25","2.49"',
      '"2026-10","Standard","paypal","1","50.00","12.50","37.50","1.88","3.74","43.12","1","10.00","0.44","0.87","1.44","2.87"',
      '"2026-10-01..2026-10-31","total","all","2","75.00","12.50","62.50","3.13","6.23","71.86","1","10.00","0.44","0.87","2.69","5.36"',
      '',
    ]);
  });

  it('refuses a period that is not two days in order, or longer than a year', async () => {
    t = await createTestApp();
    const reports = reportsServiceOf(t);
    for (const period of [
      { from: '2026-10-31', to: '2026-10-01' },
      { from: '2026-10', to: '2026-10-31' },
      { from: '2025-01-01', to: '2026-01-02' },
    ]) {
      await expect(reports.sales(period, 'day')).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    }
  });
});

describe('minutes and payouts', () => {
  it('count each advisor’s billed minutes by the day the call started, in Montréal', async () => {
    const { app } = await aMonth();
    const talked = await reportsServiceOf(app).minutesTalked(october, 'day');
    expect(talked.lines.map((line) => [line.bucket, line.name, line.calls, line.minutes])).toEqual([
      ['2026-10-10', 'Aurora', 1, 3],
      ['2026-10-10', 'Basil', 1, 2],
      ['2026-10-21', 'Aurora', 1, 4],
      ['2026-10-31', 'Basil', 1, 5],
    ]);
    expect(talked.totals).toEqual({ calls: 4, minutes: 14 });
    // The ledger's call rows say the same.
    const ledger = await app.database.kysely
      .selectFrom('minuteLedger')
      .select((eb) => eb.fn.sum<number>('deltaMinutes').as('total'))
      .where('reason', '=', 'call')
      .executeTakeFirstOrThrow();
    expect(-Number(ledger.total)).toBe(talked.totals.minutes);
    const november = await reportsServiceOf(app).minutesTalked(
      { from: '2026-11-01', to: '2026-11-30' },
      'month',
    );
    expect(november.totals).toEqual({ calls: 0, minutes: 0 });
  });

  it('pay each call at the rate in force on its day, to the cent, with a CSV', async () => {
    const { app, aurora, basil } = await aMonth();
    const reports = reportsServiceOf(app);
    const payouts = payoutsServiceOf(app);
    const report = await reports.payouts(october);
    expect(
      report.advisors.map((advisor) => [
        advisor.name,
        advisor.minutes,
        advisor.atRates.map((line) => [line.appliesFrom, line.minutes]),
        advisor.payoutCents,
      ]),
    ).toEqual([
      // 3 × 30¢ + 4 × 35.25¢ = 90 + 141 = 231¢.
      [
        'Aurora',
        7,
        [
          ['2026-10-05', 3],
          ['2026-10-20', 4],
        ],
        231,
      ],
      // 7 × 27.5¢ = 192.5¢ → 193¢ (rounded once, on the total).
      ['Basil', 7, [['2026-10-05', 7]], 193],
    ]);
    expect(report.totals).toEqual({ calls: 4, minutes: 14, unratedMinutes: 0, payoutCents: 424 });

    // The same, call by call, from the calls and the rate service.
    const calls = await app.database.kysely
      .selectFrom('calls')
      .select(['advisorId', 'callStart', 'minutesUsed'])
      .execute();
    const owed = new Map<string, number>();
    for (const call of calls) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
        new Date(call.callStart ?? ''),
      );
      const rate = await payouts.rateInForce(call.advisorId, day);
      owed.set(
        call.advisorId,
        (owed.get(call.advisorId) ?? 0) +
          (call.minutesUsed ?? 0) * (rate?.perMinuteHundredthsOfCent ?? 0),
      );
    }
    expect(report.advisors.map((a) => [a.advisorId, a.payoutCents])).toEqual([
      [aurora, Math.round((owed.get(aurora) ?? 0) / 100)],
      [basil, Math.round((owed.get(basil) ?? 0) / 100)],
    ]);

    expect(reports.payoutsCsv(report).split('\r\n')).toEqual([
      '"period","extension","advisor","rate_from","rate_per_minute","minutes","payout"',
      '"2026-10-01..2026-10-31","4901","Aurora","2026-10-05","0.3000","3",""',
      '"2026-10-01..2026-10-31","4901","Aurora","2026-10-20","0.3525","4",""',
      '"2026-10-01..2026-10-31","4901","Aurora","total","","7","2.31"',
      '"2026-10-01..2026-10-31","4902","Basil","2026-10-05","0.2750","7",""',
      '"2026-10-01..2026-10-31","4902","Basil","total","","7","1.93"',
      '"2026-10-01..2026-10-31","","all advisors","total","","14","4.24"',
      '',
    ]);
  });

  it('leave minutes of a day before any rate unpaid, and say so', async () => {
    const { app, paula } = await aMonth();
    const carmen = await anAdvisor(app, 4903, 'Carmen');
    await aBilledCall(app, {
      customerId: paula.id,
      advisorId: carmen,
      startedAt: '2026-10-22T16:00:00.000Z',
      minutes: 2,
    });
    const report = await reportsServiceOf(app).payouts(october);
    expect(report.advisors.find((a) => a.name === 'Carmen')).toMatchObject({
      minutes: 2,
      unratedMinutes: 2,
      payoutCents: 0,
      atRates: [],
    });
    expect(report.totals.unratedMinutes).toBe(2);
  });
});

describe('the other reports', () => {
  it('give the prepaid minutes owed, coupon use, tarot plays, cashback and new customers', async () => {
    const { app, paula, ivan } = await aMonth();
    const reports = reportsServiceOf(app);
    const balances = await app.database.kysely
      .selectFrom('customers')
      .select(['id', 'credits'])
      .execute();
    const owed = balances.reduce((sum, row) => sum + row.credits, 0);
    const outstanding = await reports.outstandingMinutes();
    expect(outstanding).toEqual({
      minutes: owed,
      customers: balances.filter((row) => row.credits > 0).length,
      deletedAccountMinutes: 0,
      deletedAccounts: 0,
    });
    // Paula: 25 − 6 refunded − 7 talked + 1 cashback (1 % of 20 paid minutes) = 13;
    // Ivan: 12 − 7 talked = 5 (Basic earns no cashback); the tarot player has none.
    expect(balances.find((row) => row.id === paula.id)?.credits).toBe(13);
    expect(balances.find((row) => row.id === ivan.id)?.credits).toBe(5);
    expect(outstanding).toMatchObject({ minutes: 18, customers: 2 });

    expect(await reports.couponUse(october)).toMatchObject({
      coupons: [
        {
          code: 'WELCOME25',
          type: 'percentage_off',
          source: 'operator',
          uses: 1,
          discountCents: 1250,
        },
      ],
      totals: { uses: 1, discountCents: 1250 },
    });
    const tarot = await reports.tarotPlays(october, 'week');
    expect(tarot.lines.find((line) => line.bucket === '2026-10-12')).toEqual({
      bucket: '2026-10-12',
      count: 1,
      wins: 1,
    });
    expect(tarot.total).toEqual({ count: 1, wins: 1 });

    const november = { from: '2026-11-01', to: '2026-11-30' };
    const cashback = await reports.cashbackGranted(november, 'month');
    const grants = await app.database.kysely
      .selectFrom('purchases')
      .select(['customerId', 'minutes'])
      .where('kind', '=', 'cashback')
      .execute();
    expect(cashback.lines).toEqual([
      {
        bucket: '2026-11',
        count: grants.length,
        minutes: grants.reduce((s, g) => s + g.minutes, 0),
      },
    ]);
    // Only Paula's package earns cashback (1 % of 20 paid minutes: 1).
    expect(grants).toEqual([{ customerId: paula.id, minutes: 1 }]);
    expect((await reports.cashbackGranted(october, 'month')).total).toEqual({
      count: 0,
      minutes: 0,
    });

    const joined = await reports.newCustomers(october, 'day');
    expect(joined.lines).toHaveLength(31);
    expect(joined.lines.filter((line) => line.count > 0)).toEqual([
      { bucket: '2026-10-05', count: 1 },
      { bucket: '2026-10-06', count: 1 },
      { bucket: '2026-10-13', count: 1 },
    ]);
  });
});
