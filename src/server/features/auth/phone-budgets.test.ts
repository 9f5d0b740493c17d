// Budgets per phone number (docs/decisions/029), whatever the purpose of the code (sign-in,
// adding the number, re-authentication) and whoever asks: at most 10 codes a (UTC) day beside
// the 5 an hour, and after 10 wrong codes in a day the number's codes are neither sent nor
// checked, the right one included, until the next day.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import { outboxRowsTo, seedCustomer, SESSION_COOKIE, signIn } from '#tests/support/auth.ts';
import { limits } from './limits.ts';

let t: TestApp;
let session: string;
const owned = '5145550100';
beforeEach(async () => {
  // 00:30 UTC: a whole day's window ahead.
  t = await createTestApp();
  t.clock.set('2026-11-22T00:30:00.000Z');
  const ann = await seedCustomer(t, { email: 'ann@example.com', phones: [owned] });
  session = await signIn(t, ann);
});
afterEach(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60_000;
let requests = 0;
/** Each request from its own address, so only the number's budgets are at play. */
const nextAddress = () => {
  requests += 1;
  return `203.0.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
};

function post(url: string, payload: object, options: { signedIn?: boolean; from?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    payload,
    ...(options.signedIn ? { cookies: { [SESSION_COOKIE]: session } } : {}),
    remoteAddress: options.from ?? nextAddress(),
  });
}

/** A code to the account's number, by turns for each purpose that can send one. */
function requestCode(turn: number) {
  switch (turn % 2) {
    case 0:
      return post('phone/request-code', { phone: owned });
    default:
      return post('reauthenticate/request-code', { phone: owned }, { signedIn: true });
  }
}

const dailyLimit = {
  error: { code: 'PHONE_CODES_DAILY_LIMIT', message: copy.auth.otp.dailyLimitReached },
};
const lockedNumber = {
  error: { code: 'PHONE_CODES_LOCKED', message: copy.auth.otp.phoneLocked },
};

describe('codes texted to one number', () => {
  it('are at most 10 a day, whatever their purpose, beside the 5 an hour', async () => {
    const perDay = limits.codesPerPhonePerDay.limit;
    for (let i = 0; i < perDay; i += 1) {
      // 5 in the first hour, 5 in the second.
      if (i === limits.codesPerPhone.limit) t.clock.advance(HOUR_MS);
      const res = await requestCode(i);
      expect(res.statusCode, `code ${i + 1}`).toBe(200);
      t.clock.advance(31_000);
    }
    t.clock.advance(HOUR_MS);
    const refused = await requestCode(0);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(dailyLimit);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxRowsTo(t, owned)).toHaveLength(perDay);

    // The next (UTC) day, a new budget.
    t.clock.set('2026-11-23T00:00:00.000Z');
    expect((await requestCode(0)).statusCode).toBe(200);
  });

  it('count for the number, not for the account: adding a new number uses that number’s budget', async () => {
    const bob = await seedCustomer(t, { email: 'bob@example.com' });
    const bobSession = await signIn(t, bob);
    const target = '4385550188';
    const addCode = async () => {
      // A sensitive change: Bob confirms it is him each time, so his sign-in stays recent.
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reauthenticate',
        payload: { password: bob.password },
        cookies: { [SESSION_COOKIE]: bobSession },
      });
      expect(confirmed.statusCode).toBe(200);
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/phone/add/request-code',
        payload: { phone: target },
        cookies: { [SESSION_COOKIE]: bobSession },
        remoteAddress: nextAddress(),
      });
    };
    for (let i = 0; i < limits.codesPerPhonePerDay.limit; i += 1) {
      if (i === limits.codesPerPhone.limit) t.clock.advance(HOUR_MS);
      expect((await addCode()).statusCode, `code ${i + 1}`).toBe(200);
      t.clock.advance(31_000);
    }
    t.clock.advance(HOUR_MS);
    expect((await addCode()).json()).toEqual(dailyLimit);
    expect(await outboxRowsTo(t, target)).toHaveLength(limits.codesPerPhonePerDay.limit);
    // Ann's number has its own budget.
    expect((await requestCode(0)).statusCode).toBe(200);
  });
});

describe('wrong codes for one number', () => {
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('lock the number for the day after 10, across purposes: the right code is refused too, and no code is sent', async () => {
    const perDay = limits.wrongCodesPerPhonePerDay.limit;
    // Two codes' worth of wrong tries, each code from its own address, by turns sign-in and
    // re-authentication, so neither the tries of one code nor the address limit decide.
    let code = '';
    for (let i = 0; i < perDay; i += 1) {
      if (i % 4 === 0) {
        t.clock.advance(31_000);
        const sent = await post(
          'reauthenticate/request-code',
          { phone: owned },
          { signedIn: true },
        );
        expect(sent.statusCode).toBe(200);
        code = await latestSmsCode(t.app, owned);
      }
      const res =
        i % 2 === 0
          ? await post('reauthenticate', { phone: owned, code: wrong(code) }, { signedIn: true })
          : await post('phone/verify', { phone: owned, code: '000000' });
      expect(res.statusCode, `wrong code ${i + 1}`).toBe(400);
    }

    t.clock.advance(31_000);
    const sending = await post('phone/request-code', { phone: owned });
    expect(sending.statusCode).toBe(429);
    expect(sending.json()).toEqual(lockedNumber);
    const codesBefore = (await outboxRowsTo(t, owned)).length;

    // The last code sent is live and right, and still refused.
    const right = await post('reauthenticate', { phone: owned, code }, { signedIn: true });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(lockedNumber);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxRowsTo(t, owned)).toHaveLength(codesBefore);

    // Another number is not affected.
    await seedCustomer(t, { email: 'bob@example.com', phones: ['6135550142'] });
    expect((await post('phone/request-code', { phone: '6135550142' })).statusCode).toBe(200);

    // The next (UTC) day the number works again.
    t.clock.set('2026-11-23T00:00:00.000Z');
    expect((await post('phone/request-code', { phone: owned })).statusCode).toBe(200);
    const fresh = await latestSmsCode(t.app, owned);
    expect((await post('phone/verify', { phone: owned, code: fresh })).statusCode).toBe(200);
  });
});
