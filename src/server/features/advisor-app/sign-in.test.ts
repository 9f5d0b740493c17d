// The advisors' app's sign-in and sessions (docs/decisions/048): a code texted to the advisor's
// registered number, the same answer for any number, the limits per address, and a cookie of
// the advisor kind that opens /api/advisor only (nor does any other kind's open it).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import {
  ADVISOR_COOKIE,
  requestAdvisorCode,
  signedInAdvisor,
  signInAdvisor,
} from '#tests/support/advisor-app.ts';
import { outboxRowsTo, seedCustomer, signIn, SESSION_COOKIE } from '#tests/support/auth.ts';
import { signedInOperator } from '#tests/support/operators.ts';
import { demoAdvisor } from '#tests/support/telephony.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

const DAY = 24 * 60 * 60_000;
const rose = demoAdvisor(4001);
const unknownNumber = '5145550999';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const session = (cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/advisor/session', cookies });

describe('signing in with a code texted to the registered number', () => {
  it('texts a code in the advisor’s language and opens a session of the advisor kind', async () => {
    const asked = await requestAdvisorCode(t, rose.phone);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: 'sent', expiresInSeconds: 600, resendAfterSeconds: 30 });
    const [sms] = await outboxRowsTo(t, rose.phone);
    const code = await latestSmsCode(t.app, rose.phone);
    // Advisors' texts are in French until they choose (decision 048).
    expect(sms?.text).toBe(messageCopyFor('fr-CA').phoneCodeSms(t.config.brandName, code));

    const res = await signInAdvisor(t, rose.phone, code);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((candidate) => candidate.name === ADVISOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(7 * 24 * 60 * 60);
    expect(res.json()).toEqual({
      advisor: {
        id: expect.any(String),
        extension: 4001,
        name: rose.name,
        presence: rose.signedIn ? 'available' : 'offline',
        awayUntil: null,
        onACall: false,
      },
    });
    const stored = await t.database.kysely.selectFrom('advisorSessions').selectAll().execute();
    expect(stored).toHaveLength(1);
    // Only the token's hash is kept.
    expect(stored[0]?.tokenHash).not.toBe(cookie?.value);

    expect((await session({ [ADVISOR_COOKIE]: cookie?.value ?? '' })).json()).toEqual(res.json());
  });

  it('uses a code once, and refuses a wrong one as the customers’ codes do', async () => {
    await requestAdvisorCode(t, rose.phone);
    const code = await latestSmsCode(t.app, rose.phone);
    const refused = await signInAdvisor(t, rose.phone, wrong(code));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'CODE_INCORRECT', message: copy.auth.otp.codeIncorrect },
    });
    expect((await signInAdvisor(t, rose.phone, code)).statusCode).toBe(200);
    expect((await signInAdvisor(t, rose.phone, code)).json()).toMatchObject({
      error: { code: 'CODE_INCORRECT' },
    });
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const advisor = await signedInAdvisor(t, 4001);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/advisor/session',
      cookies: advisor.cookies,
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((cookie) => cookie.name === ADVISOR_COOKIE)?.value).toBe('');
    expect((await session(advisor.cookies)).statusCode).toBe(401);
  });
});

describe('telling nobody whether a number is an advisor’s', () => {
  it('answers an unknown number as an advisor’s, and texts it nothing', async () => {
    const known = await requestAdvisorCode(t, rose.phone);
    const unknown = await requestAdvisorCode(t, unknownNumber);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxRowsTo(t, unknownNumber)).toEqual([]);
    // A code tried for it is refused as a wrong code is.
    const res = await signInAdvisor(t, unknownNumber, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'CODE_INCORRECT' } });
  });

  it('texts no customer a code, and signs in no customer, through the advisors’ app', async () => {
    await seedCustomer(t, { email: 'caller@example.com', phones: ['4385550123'] });
    expect((await requestAdvisorCode(t, '4385550123')).json()).toMatchObject({ status: 'sent' });
    expect(await outboxRowsTo(t, '4385550123')).toEqual([]);
  });

  it('answers a request too soon after the last alike, texting no second code', async () => {
    const first = await requestAdvisorCode(t, rose.phone);
    const again = await requestAdvisorCode(t, rose.phone);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await outboxRowsTo(t, rose.phone)).toHaveLength(1);
    // The first code still works.
    const code = await latestSmsCode(t.app, rose.phone);
    expect((await signInAdvisor(t, rose.phone, code)).statusCode).toBe(200);
  });

  it('texts a number no more than the customers’ hourly count, whatever is asked', async () => {
    for (let request = 0; request < 7; request += 1) {
      expect((await requestAdvisorCode(t, rose.phone)).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    expect(await outboxRowsTo(t, rose.phone)).toHaveLength(5);
  });

  it('limits the requests from one address, advisors’ numbers or not', async () => {
    for (let request = 0; request < 20; request += 1) {
      const phone = `51455509${String(request).padStart(2, '0')}`;
      expect((await requestAdvisorCode(t, phone, '198.51.100.9')).statusCode).toBe(200);
    }
    const refused = await requestAdvisorCode(t, rose.phone, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect(await outboxRowsTo(t, rose.phone)).toEqual([]);
    // Another address is not held back.
    expect((await requestAdvisorCode(t, rose.phone, '198.51.100.10')).statusCode).toBe(200);
  });

  it('refuses a malformed number with its field’s own words', async () => {
    const res = await requestAdvisorCode(t, '514-555');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { fields: { phone: copy.validation.phoneDigitsOnly } },
    });
  });
});

describe('sessions of the advisor kind', () => {
  it('are kept apart from the customers’ and the operators’ sessions', async () => {
    const advisor = await signedInAdvisor(t, 4001);
    const customer = await seedCustomer(t, { email: 'kind@example.com' });
    const customerToken = await signIn(t, customer);
    const owner = await signedInOperator(t, 'owner');

    // Neither a customer's nor an operator's cookie opens the advisors' API…
    expect((await session({ [SESSION_COOKIE]: customerToken })).statusCode).toBe(401);
    expect((await session(owner.cookies)).statusCode).toBe(401);
    // …nor their token under the advisors' cookie name.
    expect((await session({ [ADVISOR_COOKIE]: customerToken })).statusCode).toBe(401);
    expect((await session({ [ADVISOR_COOKIE]: owner.session })).statusCode).toBe(401);
    // An advisor's cookie opens neither the customers' nor the back office's routes.
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { [SESSION_COOKIE]: advisor.session },
    });
    expect(asCustomer.statusCode).toBe(401);
    const withAdvisorCookie = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      cookies: advisor.cookies,
    });
    expect(withAdvisorCookie.statusCode).toBe(401);
    const asOperator = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      cookies: advisor.cookies,
    });
    expect(asOperator.statusCode).toBe(401);
    // Every signed-in route of the advisors' API asks for an advisor.
    for (const [method, url] of [
      ['GET', '/api/advisor/session'],
      ['PUT', '/api/advisor/presence'],
      ['GET', '/api/advisor/call'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        cookies: { [SESSION_COOKIE]: customerToken, ...owner.cookies },
        ...(method === 'PUT' ? { payload: { presence: 'offline' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('end after 7 days unused, and after 30 days however used', async () => {
    const idle = await signedInAdvisor(t, 4001);
    const busy = await signedInAdvisor(t, 4002);
    t.clock.advance(6 * DAY);
    expect((await session(busy.cookies)).statusCode).toBe(200);
    t.clock.advance(1.5 * DAY);
    expect((await session(idle.cookies)).statusCode).toBe(401);
    // Used every few days, a session slides on, but not past 30 days from its sign-in.
    for (let day = 7.5; day < 29.5; day += 5) {
      const res = await session(busy.cookies);
      expect(res.statusCode, `day ${day}`).toBe(200);
      t.clock.advance(5 * DAY);
    }
    t.clock.advance(DAY);
    expect((await session(busy.cookies)).statusCode).toBe(401);
  });

  it('ends when the advisor’s number is taken from them', async () => {
    const advisor = await signedInAdvisor(t, 4001);
    await t.database.kysely
      .updateTable('advisors')
      .set({ phone: null })
      .where('extension', '=', 4001)
      .execute();
    expect((await session(advisor.cookies)).statusCode).toBe(401);
  });
});
