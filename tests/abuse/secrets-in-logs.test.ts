// Secrets never reach the server's log (docs/decisions/028). Whole journeys a customer makes —
// a password reset from the emailed link, a phone sign-in with the texted code, signing in and
// using the session — run against an app whose logger is production's, at `trace`, writing to a
// buffer; then the whole log is searched for every secret the journeys handled.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '#tests/support/auth.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createAdminContext } from '#server/cli/context.ts';
import { authenticatorCode, OPERATOR_COOKIE } from '#tests/support/operators.ts';
import { SESSION_COOKIE, seedCustomer } from '#tests/support/customers.ts';
import {
  createTestApp,
  latestEmailLink,
  latestSmsCode,
  linkSecret,
  type TestApp,
} from '#tests/support/test-app.ts';

let t: TestApp;
let lines: string[];

beforeEach(async () => {
  lines = [];
  const logger = createLogger({
    level: 'trace',
    destination: { write: (line) => lines.push(line) },
  });
  t = await createTestApp({ logger });
});
afterEach(async () => t.close());

const log = () => lines.join('');

function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
  });
}

function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

/** `digits` standing alone: not inside a longer number, nor a decimal's fraction. */
function containsCode(text: string, digits: string): boolean {
  return new RegExp(`(?<![0-9.])${digits}(?![0-9])`).test(text);
}

describe('the server log', () => {
  it('never holds a reset token, an SMS code, a session token or a password', async () => {
    const phone = '5145550177';
    const customer = await seedCustomer(t, { email: 'forgetful@example.com', phones: [phone] });
    const newPassword = 'a-brand-new-passphrase-42';

    // The reset, as the customer makes it: ask, open the emailed link, set the password.
    expect((await post('/api/auth/password-reset', { email: customer.email })).statusCode).toBe(
      202,
    );
    const link = await eventually(() =>
      latestEmailLink(t.app, customer.email, '/reset-password#token='),
    );
    const token = linkSecret(link, 'token');
    if (!token) throw new Error('no token in the reset link');
    // The browser asks for the page without the fragment; a link in the former query form
    // (sent before the change) or a customer pasting it by hand brings the token to the server.
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}` });
    expect(page.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/no-such-route?token=${token}&code=123` });
    const reset = await post('/api/auth/password-reset/complete', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    // The same link again is refused: an error goes through the log too.
    expect(
      (
        await post('/api/auth/password-reset/complete', {
          token,
          password: newPassword,
          confirmPassword: newPassword,
        })
      ).statusCode,
    ).toBe(400);

    // Signing in with the new password, and using the session.
    const signedIn = await post('/api/auth/sign-in', {
      email: customer.email,
      password: newPassword,
    });
    expect(signedIn.statusCode).toBe(200);
    const passwordSession = sessionCookieOf(signedIn);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { [SESSION_COOKIE]: passwordSession },
    });
    expect(session.json()).toMatchObject({ user: { email: customer.email } });
    await post('/api/auth/sign-out', {}, passwordSession);

    // A phone sign-in: a wrong code first, then the texted one.
    expect((await post('/api/auth/phone/request-code', { phone })).statusCode).toBe(200);
    const code = await latestSmsCode(t.app, phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await post('/api/auth/phone/verify', { phone, code: wrongCode })).statusCode).toBe(400);
    const byPhone = await post('/api/auth/phone/verify', { phone, code });
    expect(byPhone.statusCode).toBe(200);
    const phoneSession = sessionCookieOf(byPhone);
    await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${SESSION_COOKIE}=${phoneSession}`, authorization: 'Basic c2VjcmV0' },
    });

    const text = log();
    // The journeys were logged, one line a request, paths without their query strings.
    expect(text).toContain('"path":"/reset-password","status":200');
    expect(text).toContain('"route":"/api/auth/password-reset/complete"');
    expect(text).toContain('"route":"/api/auth/phone/verify"');
    expect(text).toContain('message delivered');
    // And no secret is in it.
    const [, tokenSecret] = token.split('.');
    expect(tokenSecret).toHaveLength(43);
    expect(text).not.toContain(token);
    expect(text).not.toContain(tokenSecret);
    expect(containsCode(text, code)).toBe(false);
    expect(containsCode(text, wrongCode)).toBe(false);
    expect(text).not.toContain(passwordSession);
    expect(text).not.toContain(phoneSession);
    expect(text).not.toContain(newPassword);
    expect(text).not.toContain(customer.password);
    expect(text).not.toContain('c2VjcmV0');
    expect(text).not.toContain(phone);
  });

  it('never holds an operator’s set-up token, TOTP secret or code, recovery code, password or session', async () => {
    const { context, close } = createAdminContext({
      config: t.config,
      database: t.database,
      clock: t.clock,
      warn: () => undefined,
    });
    const invited = await context.operators.add({
      email: 'owner@example.com',
      role: 'owner',
      language: 'en',
    });
    await close();
    const token = new URL(invited.setupUrl).searchParams.get('token') ?? '';
    // The page the link opens, as a browser asks for it, query string and all.
    await t.app.inject({ method: 'GET', url: `/admin/setup?token=${encodeURIComponent(token)}` });
    const started = await post('/api/admin/setup/start', { token });
    expect(started.statusCode).toBe(200);
    const secret: string = started.json().totp.secret;
    const password = 'an operator passphrase to hide';
    const code = authenticatorCode(secret, t.clock.now());
    const done = await post('/api/admin/setup/complete', { token, password, code });
    expect(done.statusCode).toBe(200);
    const recoveryCodes: string[] = done.json().recoveryCodes;
    const [recovery = ''] = recoveryCodes;
    const signedIn = await post('/api/admin/session', {
      email: 'owner@example.com',
      password,
      code: recovery,
    });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((c) => c.name === OPERATOR_COOKIE)?.value ?? '';
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      cookies: { [OPERATOR_COOKIE]: session },
    });
    expect(me.statusCode).toBe(200);

    await eventually(async () => expect(log()).toContain('"route":"/api/admin/session"'));
    const text = log();
    expect(text).toContain('"route":"/api/admin/setup/complete"');
    const [, tokenSecret = ''] = token.split('.');
    expect(tokenSecret).toHaveLength(43);
    for (const secretValue of [token, tokenSecret, secret, password, session, ...recoveryCodes]) {
      expect(text).not.toContain(secretValue);
    }
    expect(containsCode(text, code)).toBe(false);
  });
});
