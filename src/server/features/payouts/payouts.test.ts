// Advisors' payout rates: append-only history, a rate applies from a day (business time zone)
// that is today or later, the rate in force on a day is the latest on or before it, bad input is
// refused and changes nothing, and a change can run inside the caller's transaction (the back
// office's audit row commits or rolls back with it).
import { afterEach, describe, expect, it } from 'vitest';
import { isDomainError } from '#server/domain-error.ts';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { anAdvisor, payoutsServiceOf } from '#tests/support/reports.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('payout rates', () => {
  it('keep every rate, and the one in force on a day is the latest from that day or before', async () => {
    // 02:30 UTC on 1 October is 22:30 on 30 September in Montréal.
    t = await createTestApp({ clock: createFakeClock('2026-10-01T02:30:00.000Z') });
    const payouts = payoutsServiceOf(t);
    const advisorId = await anAdvisor(t, 4901, 'Aurora');

    // "Today" is Montréal's day, 30 September, not UTC's 1 October.
    const first = await payouts.setRate(advisorId, 3000, '2026-09-30');
    expect(first.before).toBeNull();
    expect(first.after).toMatchObject({
      perMinuteHundredthsOfCent: 3000,
      appliesFrom: '2026-09-30',
    });
    const raise = await payouts.setRate(advisorId, 3550, '2026-10-20');
    expect(raise.before).toMatchObject({ perMinuteHundredthsOfCent: 3000 });
    t.clock.advance(1000);
    // A second rate for the same day replaces the first from then on, without editing it.
    const corrected = await payouts.setRate(advisorId, 3525, '2026-10-20');
    expect(corrected.before).toMatchObject({ id: raise.after.id, perMinuteHundredthsOfCent: 3550 });

    expect(await payouts.rateInForce(advisorId, '2026-09-29')).toBeNull();
    expect((await payouts.rateInForce(advisorId, '2026-09-30'))?.perMinuteHundredthsOfCent).toBe(
      3000,
    );
    expect((await payouts.rateInForce(advisorId, '2026-10-19'))?.perMinuteHundredthsOfCent).toBe(
      3000,
    );
    expect((await payouts.rateInForce(advisorId, '2026-10-20'))?.perMinuteHundredthsOfCent).toBe(
      3525,
    );
    expect((await payouts.rateInForce(advisorId, '2027-01-01'))?.perMinuteHundredthsOfCent).toBe(
      3525,
    );

    const history = await payouts.rateHistory(advisorId);
    expect(history.map((rate) => [rate.appliesFrom, rate.perMinuteHundredthsOfCent])).toEqual([
      ['2026-10-20', 3525],
      ['2026-10-20', 3550],
      ['2026-09-30', 3000],
    ]);
  });

  it('refuse a rate that is negative, fractional or absurd, a day gone or malformed, an unknown advisor — changing nothing', async () => {
    t = await createTestApp({ clock: createFakeClock('2026-10-01T02:30:00.000Z') });
    const payouts = payoutsServiceOf(t);
    const advisorId = await anAdvisor(t, 4901, 'Aurora');

    expect(await refusal(payouts.setRate(advisorId, -1, '2026-10-01'))).toEqual({
      code: 'CHANGE_REFUSED',
      message: 'A payout rate cannot be negative (-1).',
    });
    expect(await refusal(payouts.setRate(advisorId, 27.5, '2026-10-01'))).toMatchObject({
      code: 'CHANGE_REFUSED',
      message: expect.stringContaining('whole number of hundredths of a cent'),
    });
    expect(await refusal(payouts.setRate(advisorId, 500_001, '2026-10-01'))).toMatchObject({
      code: 'CHANGE_REFUSED',
      message: expect.stringContaining('more than $50.00 a minute'),
    });
    expect(await refusal(payouts.setRate(advisorId, 3000, '2026-09-29'))).toMatchObject({
      code: 'CHANGE_REFUSED',
      message: expect.stringContaining('before today (2026-09-30)'),
    });
    expect(await refusal(payouts.setRate(advisorId, 3000, '2026-02-30'))).toMatchObject({
      code: 'CHANGE_REFUSED',
      message: 'The first day of the rate must be a day as YYYY-MM-DD, not "2026-02-30".',
    });
    expect(await refusal(payouts.setRate('no-such-advisor', 3000, '2026-10-01'))).toMatchObject({
      code: 'ADVISOR_NOT_FOUND',
    });
    expect(await payouts.rateHistory(advisorId)).toEqual([]);
    // The limits themselves are accepted: nothing, and $50.00 a minute.
    await payouts.setRate(advisorId, 0, '2026-09-30');
    await payouts.setRate(advisorId, 500_000, '2026-10-01');
    expect(await payouts.rateHistory(advisorId)).toHaveLength(2);
  });

  it("run in the caller's transaction: rolled back with it", async () => {
    t = await createTestApp({ clock: createFakeClock('2026-10-01T15:00:00.000Z') });
    const payouts = payoutsServiceOf(t);
    const advisorId = await anAdvisor(t, 4901, 'Aurora');
    const failure = new Error('the audit row could not be written');
    await expect(
      t.database.kysely.transaction().execute(async (trx) => {
        const change = await payouts.setRate(advisorId, 3000, '2026-10-01', trx);
        expect(change.after.perMinuteHundredthsOfCent).toBe(3000);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await payouts.rateHistory(advisorId)).toEqual([]);

    await t.database.kysely
      .transaction()
      .execute((trx) => payouts.setRate(advisorId, 3000, '2026-10-01', trx));
    expect(await payouts.rateHistory(advisorId)).toHaveLength(1);
  });
});
