// Email and password sign-in (docs/product.md §8 "Sign-in", §4 "After sign-in"; docs/decisions/007-accounts-and-sessions.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { hashSecret } from '#server/security/secrets.ts';
import { seedCustomer, sessionCookieOf, SESSION_COOKIE } from '#tests/support/auth.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function signIn(email: string, password: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const texts = copy.auth.signIn;

describe('POST /api/auth/sign-in', () => {
  it('signs in: the user, an httpOnly SameSite=Lax cookie, a hashed session, last_connected_at', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com', name: 'Ann Lee', credits: 12 });
    await seedCustomer(t, { email: 'bob@example.com' });
    t.clock.advance(60_000);

    const res = await signIn(' ANN@example.com', ann.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: ann.id,
        name: 'Ann Lee',
        email: 'ann@example.com',
        credits: 12,
        phoneNumbers: [],
        createdAt: '2026-11-21T15:00:00.000Z',
        language: 'en',
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      // The idle timeout: a week unless used again (docs/decisions/029).
      maxAge: 7 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const db = t.database.kysely;
    const sessions = await db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      customerId: ann.id,
      tokenHash: hashSecret(cookie?.value ?? ''),
      expiresAt: '2026-11-28T15:01:00.000Z',
      ip: '127.0.0.1',
    });
    const customers = await db
      .selectFrom('customers')
      .select(['email', 'lastConnectedAt'])
      .orderBy('email')
      .execute();
    expect(customers).toEqual([
      { email: 'ann@example.com', lastConnectedAt: '2026-11-21T15:01:00.000Z' },
      { email: 'bob@example.com', lastConnectedAt: null },
    ]);
  });

  it('sets a Secure cookie (with the __Host- prefix) when the public address is https', async () => {
    await t.close();
    t = await createTestApp({ env: { PUBLIC_URL: 'https://lumina.example' } });
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const res = await signIn('ann@example.com', ann.password);
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res, '__Host-lumina_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  it('refuses a wrong password and an unknown email alike, with no session', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    for (const [email, password] of [
      ['ann@example.com', `${ann.password}!`],
      ['nobody@example.com', ann.password],
    ] as const) {
      const res = await signIn(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: {
          code: 'WRONG_CREDENTIALS',
          message: 'The email or password you entered is incorrect. Please try again.',
        },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await t.database.kysely.selectFrom('sessions').select('id').execute()).toEqual([]);
  });

  it('refuses an unconfirmed, a deleted and an inactive account with their texts, no session', async () => {
    const cases = [
      [{ confirmed: false }, 403, 'EMAIL_NOT_CONFIRMED', texts.emailNotConfirmed],
      [
        { deleted: true },
        403,
        'ACCOUNT_DELETED',
        'Your account has been deleted. Please contact support.',
      ],
      [
        { isActive: false },
        403,
        'ACCOUNT_INACTIVE',
        'Your account is inactive. Please contact support.',
      ],
    ] as const;
    for (const [index, [state, status, code, message]] of cases.entries()) {
      const customer = await seedCustomer(t, { email: `c${index}@example.com`, ...state });
      const res = await signIn(customer.email, customer.password);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toEqual({ error: { code, message } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await t.database.kysely.selectFrom('sessions').select('id').execute()).toEqual([]);
    const connected = await t.database.kysely
      .selectFrom('customers')
      .select('lastConnectedAt')
      .where('lastConnectedAt', 'is not', null)
      .execute();
    expect(connected).toEqual([]);
  });

  it('tells a deleted account apart only to someone who knows its password', async () => {
    const gone = await seedCustomer(t, { email: 'gone@example.com', deleted: true });
    const res = await signIn(gone.email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('WRONG_CREDENTIALS');
  });

  it('refuses a body with other fields, or fields that break the rules', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: '', password: '123', remember: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 6 characters',
      remember: expect.any(String),
    });
  });
});

describe('sign-in throttling', () => {
  const tooMany = {
    error: {
      code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      message: 'Too many login attempts. Please try again later.',
    },
  };

  it('locks an email for a minute after 5 wrong passwords, from any address, even the right password', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const res = await signIn(ann.email, 'wrong-password', `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(ann.email, ann.password, '198.51.100.77');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: texts.passwordLocked(1) },
    });
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.headers['set-cookie']).toBeUndefined();

    // Another account from the same addresses is not affected.
    const bob = await seedCustomer(t, { email: 'bob@example.com' });
    expect((await signIn(bob.email, bob.password, '198.51.100.1')).statusCode).toBe(200);

    t.clock.advance(60_000);
    expect((await signIn(ann.email, ann.password)).statusCode).toBe(200);
  });

  it('blocks an address after 20 failures in 15 minutes, across emails', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    for (let i = 0; i < 20; i += 1) {
      const res = await signIn(`guess${i}@example.com`, 'wrong-password', '192.0.2.10');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(ann.email, ann.password, '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect((await signIn(ann.email, ann.password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('lets the right password in below the limit, never counts a success, and a success ends the streak', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn(ann.email, 'wrong-password')).statusCode).toBe(401);
    }
    for (let i = 0; i < 6; i += 1) {
      expect((await signIn(ann.email, ann.password)).statusCode).toBe(200);
    }
    // The streak started again from nothing: four more wrong passwords lock nothing.
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn(ann.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await signIn(ann.email, ann.password)).statusCode).toBe(200);
  });
});
