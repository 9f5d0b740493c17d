// The advisors' own calls and earnings (docs/decisions/048, "History and earnings"): an advisor
// sees only their own calls, a customer or anonymous visitor nothing; the caller by first name
// only; earnings at the rate in force on each call's business day, by the payout report's formula,
// so a month's statement is the report's line for the advisor and month to the cent, across a
// rate change and with a day no rate applied to (unpaid); its CSV through the one CSV writer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '#tests/support/advisors.ts';
import { signedInAdvisor, type SignedInAdvisor } from '#tests/support/advisor-app.ts';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { aShopper, SESSION_COOKIE, type Shopper } from '#tests/support/payments.ts';
import { aBilledCall, payoutsServiceOf, reportsServiceOf } from '#tests/support/reports.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let rose: SignedInAdvisor;
let roseId: string;
let otherId: string;
let marie: Shopper;
beforeEach(async () => {
  // Monday 5 October 2026, 11:00 in Montréal.
  t = await createTestApp({ clock: createFakeClock('2026-10-05T15:00:00.000Z') });
  await seedDemo(t);
  const idOf = async (extension: number) =>
    (
      await t.database.kysely
        .selectFrom('advisors')
        .select('id')
        .where('extension', '=', extension)
        .executeTakeFirstOrThrow()
    ).id;
  roseId = await idOf(4001);
  otherId = await idOf(4002);
  const payouts = payoutsServiceOf(t);
  await payouts.setRate(roseId, 3000, '2026-10-05'); // $0.30 a minute
  await payouts.setRate(roseId, 3525, '2026-10-20'); // $0.3525 from the 20th
  await payouts.setRate(otherId, 2750, '2026-10-05');
  marie = await aShopper(t, {
    email: 'marie@example.com',
    name: 'Marie-Ève Tremblay',
    phones: ['5145550199'],
  });
  const call = (advisorId: string, startedAt: string, minutes: number) =>
    aBilledCall(t, { customerId: marie.id, advisorId, startedAt, minutes });
  await call(roseId, '2026-10-03T16:00:00.000Z', 2); // before any rate: unpaid
  await call(roseId, '2026-10-10T16:00:00.000Z', 3); // 3 × $0.30 = $0.90
  await call(roseId, '2026-10-21T16:00:00.000Z', 7); // 7 × $0.3525 = $2.4675
  // 23:30 on 31 October in Montréal, already 1 November in UTC: October's, at $0.3525.
  await call(roseId, '2026-11-01T03:30:00.000Z', 3); // $1.0575
  await call(roseId, '2026-11-02T16:00:00.000Z', 4); // November's
  await call(otherId, '2026-10-12T16:00:00.000Z', 5); // another advisor's
  rose = await signedInAdvisor(t, 4001);
});
afterEach(async () => t.close());

const get = (url: string, cookies: Record<string, string> = rose.cookies) =>
  t.app.inject({ method: 'GET', url, cookies });

const october = { from: '2026-10-01', to: '2026-10-31' };

describe('who sees calls', () => {
  const urls = [
    '/api/advisor/calls',
    '/api/advisor/earnings?from=2026-10-01&to=2026-10-31&by=day',
    '/api/advisor/statement?month=2026-10',
    '/api/advisor/statement.csv?month=2026-10',
  ];

  it('answers an anonymous visitor and a signed-in customer 401, with nothing of any call', async () => {
    for (const url of urls) {
      const visitors: Record<string, string>[] = [{}, { [SESSION_COOKIE]: marie.session }];
      for (const cookies of visitors) {
        const res = await get(url, cookies);
        expect(res.statusCode, url).toBe(401);
        expect(res.body).not.toContain('Marie');
      }
    }
  });

  it('shows an advisor only their own calls', async () => {
    const other = await signedInAdvisor(t, 4002);
    const page = (await get('/api/advisor/calls', other.cookies)).json();
    expect(page.total).toBe(1);
    expect(page.calls).toEqual([
      expect.objectContaining({ startedAt: '2026-10-12T16:00:00.000Z', minutesBilled: 5 }),
    ]);
    const statement = (await get('/api/advisor/statement?month=2026-10', other.cookies)).json();
    expect(statement.calls).toHaveLength(1);
    expect(statement.totals).toMatchObject({ calls: 1, minutes: 5, payoutCents: 138 });
    // No parameter names another advisor: one given is refused.
    const asked = await get(`/api/advisor/calls?advisorId=${roseId}`, other.cookies);
    expect(asked.statusCode).toBe(400);
  });
});

describe('the call history', () => {
  it('lists the calls newest first with the first name, minutes and earnings at the day’s rate', async () => {
    const res = await get('/api/advisor/calls');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(page.calls.map((call: { startedAt: string }) => call.startedAt)).toEqual([
      '2026-11-02T16:00:00.000Z',
      '2026-11-01T03:30:00.000Z',
      '2026-10-21T16:00:00.000Z',
      '2026-10-10T16:00:00.000Z',
      '2026-10-03T16:00:00.000Z',
    ]);
    expect(page.calls[2]).toEqual({
      id: expect.any(String),
      startedAt: '2026-10-21T16:00:00.000Z',
      callerFirstName: 'Marie-Ève',
      durationSeconds: 7 * 60 - 10,
      minutesBilled: 7,
      perMinuteHundredthsOfCent: 3525,
      earnedHundredthsOfCent: 24_675,
    });
    expect(page.calls[3]).toMatchObject({ perMinuteHundredthsOfCent: 3000 });
    // A day before any rate: no rate, no earnings (unpaid, as the payout report says).
    expect(page.calls[4]).toMatchObject({
      perMinuteHundredthsOfCent: null,
      earnedHundredthsOfCent: null,
    });
    // Never the caller's number or email, nor their last name.
    expect(res.body).not.toMatch(/5145550199|marie@example\.com|Tremblay/);
  });

  it('pages twenty at a time, and refuses a page that is not a number from 1', async () => {
    for (let i = 0; i < 20; i++) {
      await aBilledCall(t, {
        customerId: marie.id,
        advisorId: roseId,
        startedAt: new Date(Date.parse('2026-09-01T16:00:00.000Z') + i * 60_000).toISOString(),
        minutes: 1,
      });
    }
    const second = (await get('/api/advisor/calls?page=2')).json();
    expect(second).toMatchObject({ page: 2, total: 25 });
    expect(second.calls).toHaveLength(5);
    expect(second.calls.at(-1).startedAt).toBe('2026-09-01T16:00:00.000Z');
    for (const page of ['0', 'x', '1.5']) {
      expect((await get(`/api/advisor/calls?page=${page}`)).statusCode).toBe(400);
    }
  });
});

describe('totals and the statement', () => {
  it('adds up each day, week and month of a period, rounding each total once', async () => {
    const byWeek = (
      await get('/api/advisor/earnings?from=2026-10-01&to=2026-11-08&by=week')
    ).json();
    expect(byWeek.lines.map((line: { bucket: string }) => line.bucket)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ]);
    expect(byWeek.lines[0]).toMatchObject({
      calls: 1,
      minutes: 2,
      unratedMinutes: 2,
      payoutCents: 0,
    });
    expect(byWeek.lines[1]).toMatchObject({ calls: 1, minutes: 3, payoutCents: 90 });
    expect(byWeek.lines[2]).toMatchObject({ calls: 0, minutes: 0, payoutCents: 0 });
    // 7 × $0.3525 = $2.4675 → $2.47.
    expect(byWeek.lines[3]).toMatchObject({ calls: 1, minutes: 7, payoutCents: 247 });
    // The call at 23:30 on Saturday 31 October in Montréal is that week's.
    expect(byWeek.lines[4]).toMatchObject({ calls: 1, minutes: 3, payoutCents: 106 });
    expect(byWeek.lines[5]).toMatchObject({ calls: 1, minutes: 4, payoutCents: 141 });
    // $0.90 + $2.4675 + $1.0575 + $1.41 = $5.835 → $5.84, rounded once.
    expect(byWeek.totals).toEqual({ calls: 5, minutes: 19, unratedMinutes: 2, payoutCents: 584 });

    const byMonth = (
      await get('/api/advisor/earnings?from=2026-10-01&to=2026-11-30&by=month')
    ).json();
    expect(byMonth.lines).toEqual([
      { bucket: '2026-10', calls: 4, minutes: 15, unratedMinutes: 2, payoutCents: 443 },
      { bucket: '2026-11', calls: 1, minutes: 4, unratedMinutes: 0, payoutCents: 141 },
    ]);
    const byDay = (await get('/api/advisor/earnings?from=2026-10-31&to=2026-11-01&by=day')).json();
    expect(byDay.lines).toEqual([
      { bucket: '2026-10-31', calls: 1, minutes: 3, unratedMinutes: 0, payoutCents: 106 },
      { bucket: '2026-11-01', calls: 0, minutes: 0, unratedMinutes: 0, payoutCents: 0 },
    ]);
    for (const query of [
      'from=2026-10-31&to=2026-10-01&by=day',
      'from=2026-10-01&to=2026-10-31&by=year',
    ]) {
      expect((await get(`/api/advisor/earnings?${query}`)).statusCode).toBe(400);
    }
  });

  it('gives a month’s statement equal to the payout report’s line to the cent, across a rate change and a day with no rate', async () => {
    const res = await get('/api/advisor/statement?month=2026-10');
    expect(res.statusCode).toBe(200);
    const statement = res.json();
    expect(statement).toMatchObject({
      advisor: { extension: 4001 },
      month: '2026-10',
      period: october,
    });
    expect(statement.calls.map((call: { startedAt: string }) => call.startedAt)).toEqual([
      '2026-10-03T16:00:00.000Z',
      '2026-10-10T16:00:00.000Z',
      '2026-10-21T16:00:00.000Z',
      '2026-11-01T03:30:00.000Z',
    ]);
    // $0.90 + $2.4675 + $1.0575 = $4.425 → $4.43 (half up, once); 2 minutes unpaid.
    expect(statement.totals).toMatchObject({
      calls: 4,
      minutes: 15,
      unratedMinutes: 2,
      payoutCents: 443,
    });

    const report = await reportsServiceOf(t).payouts(october);
    const line = report.advisors.find((advisor) => advisor.advisorId === roseId);
    expect(line).toBeDefined();
    expect(statement.advisor.name).toBe(line?.name);
    expect(statement.totals).toEqual({
      calls: line?.calls,
      minutes: line?.minutes,
      atRates: line?.atRates,
      unratedMinutes: line?.unratedMinutes,
      payoutCents: line?.payoutCents,
    });

    const november = await reportsServiceOf(t).payouts({ from: '2026-11-01', to: '2026-11-30' });
    const novemberStatement = (await get('/api/advisor/statement?month=2026-11')).json();
    expect(novemberStatement.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(novemberStatement.totals.payoutCents).toBe(
      november.advisors.find((advisor) => advisor.advisorId === roseId)?.payoutCents,
    );
    for (const month of ['2026-13', '2026-1', 'october']) {
      expect((await get(`/api/advisor/statement?month=${month}`)).statusCode).toBe(400);
    }
  });

  it('downloads the statement as CSV: each call, then the month’s total', async () => {
    const res = await get('/api/advisor/statement.csv?month=2026-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statement-4001-2026-10.csv"',
    );
    const name = (await get('/api/advisor/statement?month=2026-10')).json().advisor.name;
    // A byte order mark first, or a spreadsheet reads the UTF-8 as Windows-1252 (« Marie-Ãˆve »).
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')).toEqual([
      '"month","extension","advisor","started_at","day","caller","duration_seconds","minutes","rate_per_minute","earnings"',
      `"2026-10","4001","${name}","2026-10-03T16:00:00.000Z","2026-10-03","Marie-Ève","110","2","no rate",""`,
      `"2026-10","4001","${name}","2026-10-10T16:00:00.000Z","2026-10-10","Marie-Ève","170","3","0.3000","0.9000"`,
      `"2026-10","4001","${name}","2026-10-21T16:00:00.000Z","2026-10-21","Marie-Ève","410","7","0.3525","2.4675"`,
      `"2026-10","4001","${name}","2026-11-01T03:30:00.000Z","2026-10-31","Marie-Ève","170","3","0.3525","1.0575"`,
      `"2026-10","4001","${name}","total","","","","15","2 minutes with no rate","4.43"`,
      '',
    ]);
  });
  it('keeps a spreadsheet from running a caller’s name as a formula', async () => {
    const mallory = await aShopper(t, {
      email: 'mallory@example.com',
      name: '=HYPERLINK("https://evil.example","Paid") Smith',
      phones: ['5145550142'],
    });
    await aBilledCall(t, {
      customerId: mallory.id,
      advisorId: roseId,
      startedAt: '2026-10-15T16:00:00.000Z',
      minutes: 1,
    });
    const res = await get('/api/advisor/statement.csv?month=2026-10');
    const line = res.body.split('\r\n').find((row) => row.includes('HYPERLINK'));
    expect(line).toContain(`,"'=HYPERLINK(""https://evil.example"",""Paid"")",`);
    // The page shows the name as it is: only the spreadsheet file guards it.
    const statement = (await get('/api/advisor/statement?month=2026-10')).json();
    expect(
      statement.calls.map((call: { callerFirstName: string }) => call.callerFirstName),
    ).toContain('=HYPERLINK("https://evil.example","Paid")');
  });
});
