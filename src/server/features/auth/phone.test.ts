// Phone sign-in with a texted code, and adding a verified number (docs/product.md §2 /login phone mode, §4
// phone add/verify, §5, §8 "Phone/OTP"; docs/product.md §10.12).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { messageCopy } from '#shared/copy/message-catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import {
  getSession,
  outboxRowsTo,
  seedCustomer,
  sessionCookieOf,
  SESSION_COOKIE,
  signIn,
  type SeededCustomer,
} from '#tests/support/auth.ts';

let t: TestApp;
let demo: SeededCustomer;
beforeEach(async () => {
  t = await createTestApp();
  // Like the demo customer: a verified number, 30 minutes of credit.
  demo = await seedCustomer(t, {
    email: 'demo@example.com',
    name: 'Demo Customer',
    credits: 30,
    phones: ['5145550100'],
  });
  await seedCustomer(t, { email: 'other@example.com', phones: ['4385550199'] });
});
afterEach(async () => {
  await t.close();
});

const otp = copy.auth.otp;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

function post(
  url: string,
  payload: Record<string, unknown>,
  options: { session?: string; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    payload,
    ...(options.session ? { cookies: { [SESSION_COOKIE]: options.session } } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

const requestCode = (phone: string, remoteAddress?: string) =>
  post('phone/request-code', { phone }, { ...(remoteAddress ? { remoteAddress } : {}) });
const verify = (phone: string, code: string) => post('phone/verify', { phone, code });

/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/phone/request-code', () => {
  it('texts a 6-digit code to a verified number, stored only as a hash', async () => {
    const res = await requestCode('15145550100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'sent',
      phone: '5145550100',
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
    const code = await latestSmsCode(t.app, '5145550100');
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = await outboxRowsTo(t, '5145550100');
    expect(sms?.text).toBe(messageCopy.phoneCodeSms('Lumina Psychics', code));
    const rows = await t.database.kysely.selectFrom('oneTimeCodes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: 'phone_sign_in',
      target: '5145550100',
      customerId: demo.id,
      attempts: 0,
      expiresAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
      consumedAt: null,
    });
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it('refuses a number no active customer has verified, without texting it', async () => {
    await seedCustomer(t, { email: 'off@example.com', phones: ['6135550142'], isActive: false });
    for (const phone of ['4165550123', '6135550142']) {
      const res = await requestCode(phone);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: {
          code: 'NO_CUSTOMER_FOR_PHONE',
          message: 'No customer found with the provided phone number',
        },
      });
      expect(await outboxRowsTo(t, phone)).toEqual([]);
    }
  });

  it("answers a number that cannot be normalised with the spec's text", async () => {
    for (const [phone, field] of [
      ['0145550100', otp.invalidPhone],
      ['514555010000', otp.invalidPhone],
      ['514-555-0100', 'Phone number must contain only digits'],
      ['51455', 'Phone number must be at least 10 digits.'],
    ] as const) {
      const res = await requestCode(phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'INVALID_PHONE',
          message: 'Invalid Phonenumber. Please try again.',
          fields: { phone: field },
        },
      });
    }
  });

  it('refuses another code within 30 seconds, then replaces the old code with the new one', async () => {
    await requestCode('5145550100');
    const first = await latestSmsCode(t.app, '5145550100');
    t.clock.advance(12 * SECOND);
    const tooSoon = await requestCode('5145550100');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('18');
    expect(tooSoon.json()).toEqual({
      error: {
        code: 'CODE_RESEND_TOO_SOON',
        message: 'Please wait 18 seconds before requesting another code.',
      },
    });

    t.clock.advance(18 * SECOND);
    expect((await requestCode('5145550100')).statusCode).toBe(200);
    const second = await latestSmsCode(t.app, '5145550100');
    if (first !== second) {
      expect((await verify('5145550100', first)).json().error.code).toBe('CODE_INCORRECT');
    }
    expect((await verify('5145550100', second)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one number', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode('5145550100')).statusCode).toBe(200);
      t.clock.advance(31 * SECOND);
    }
    const refused = await requestCode('5145550100');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: copy.errors.tooManyRequests },
    });
    expect(await outboxRowsTo(t, '5145550100')).toHaveLength(5);
  });

  it('takes at most 20 code requests an hour from one address, unknown numbers included', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await requestCode(`41655501${String(i).padStart(2, '0')}`, '192.0.2.7');
      expect(res.statusCode).toBe(404);
    }
    const refused = await requestCode('5145550100', '192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect((await requestCode('5145550100', '192.0.2.8')).statusCode).toBe(200);
  });

  it('answers CODE_SEND_FAILED when the SMS provider refuses the number', async () => {
    // +15005550001: Twilio's magic number for an invalid destination; refused for good.
    await seedCustomer(t, { email: 'magic@example.com', phones: ['5005550001'] });
    const res = await requestCode('5005550001');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'CODE_SEND_FAILED', message: 'Unable to request OTP. Please try again.' },
    });
    // The code nobody received is gone, so asking again is not "too soon".
    expect(await t.database.kysely.selectFrom('oneTimeCodes').select('id').execute()).toEqual([]);
    expect((await requestCode('5005550001')).statusCode).toBe(502);
  });
});

describe('POST /api/auth/phone/verify', () => {
  it("signs in the number's owner: the user, the cookie, last_connected_at", async () => {
    await requestCode('5145550100');
    const code = await latestSmsCode(t.app, '5145550100');
    t.clock.advance(MINUTE);
    const res = await verify('5145550100', ` ${code} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: demo.id,
        name: 'Demo Customer',
        email: 'demo@example.com',
        credits: 30,
        phoneNumbers: ['5145550100'],
        createdAt: '2026-11-21T15:00:00.000Z',
        language: 'en',
      },
    });
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await getSession(t, cookie?.value)).json().user.id).toBe(demo.id);
    const customer = await t.database.kysely
      .selectFrom('customers')
      .select('lastConnectedAt')
      .where('id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect(customer.lastConnectedAt).toBe(t.clock.now().toISOString());

    // Used once.
    const again = await verify('5145550100', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('CODE_INCORRECT');
  });

  it('counts wrong codes: the fifth uses the code up, even the right one after it', async () => {
    await requestCode('5145550100');
    const code = await latestSmsCode(t.app, '5145550100');
    for (let i = 0; i < 4; i += 1) {
      const res = await verify('5145550100', wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'CODE_INCORRECT',
          message: 'That code is not correct. Please check it and try again.',
        },
      });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    const fifth = await verify('5145550100', wrong(code));
    expect(fifth.json()).toEqual({
      error: {
        code: 'CODE_ATTEMPTS_EXCEEDED',
        message: 'Too many incorrect codes. Please request a new one.',
      },
    });
    const right = await verify('5145550100', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect(sessionCookieOf(right)).toBeUndefined();
  });

  it('refuses a code after 10 minutes', async () => {
    await requestCode('5145550100');
    const code = await latestSmsCode(t.app, '5145550100');
    t.clock.advance(10 * MINUTE);
    const res = await verify('5145550100', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'CODE_EXPIRED', message: 'This code has expired. Please request a new one.' },
    });
  });

  it('refuses a code when none was sent, or one sent to another number', async () => {
    expect((await verify('5145550100', '123456')).json().error.code).toBe('CODE_INCORRECT');
    await requestCode('4385550199');
    const code = await latestSmsCode(t.app, '4385550199');
    const res = await verify('5145550100', code);
    expect(res.json().error.code).toBe('CODE_INCORRECT');
  });

  it('takes at most 30 wrong codes in 15 minutes from one address, across numbers', async () => {
    // Four numbers, so none reaches its own daily limit of wrong codes (10).
    const numbers = ['5145550100', '4385550199', '6135550101', '4165550102'];
    for (let i = 0; i < 30; i += 1) {
      const res = await post(
        'phone/verify',
        { phone: numbers[i % numbers.length], code: '000000' },
        { remoteAddress: '192.0.2.5' },
      );
      expect(res.json().error.code).toBe('CODE_INCORRECT');
    }
    const refused = await post(
      'phone/verify',
      { phone: '9025550103', code: '000000' },
      { remoteAddress: '192.0.2.5' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: copy.errors.tooManyRequests,
    });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it("checks the code's format with the spec's messages", async () => {
    const short = await verify('5145550100', '12345');
    expect(short.json().error).toMatchObject({
      code: 'INVALID_REQUEST',
      fields: { code: 'OTP must be 6 digits' },
    });
    const letters = await verify('5145550100', '12a456');
    expect(letters.json().error.fields).toEqual({ code: 'OTP must contain only digits' });
    const badPhone = await verify('0145550100', '123456');
    expect(badPhone.json().error).toMatchObject({
      code: 'INVALID_PHONE',
      message: otp.invalidPhone,
    });
  });

  it('lets a customer with an unconfirmed email in: the number itself is verified', async () => {
    const fresh = await seedCustomer(t, {
      email: 'fresh@example.com',
      confirmed: false,
      phones: ['6045550123'],
    });
    await requestCode('6045550123');
    const res = await verify('6045550123', await latestSmsCode(t.app, '6045550123'));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(fresh.id);
  });

  it('refuses an account deleted or made inactive after the code was sent', async () => {
    await requestCode('5145550100');
    const code = await latestSmsCode(t.app, '5145550100');
    await t.database.kysely
      .updateTable('customers')
      .set({ isActive: false })
      .where('id', '=', demo.id)
      .execute();
    const res = await verify('5145550100', code);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'ACCOUNT_INACTIVE',
        message: 'Your account is inactive. Please contact support.',
      },
    });
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe('adding a phone number (signed in)', () => {
  const addRequest = (session: string, phone: string) =>
    post('phone/add/request-code', { phone }, { session });
  const addVerify = (session: string, phone: string, code: string) =>
    post('phone/add/verify', { phone, code }, { session });

  it('texts a code to a new number and adds it, verified, after the primary', async () => {
    const session = await signIn(t, demo);
    const res = await addRequest(session, '4165550123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sent', phone: '4165550123' });
    const code = await latestSmsCode(t.app, '4165550123');
    t.clock.advance(MINUTE);

    const added = await addVerify(session, '4165550123', code);
    expect(added.statusCode).toBe(200);
    expect(added.json().user).toMatchObject({
      id: demo.id,
      phoneNumbers: ['5145550100', '4165550123'],
    });
    const row = await t.database.kysely
      .selectFrom('customerPhoneNumbers')
      .selectAll()
      .where('phone', '=', '4165550123')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customerId: demo.id, verifiedAt: t.clock.now().toISOString() });

    // The new number now signs the customer in.
    t.clock.advance(MINUTE);
    await requestCode('4165550123');
    const signInCode = await latestSmsCode(t.app, '4165550123');
    expect((await verify('4165550123', signInCode)).json().user.id).toBe(demo.id);
  });

  it("refuses a number already on an account (another's or one's own) or an advisor's, without texting it", async () => {
    const session = await signIn(t, demo);
    // An advisor's number: the phone line answers it with the presence menu, never as a customer.
    const at = t.clock.now().toISOString();
    await t.database.kysely
      .insertInto('advisors')
      .values({
        id: 'advisor-4001',
        extension: 4001,
        name: 'Celeste Moreau',
        description: 'Tarot',
        phone: '5145550141',
        availTimeStr: 'Varies',
        photoPath: null,
        greetingAudioPath: null,
        signedInChangedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    for (const phone of ['4385550199', '5145550100', '5145550141']) {
      const res = await addRequest(session, phone);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: {
          code: 'PHONE_TAKEN',
          message: 'This phone number is already registered to an account.',
        },
      });
    }
    expect(await outboxRowsTo(t, '4385550199')).toEqual([]);
  });

  it('takes only the code sent to this customer, and the first to verify a number keeps it', async () => {
    const other = await seedCustomer(t, { email: 'third@example.com' });
    const demoSession = await signIn(t, demo);
    const otherSession = await signIn(t, other);
    await addRequest(demoSession, '4165550123');
    const demoCode = await latestSmsCode(t.app, '4165550123');
    // A second customer asks for a code to the same number; the first customer's code still works.
    await addRequest(otherSession, '4165550123');
    const otherCode = await latestSmsCode(t.app, '4165550123');

    if (demoCode !== otherCode) {
      const stolen = await addVerify(otherSession, '4165550123', demoCode);
      expect(stolen.json().error.code).toBe('CODE_INCORRECT');
    }
    expect((await addVerify(demoSession, '4165550123', demoCode)).statusCode).toBe(200);
    const late = await addVerify(otherSession, '4165550123', otherCode);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(otp.phoneTaken);
    const owners = await t.database.kysely
      .selectFrom('customerPhoneNumbers')
      .select('customerId')
      .where('phone', '=', '4165550123')
      .execute();
    expect(owners).toEqual([{ customerId: demo.id }]);
  });

  it('answers CODE_SEND_FAILED with the signed-in text when the SMS cannot be sent', async () => {
    const session = await signIn(t, demo);
    const res = await addRequest(session, '5005550001');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'CODE_SEND_FAILED',
        message: 'Unable to request OTP for logged-in user. Please try again.',
      },
    });
  });

  it('needs a session for the code check too', async () => {
    const res = await post('phone/add/verify', { phone: '4165550123', code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
