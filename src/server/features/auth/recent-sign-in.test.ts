// Sensitive changes need a recent sign-in (docs/decisions/029): deleting the account and adding a
// phone number go through only when the session proved its owner (its sign-in, or a
// re-authentication with the password or a texted code) in the last 10 minutes. Otherwise 403
// RECENT_SIGN_IN_REQUIRED and nothing changes; POST /api/auth/reauthenticate makes the same
// session recent again, and its wrong passwords and codes count as a sign-in's do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import {
  getSession,
  outboxRowsTo,
  seedCustomer,
  SESSION_COOKIE,
  signIn,
  type SeededCustomer,
} from '#tests/support/auth.ts';
import { lifetimes, passwordLockoutRules } from './limits.ts';

let t: TestApp;
let ann: SeededCustomer;
let session: string;
beforeEach(async () => {
  t = await createTestApp();
  ann = await seedCustomer(t, { email: 'ann@example.com', phones: ['5145550100'] });
  session = await signIn(t, ann);
});
afterEach(async () => {
  await t.close();
});

const MINUTE_MS = 60_000;
const newPhone = '4385550188';
const required = {
  error: { code: 'RECENT_SIGN_IN_REQUIRED', message: copy.auth.recentSignIn.required },
};

function post(url: string, payload: object, options: { as?: string | null; from?: string } = {}) {
  const as = options.as === undefined ? session : options.as;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(as === null ? {} : { cookies: { [SESSION_COOKIE]: as } }),
    ...(options.from ? { remoteAddress: options.from } : {}),
  });
}

const deleteAccount = () => post('/api/me/deletion', { confirmation: 'DELETE' });
const requestAddCode = () => post('/api/auth/phone/add/request-code', { phone: newPhone });
const reauthenticate = (body: object, from?: string) =>
  post('/api/auth/reauthenticate', body, from ? { from } : {});

const deletedAt = async () =>
  (
    await t.database.kysely
      .selectFrom('customers')
      .select('deletedAt')
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow()
  ).deletedAt;
const sessionRows = () => t.database.kysely.selectFrom('sessions').selectAll().execute();

describe('a sensitive change', () => {
  it('goes through within 10 minutes of the sign-in', async () => {
    t.clock.advance(lifetimes.recentSignInMs);
    expect((await requestAddCode()).statusCode).toBe(200);
    expect((await deleteAccount()).statusCode).toBe(204);
  });

  it('is refused after that, and nothing changes: no deletion, no code texted', async () => {
    t.clock.advance(lifetimes.recentSignInMs + 1000);

    const deletion = await deleteAccount();
    expect(deletion.statusCode).toBe(403);
    expect(deletion.json()).toEqual(required);
    expect(await deletedAt()).toBeNull();

    const code = await requestAddCode();
    expect(code.statusCode).toBe(403);
    expect(code.json()).toEqual(required);
    expect(await outboxRowsTo(t, newPhone)).toEqual([]);

    const verify = await post('/api/auth/phone/add/verify', { phone: newPhone, code: '123456' });
    expect(verify.json()).toEqual(required);

    // The session itself is still good for everything else.
    expect((await getSession(t, session)).json().user.id).toBe(ann.id);
  });

  it('answers a visitor 401, as before', async () => {
    const visitor = await post('/api/me/deletion', { confirmation: 'DELETE' }, { as: null });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('counts from the sign-in, not from the last use of the session', async () => {
    for (let minute = 0; minute < 15; minute += 1) {
      t.clock.advance(MINUTE_MS);
      expect((await getSession(t, session)).json().user.id).toBe(ann.id);
    }
    expect((await deleteAccount()).json()).toEqual(required);
  });
});

describe('POST /api/auth/reauthenticate with the password', () => {
  it('makes the same session recent again: no new session, no new cookie, the same lifetime', async () => {
    t.clock.advance(lifetimes.recentSignInMs + 1000);
    const [before] = await sessionRows();

    const res = await reauthenticate({ password: ann.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'reauthenticated' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const after = await sessionRows();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before?.id,
      createdAt: before?.createdAt,
      expiresAt: before?.expiresAt,
      authenticatedAt: t.clock.now().toISOString(),
    });

    expect((await deleteAccount()).statusCode).toBe(204);
  });

  it('refuses a wrong password, and counts it in the email’s streak like a sign-in', async () => {
    t.clock.advance(lifetimes.recentSignInMs + 1000);
    for (let i = 0; i < passwordLockoutRules.failuresBeforeLock; i += 1) {
      const res = await reauthenticate({ password: `wrong-${i}` }, `203.0.113.${i + 1}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'WRONG_CREDENTIALS', message: copy.auth.recentSignIn.wrongPassword },
      });
    }
    const lockedOut = {
      error: {
        code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
        message: copy.auth.signIn.passwordLocked(1),
      },
    };
    expect((await reauthenticate({ password: ann.password })).json()).toEqual(lockedOut);
    const signInAgain = await post(
      '/api/auth/sign-in',
      { email: ann.email, password: ann.password },
      { as: null },
    );
    expect(signInAgain.json()).toEqual(lockedOut);
    expect((await deleteAccount()).json()).toEqual(required);
  });

  it('counts wrong passwords per address too', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await post(
        '/api/auth/sign-in',
        { email: `guess${i}@example.com`, password: 'wrong-password' },
        { as: null, from: '192.0.2.10' },
      );
      expect(res.statusCode).toBe(401);
    }
    const refused = await reauthenticate({ password: ann.password }, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(copy.auth.signIn.tooManyAttempts);
  });

  it('needs a session, and a body with the password or a number and its code', async () => {
    const visitor = await post(
      '/api/auth/reauthenticate',
      { password: ann.password },
      { as: null },
    );
    expect(visitor.statusCode).toBe(401);
    const empty = await reauthenticate({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('INVALID_PHONE');
    const both = await reauthenticate({ password: ann.password, code: '123456' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({ code: expect.any(String) });
  });
});

describe('POST /api/auth/reauthenticate with a texted code', () => {
  const requestReauthCode = (phone: string) =>
    post('/api/auth/reauthenticate/request-code', { phone });

  it('texts a code to one of the account’s numbers, and the code makes the session recent', async () => {
    t.clock.advance(lifetimes.recentSignInMs + 1000);
    const sent = await requestReauthCode('5145550100');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', phone: '5145550100' });
    const code = await latestSmsCode(t.app, '5145550100');

    const res = await reauthenticate({ phone: '15145550100', code });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await requestAddCode()).statusCode).toBe(200);
    // Used once.
    expect((await reauthenticate({ phone: '5145550100', code })).json().error.code).toBe(
      'CODE_INCORRECT',
    );
  });

  it('texts nothing to a number that is not on the account', async () => {
    await seedCustomer(t, { email: 'bob@example.com', phones: ['6135550142'] });
    for (const phone of ['6135550142', newPhone]) {
      const res = await requestReauthCode(phone);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'PHONE_NOT_FOUND', message: copy.auth.recentSignIn.phoneNotOnAccount },
      });
      expect(await outboxRowsTo(t, phone)).toEqual([]);
    }
  });

  it('takes only a re-authentication code, which signs nobody in', async () => {
    t.clock.advance(lifetimes.recentSignInMs + 1000);
    await post('/api/auth/phone/request-code', { phone: '5145550100' }, { as: null });
    const signInCode = await latestSmsCode(t.app, '5145550100');
    const withSignInCode = await reauthenticate({ phone: '5145550100', code: signInCode });
    expect(withSignInCode.json().error.code).toBe('CODE_INCORRECT');

    t.clock.advance(31_000);
    await requestReauthCode('5145550100');
    const reauthCode = await latestSmsCode(t.app, '5145550100');
    const signInWithIt = await post(
      '/api/auth/phone/verify',
      { phone: '5145550100', code: reauthCode },
      { as: null },
    );
    expect(signInWithIt.json().error.code).toBe('CODE_INCORRECT');
    expect((await deleteAccount()).json()).toEqual(required);
  });

  it('counts wrong codes as a sign-in’s: the code is used up after 5', async () => {
    await requestReauthCode('5145550100');
    const code = await latestSmsCode(t.app, '5145550100');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i += 1) {
      expect((await reauthenticate({ phone: '5145550100', code: wrong })).json().error.code).toBe(
        'CODE_INCORRECT',
      );
    }
    expect((await reauthenticate({ phone: '5145550100', code: wrong })).json().error.code).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
    expect((await reauthenticate({ phone: '5145550100', code })).json().error.code).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
  });
});
