// /api/admin/reports over HTTP: each report's JSON as the owner's page reads it, on a small
// data set (a PayPal purchase with a coupon and a partial refund, an Interac purchase, billed
// calls to a rated advisor), the two CSV downloads with their headers and file names, and the
// periods refused before anything is counted. Support is refused every report by the
// authorisation matrix (src/server/admin-authorization-matrix.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import {
  addCoupon,
  aShopper,
  buyWithPayPal,
  createInteracOrder,
  gigadatStandIn,
  paypalStandIn,
  welcome25,
} from '#tests/support/payments.ts';
import { aBilledCall, anAdvisor, payoutsServiceOf } from '#tests/support/reports.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const october = 'from=2026-10-01&to=2026-10-31';

/** October 2026 in Montréal, and the owner who reads it (signed in on 1 November). */
async function aMonth(): Promise<{ app: TestApp; owner: SignedInOperator }> {
  const app = await createTestApp({ clock: createFakeClock('2026-10-05T15:00:00.000Z') });
  t = app;
  const aurora = await anAdvisor(app, 4901, 'Aurora');
  await payoutsServiceOf(app).setRate(aurora, 3525, '2026-10-05'); // $0.3525 a minute
  // 5 October: Standard with WELCOME25 by PayPal, $43.12; 6 October: Basic by Interac, $28.74.
  const paula = await aShopper(app, { email: 'paula@example.com', phones: ['5145550101'] });
  await addCoupon(app, welcome25);
  const { captureId } = await buyWithPayPal(app, paula, {
    bundleId: 'bundle-20',
    couponCode: 'WELCOME25',
  });
  app.clock.set('2026-10-06T15:00:00.000Z');
  const ivan = await aShopper(app, { email: 'ivan@example.com', phones: ['5145550102'] });
  await gigadatStandIn(app).approve(await createInteracOrder(app, ivan, { bundleId: 'bundle-10' }));
  // 15 October: $10.00 of Paula's order refunded.
  app.clock.set('2026-10-15T15:00:00.000Z');
  await paypalStandIn(app).refundCapture(captureId, { amountCents: 1000 });
  for (const [customer, startedAt, minutes] of [
    [paula, '2026-10-10T16:00:00.000Z', 3],
    [ivan, '2026-10-21T16:00:00.000Z', 4],
  ] as const) {
    await aBilledCall(app, { customerId: customer.id, advisorId: aurora, startedAt, minutes });
  }
  app.clock.set('2026-11-01T12:00:00.000Z');
  return { app, owner: await signedInOperator(app, 'owner') };
}

async function get(app: TestApp, owner: SignedInOperator, url: string) {
  return app.app.inject({
    method: 'GET',
    url: `/api/admin/reports/${url}`,
    cookies: owner.cookies,
  });
}

async function json<T = Record<string, unknown>>(
  app: TestApp,
  owner: SignedInOperator,
  url: string,
) {
  const res = await get(app, owner, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('the reports as JSON', () => {
  it('give the sales by bucket, package and method, with the taxes net of the refund', async () => {
    const { app, owner } = await aMonth();
    const sales = await json<{
      buckets: string[];
      lines: { bucket: string; bundleId: string; paymentMethod: string; totalCents: number }[];
      totals: Record<string, number>;
    }>(app, owner, `sales?${october}&by=week`);
    expect(sales.buckets).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    expect(sales.lines.map((l) => [l.bucket, l.bundleId, l.paymentMethod, l.totalCents])).toEqual([
      ['2026-10-05', 'bundle-10', 'interac', 2874],
      ['2026-10-05', 'bundle-20', 'paypal', 4312],
      ['2026-10-12', 'bundle-20', 'paypal', 0],
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
  });

  it('give the minutes owed and talked, the payouts, coupons, tarot, cashback and new customers', async () => {
    const { app, owner } = await aMonth();
    // Paula: 25 − 6 refunded − 3 talked = 16; Ivan: 12 − 4 = 8.
    expect(await json(app, owner, 'outstanding-minutes')).toEqual({
      minutes: 24,
      customers: 2,
      deletedAccountMinutes: 0,
      deletedAccounts: 0,
    });
    expect(await json(app, owner, `minutes-talked?${october}&by=month`)).toMatchObject({
      buckets: ['2026-10'],
      lines: [{ bucket: '2026-10', name: 'Aurora', extension: 4901, calls: 2, minutes: 7 }],
      totals: { calls: 2, minutes: 7 },
    });
    // 7 × 35.25¢ = 246.75¢ → $2.47.
    expect(await json(app, owner, `payouts?${october}`)).toMatchObject({
      advisors: [
        {
          name: 'Aurora',
          minutes: 7,
          atRates: [{ perMinuteHundredthsOfCent: 3525, appliesFrom: '2026-10-05', minutes: 7 }],
          payoutCents: 247,
        },
      ],
      totals: { calls: 2, minutes: 7, unratedMinutes: 0, payoutCents: 247 },
    });
    expect(await json(app, owner, `coupons?${october}`)).toMatchObject({
      coupons: [{ code: 'WELCOME25', source: 'operator', uses: 1, discountCents: 1250 }],
      totals: { uses: 1, discountCents: 1250 },
    });
    expect(await json(app, owner, `tarot?${october}&by=month`)).toMatchObject({
      lines: [{ bucket: '2026-10', count: 0, wins: 0 }],
      total: { count: 0, wins: 0 },
    });
    expect(await json(app, owner, `cashback?${october}&by=month`)).toMatchObject({
      lines: [{ bucket: '2026-10', count: 0, minutes: 0 }],
    });
    const joined = await json<{ lines: { bucket: string; count: number }[] }>(
      app,
      owner,
      `new-customers?${october}&by=day`,
    );
    expect(joined.lines).toHaveLength(31);
    expect(joined.lines.filter((line) => line.count > 0)).toEqual([
      { bucket: '2026-10-05', count: 1 },
      { bucket: '2026-10-06', count: 1 },
    ]);
  });
});

describe('the CSV downloads', () => {
  it('send the sales for the tax returns as a named attachment', async () => {
    const { app, owner } = await aMonth();
    const res = await get(app, owner, `sales.csv?${october}&by=month`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${adminCopy.reports.csvFileNames.sales}-2026-10-01-2026-10-31.csv"`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const rows = res.body.split('\r\n');
    expect(rows[0]).toMatch(/^"period","package","payment_method","orders",/);
    expect(rows.at(-2)).toBe(
      '"2026-10-01..2026-10-31","total","all","2","75.00","12.50","62.50","3.13","6.23","71.86","1","10.00","0.44","0.87","2.69","5.36"',
    );
  });

  it('send the payouts as a named attachment', async () => {
    const { app, owner } = await aMonth();
    const res = await get(app, owner, `payouts.csv?${october}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${adminCopy.reports.csvFileNames.payouts}-2026-10-01-2026-10-31.csv"`,
    );
    expect(res.body.split('\r\n')).toEqual([
      '"period","extension","advisor","rate_from","rate_per_minute","minutes","payout"',
      '"2026-10-01..2026-10-31","4901","Aurora","2026-10-05","0.3525","7",""',
      '"2026-10-01..2026-10-31","4901","Aurora","total","","7","2.47"',
      '"2026-10-01..2026-10-31","","all advisors","total","","7","2.47"',
      '',
    ]);
  });
});

describe('the period', () => {
  it('is refused with 400 when it is missing, malformed, backwards, too long or has extras', async () => {
    t = await createTestApp();
    const owner = await signedInOperator(t, 'owner');
    for (const url of [
      'sales',
      'sales?from=2026-10-01&to=2026-10-31',
      'sales?from=2026-10-01&to=2026-10-31&by=year',
      'sales?from=2026-10&to=2026-10-31&by=day',
      'sales?from=2026-10-31&to=2026-10-01&by=day',
      'sales?from=2025-01-01&to=2026-01-02&by=month',
      'sales?from=2026-10-01&to=2026-10-31&by=day&extra=1',
      'sales.csv?from=2026-10-31&to=2026-10-01&by=day',
      'payouts?from=2026-02-30&to=2026-03-01',
      'payouts.csv?from=2026-10-01',
      'coupons?from=2026-10-01&to=2026-10-31&by=day',
      'outstanding-minutes?from=2026-10-01',
      'new-customers?from=2026-10-01&to=2026-10-31',
    ]) {
      const res = await get(t, owner, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    }
  });
});
