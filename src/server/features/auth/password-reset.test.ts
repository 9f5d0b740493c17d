// Forgotten password (docs/product.md §2 set-new-password screen, §5, §8 "Password"; docs/product.md §10.13).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import {
  createTestApp,
  latestEmailLink,
  linkSecret,
  type TestApp,
} from '#tests/support/test-app.ts';
import {
  clearsSessionCookie,
  eventually,
  getSession,
  outboxRowsTo,
  seedCustomer,
  SESSION_COOKIE,
  signIn,
} from '#tests/support/auth.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const newPassword = 'a-brand-new-secret';

function requestReset(email: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function complete(
  token: string,
  password = newPassword,
  confirmPassword = password,
  token2?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/complete',
    payload: { token, password, confirmPassword },
    ...(token2 ? { cookies: { [SESSION_COOKIE]: token2 } } : {}),
  });
}

async function resetToken(email: string): Promise<string> {
  return eventually(async () => {
    const link = await latestEmailLink(t.app, email, '/reset-password#token=');
    // The token is in the fragment, which browsers never send to a server; the query is empty.
    expect(link.origin + link.pathname + link.search).toBe('http://localhost:3000/reset-password');
    const token = linkSecret(link, 'token');
    if (!token) throw new Error('no token');
    return token;
  });
}

function signInWith(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
}

const linkInvalid = {
  error: {
    code: 'RESET_LINK_INVALID',
    message: 'This reset link has expired or was already used. Please request a new one.',
  },
};

describe('POST /api/auth/password-reset', () => {
  it('answers the same whether or not the email has an account, and emails only the account', async () => {
    await seedCustomer(t, { email: 'ann@example.com' });
    const known = await requestReset('ann@example.com');
    const unknown = await requestReset('nobody@example.com');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: 'accepted' });
    }
    expect(known.body).toBe(unknown.body);

    const token = await resetToken('ann@example.com');
    expect(token.length).toBeGreaterThan(40);
    const [email] = await outboxRowsTo(t, 'ann@example.com');
    expect(email?.subject).toBe('Reset your Lumina Psychics password');
    expect(email?.text).toContain('Montréal QC  H2X 1Y4');
    expect(email?.html).toContain('/reset-password#token=');
    expect(await outboxRowsTo(t, 'nobody@example.com')).toEqual([]);
  });

  it('sends nothing to a deleted account', async () => {
    await seedCustomer(t, { email: 'gone@example.com', deleted: true });
    expect((await requestReset('gone@example.com')).statusCode).toBe(202);
    expect(await outboxRowsTo(t, 'gone@example.com')).toEqual([]);
  });

  it('is limited per email and per client address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await requestReset('ann@example.com', `198.51.100.${i}`)).statusCode).toBe(202);
    }
    const perEmail = await requestReset('ann@example.com', '198.51.100.50');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.headers['retry-after']).toBeDefined();
    expect(perEmail.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: copy.errors.tooManyRequests },
    });

    for (let i = 0; i < 10; i += 1) {
      expect((await requestReset(`u${i}@example.com`, '192.0.2.1')).statusCode).toBe(202);
    }
    expect((await requestReset('u10@example.com', '192.0.2.1')).statusCode).toBe(429);
  });
});

describe('POST /api/auth/password-reset/complete', () => {
  it('sets the new password once, and ends every session of that customer only', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const bob = await seedCustomer(t, { email: 'bob@example.com' });
    const annLaptop = await signIn(t, ann);
    const annPhone = await signIn(t, ann);
    const bobSession = await signIn(t, bob);
    await requestReset('ann@example.com');
    const token = await resetToken('ann@example.com');
    t.clock.advance(5 * 60_000);

    const res = await complete(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'updated' });

    expect((await getSession(t, annLaptop)).json()).toEqual({ user: null });
    expect((await getSession(t, annPhone)).json()).toEqual({ user: null });
    expect((await getSession(t, bobSession)).json().user.id).toBe(bob.id);

    expect((await signInWith('ann@example.com', ann.password)).statusCode).toBe(401);
    expect((await signInWith('ann@example.com', newPassword)).statusCode).toBe(200);
    const credentials = await t.database.kysely
      .selectFrom('credentials')
      .select('passwordChangedAt')
      .where('customerId', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(credentials.passwordChangedAt).toBe(t.clock.now().toISOString());

    const again = await complete(token, 'yet-another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(linkInvalid);
  });

  it("clears this browser's cookie when its session was one of those ended", async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const session = await signIn(t, ann);
    await requestReset('ann@example.com');
    const res = await complete(
      await resetToken('ann@example.com'),
      newPassword,
      newPassword,
      session,
    );
    expect(res.statusCode).toBe(200);
    expect(clearsSessionCookie(res)).toBe(true);
  });

  it('expires after one hour', async () => {
    await seedCustomer(t, { email: 'ann@example.com' });
    await seedCustomer(t, { email: 'bob@example.com' });
    await requestReset('ann@example.com');
    const annToken = await resetToken('ann@example.com');
    await requestReset('bob@example.com');
    const bobToken = await resetToken('bob@example.com');

    t.clock.advance(59 * 60_000);
    expect((await complete(bobToken)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const late = await complete(annToken);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(linkInvalid);
  });

  it('refuses an unknown link, and a confirmation link used as a reset link', async () => {
    const res = await complete('x'.repeat(60));
    expect(res.json()).toEqual(linkInvalid);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'new@example.com', password: 'moonlit-tarot-42', adultConfirmed: true },
    });
    const confirmLink = await latestEmailLink(t.app, 'new@example.com', '/login#confirm=');
    const wrongKind = await complete(linkSecret(confirmLink, 'confirm') ?? '');
    expect(wrongKind.json()).toEqual(linkInvalid);
  });

  it('checks the new password: 8 to 72 characters, confirmation matching, not a common one', async () => {
    await seedCustomer(t, { email: 'ann@example.com' });
    await requestReset('ann@example.com');
    const token = await resetToken('ann@example.com');

    const mismatch = await complete(token, newPassword, `${newPassword}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: "Passwords don't match" });
    const short = await complete(token, 'short12');
    expect(short.json().error.fields).toEqual({
      password: 'Password must be at least 8 characters',
    });
    const long = await complete(token, 'x'.repeat(73));
    expect(long.json().error.fields).toMatchObject({
      password: 'Password must not exceed 72 characters',
    });
    const weak = await complete(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: { code: 'WEAK_PASSWORD', message: 'Please choose a stronger password.' },
    });

    // None of those used the link up.
    expect((await complete(token)).statusCode).toBe(200);
  });

  it('confirms an email that was never confirmed: reading the reset email proved it', async () => {
    await seedCustomer(t, { email: 'ann@example.com', confirmed: false });
    await requestReset('ann@example.com');
    expect((await complete(await resetToken('ann@example.com'))).statusCode).toBe(200);
    expect((await signInWith('ann@example.com', newPassword)).statusCode).toBe(200);
  });
});
