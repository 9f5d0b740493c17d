// The back office's operators end to end, as an owner and an operator live them: invited with
// `npm run admin -- operator add`, the set-up link (checked, not used up, expiring, replaced by a
// fresh one), enrolment (password, the authenticator's code, recovery codes shown once), sign-in
// with all three parts (one answer for any wrong part, a code never accepted twice, one step of
// drift either way, a recovery code once, limits per email), sessions (own cookie, idle and
// absolute ends, a disabled operator's ended), and the owner-only list.
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCustomer, signIn, SESSION_COOKIE } from '#tests/support/customers.ts';
import { createAdminHarness, type AdminHarness } from '#tests/support/admin.ts';
import {
  authenticatorCode,
  OPERATOR_COOKIE,
  seedOperator,
  signedInOperator,
  signInOperator,
} from '#tests/support/operators.ts';
import { latestMessageTo } from '#tests/support/test-app.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';

let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => h.close());

const PASSWORD = 'a long operator passphrase';

/** Invites with the command line; the link it printed. */
async function invite(email: string, role = 'owner', ...more: string[]): Promise<URL> {
  const run = await h.admin('operator', 'add', email, '--role', role, ...more);
  expect(run, run.err).toMatchObject({ code: 0, err: '' });
  const link = run.out.split('\n').find((line) => line.startsWith('http'));
  if (link === undefined) throw new Error(`no link in: ${run.out}`);
  return new URL(link);
}

const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
  h.t.app.inject({ method: 'POST', url, payload, cookies });
const get = (url: string, cookies: Record<string, string> = {}) =>
  h.t.app.inject({ method: 'GET', url, cookies });

async function startSetup(token: string) {
  const res = await post('/api/admin/setup/start', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    email: string;
    role: string;
    totp: { secret: string; otpauthUri: string; qrSvg: string };
  }>();
}

/** Enrols through the set-up pages' calls; the answer, with the session cookie. */
async function completeSetup(token: string) {
  const { totp } = await startSetup(token);
  const res = await post('/api/admin/setup/complete', {
    token,
    password: PASSWORD,
    code: authenticatorCode(totp.secret, h.t.clock.now()),
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.cookies.find((cookie) => cookie.name === OPERATOR_COOKIE)?.value ?? '';
  const body = res.json<{
    operator: { id: string; email: string; role: string };
    recoveryCodes: string[];
  }>();
  return { ...body, secret: totp.secret, session, cookies: { [OPERATOR_COOKIE]: session } };
}

const signInWith = (email: string, code: string, password = PASSWORD) =>
  post('/api/admin/session', { email, password, code });

describe('inviting an operator', () => {
  it('prints a set-up link and emails it, in English unless told otherwise', async () => {
    const link = await invite('Alex@Example.com', 'owner');
    expect(`${link.origin}${link.pathname}`).toBe(`${h.t.config.publicUrl}/admin/setup`);
    const email = await latestMessageTo(h.t.app, 'alex@example.com');
    expect(email?.subject).toBe(
      messageCopyFor('en').operatorSetupEmail.subject(h.t.config.brandName),
    );
    expect(email?.text).toContain(link.href);

    await invite('sam@example.com', 'support', '--language', 'fr-CA');
    const french = await latestMessageTo(h.t.app, 'sam@example.com');
    expect(french?.subject).toBe(
      messageCopyFor('fr-CA').operatorSetupEmail.subject(h.t.config.brandName),
    );
    expect(french?.text).toContain(messageCopyFor('fr-CA').operatorRoles.support);

    const list = await h.admin('operator', 'list');
    expect(list.out).toMatch(/alex@example\.com\s+owner\s+invited/);
    expect(list.out).toMatch(/sam@example\.com\s+support\s+invited/);
  });

  it('sends a fresh link to an operator not set up yet, and the older one stops working', async () => {
    const first = await invite('alex@example.com');
    const second = await invite('alex@example.com');
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    const old = await post('/api/admin/setup/start', { token: tokenOf(first) });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toEqual({
      code: 'SETUP_LINK_INVALID',
      message: adminCopy.operators.setupLinkInvalid,
    });
    await startSetup(tokenOf(second));
  });

  it('refuses a bad role, an email that is not one, and an operator already set up', async () => {
    const badRole = await h.admin('operator', 'add', 'alex@example.com', '--role', 'boss');
    expect(badRole).toMatchObject({ code: 1, out: '' });
    expect(badRole.err).toContain('--role must be one of owner, support, not "boss".');
    const badEmail = await h.admin('operator', 'add', 'not-an-email', '--role', 'owner');
    expect(badEmail.err).toContain('"not-an-email" is not an email address.');
    expect((await h.admin('operator', 'list')).out).toContain('No operators yet.');
    await completeSetup(tokenOf(await invite('alex@example.com')));
    const again = await h.admin('operator', 'add', 'alex@example.com', '--role', 'owner');
    expect(again.code).toBe(1);
    expect(again.err).toContain('already an operator');
  });
});

describe('the set-up link', () => {
  it('shows the same authenticator secret each time, with its QR code, and signs nobody in', async () => {
    const token = tokenOf(await invite('alex@example.com', 'support'));
    const res = await post('/api/admin/setup/start', { token });
    expect(res.headers['set-cookie']).toBeUndefined();
    const first = res.json();
    expect(first).toMatchObject({ email: 'alex@example.com', role: 'support' });
    expect(first.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.totp.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/.*secret=.*algorithm=SHA1&digits=6&period=30/,
    );
    expect(first.totp.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await startSetup(token)).totp.secret).toBe(first.totp.secret);
  });

  it('stops working after 72 hours, and after it was used', async () => {
    const token = tokenOf(await invite('alex@example.com'));
    h.t.clock.advance(72 * 60 * 60 * 1000);
    expect((await post('/api/admin/setup/start', { token })).statusCode).toBe(400);

    const fresh = tokenOf(await invite('alex@example.com'));
    await completeSetup(fresh);
    const used = await post('/api/admin/setup/start', { token: fresh });
    expect(used.json().error.code).toBe('SETUP_LINK_INVALID');
  });

  it('completes once when two completions race', async () => {
    const token = tokenOf(await invite('alex@example.com'));
    const { totp } = await startSetup(token);
    const body = {
      token,
      password: PASSWORD,
      code: authenticatorCode(totp.secret, h.t.clock.now()),
    };
    const answers = await Promise.all([
      post('/api/admin/setup/complete', body),
      post('/api/admin/setup/complete', body),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const codes = await h.t.database.kysely
      .selectFrom('operatorRecoveryCodes')
      .select('id')
      .execute();
    expect(codes).toHaveLength(10);
  });

  it('completes only with the authenticator’s current code and an acceptable password', async () => {
    const token = tokenOf(await invite('alex@example.com'));
    const { totp } = await startSetup(token);
    const wrongCode = await post('/api/admin/setup/complete', {
      token,
      password: PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error).toEqual({
      code: 'CODE_INCORRECT',
      message: adminCopy.operators.setupCodeIncorrect,
    });
    const code = authenticatorCode(totp.secret, h.t.clock.now());
    const weak = await post('/api/admin/setup/complete', { token, password: 'password123', code });
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    const short = await post('/api/admin/setup/complete', { token, password: 'short', code });
    expect(short.json().error.code).toBe('INVALID_REQUEST');
    // Nothing of that used the link up.
    const done = await completeSetup(token);
    expect(done.operator).toMatchObject({ email: 'alex@example.com', role: 'owner' });
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    const session = await get('/api/admin/session', done.cookies);
    expect(session.json()).toEqual({ operator: done.operator });
  });
});

describe('signing in', () => {
  let alex: Awaited<ReturnType<typeof completeSetup>>;
  beforeEach(async () => {
    alex = await completeSetup(tokenOf(await invite('alex@example.com')));
    h.t.clock.advance(60_000);
  });

  it('takes the email, the password and the current code, and answers any wrong part alike', async () => {
    const code = authenticatorCode(alex.secret, h.t.clock.now());
    for (const wrong of [
      signInWith('alex@example.com', code, 'not the passphrase'),
      signInWith('nobody@example.com', code),
      signInWith('alex@example.com', '123456'),
    ]) {
      const res = await wrong;
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'WRONG_CREDENTIALS',
        message: adminCopy.operators.signInFailed,
      });
    }
    const res = await signInWith('ALEX@example.com', code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ operator: alex.operator });
    const cookie = res.cookies.find((c) => c.name === OPERATOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 60 });
  });

  it('never accepts a code twice, even from another browser', async () => {
    const code = authenticatorCode(alex.secret, h.t.clock.now());
    expect((await signInWith('alex@example.com', code)).statusCode).toBe(200);
    expect((await signInWith('alex@example.com', code)).statusCode).toBe(401);
    // Nor an earlier step's code once a later one was used.
    h.t.clock.advance(30_000);
    const later = authenticatorCode(alex.secret, h.t.clock.now());
    expect((await signInWith('alex@example.com', later)).statusCode).toBe(200);
    const earlier = authenticatorCode(alex.secret, new Date(h.t.clock.now().getTime() - 30_000));
    expect((await signInWith('alex@example.com', earlier)).statusCode).toBe(401);
  });

  it('lets one of two sign-ins racing with one code through', async () => {
    const code = authenticatorCode(alex.secret, h.t.clock.now());
    const answers = await Promise.all([
      signInWith('alex@example.com', code),
      signInWith('alex@example.com', code),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts a code one step early or late, and no further', async () => {
    const now = h.t.clock.now().getTime();
    const codeAt = (offsetSeconds: number) =>
      authenticatorCode(alex.secret, new Date(now + offsetSeconds * 1000));
    expect((await signInWith('alex@example.com', codeAt(-90))).statusCode).toBe(401);
    expect((await signInWith('alex@example.com', codeAt(90))).statusCode).toBe(401);
    expect((await signInWith('alex@example.com', codeAt(-30))).statusCode).toBe(200);
    expect((await signInWith('alex@example.com', codeAt(30))).statusCode).toBe(200);
  });

  it('takes a recovery code in place of the authenticator’s, once', async () => {
    const [recovery = ''] = alex.recoveryCodes;
    expect((await signInWith('alex@example.com', recovery.toUpperCase())).statusCode).toBe(200);
    expect((await signInWith('alex@example.com', recovery)).statusCode).toBe(401);
    expect((await signInWith('alex@example.com', alex.recoveryCodes[1] ?? '')).statusCode).toBe(
      200,
    );
  });

  it('pauses an email after five wrong tries, whatever the next one holds', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signInWith('alex@example.com', '111111')).statusCode).toBe(401);
    }
    const code = authenticatorCode(alex.secret, h.t.clock.now());
    const refused = await signInWith('alex@example.com', code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      message: adminCopy.operators.tooManySignInAttempts,
    });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const out = await h.t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      cookies: alex.cookies,
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies).toMatchObject([{ name: OPERATOR_COOKIE, value: '' }]);
    expect((await get('/api/admin/session', alex.cookies)).statusCode).toBe(401);
  });
});

describe('operator sessions', () => {
  it('end after 30 minutes unused, and after 12 hours however used', async () => {
    const owner = await signedInOperator(h.t, 'owner');
    h.t.clock.advance(29 * 60_000);
    expect((await get('/api/admin/session', owner.cookies)).statusCode).toBe(200);
    h.t.clock.advance(29 * 60_000);
    expect((await get('/api/admin/session', owner.cookies)).statusCode).toBe(200);
    h.t.clock.advance(31 * 60_000);
    expect((await get('/api/admin/session', owner.cookies)).statusCode).toBe(401);

    const busy = await signInOperator(h.t, owner);
    for (let minutes = 0; minutes < 12 * 60; minutes += 20) {
      h.t.clock.advance(20 * 60_000);
      const expected = minutes + 20 < 12 * 60 ? 200 : 401;
      expect((await get('/api/admin/session', busy.cookies)).statusCode, `${minutes}`).toBe(
        expected,
      );
    }
  });

  it('stop working at once when the operator is disabled', async () => {
    const sam = await signedInOperator(h.t, 'support', { email: 'sam@example.com' });
    const other = await seedOperator(h.t, { role: 'support', email: 'kim@example.com' });
    const kim = await signInOperator(h.t, other);
    const run = await h.admin('operator', 'disable', 'sam@example.com');
    expect(run).toMatchObject({ code: 0 });
    expect((await get('/api/admin/session', sam.cookies)).statusCode).toBe(401);
    h.t.clock.advance(30_000);
    const code = authenticatorCode(sam.totpSecret, h.t.clock.now());
    expect((await signInWith('sam@example.com', code, sam.password)).statusCode).toBe(401);
    // Disabled by any other way (a restore, a hand-written change): the next request refuses it.
    await h.t.database.kysely
      .updateTable('operators')
      .set({ disabledAt: h.t.clock.now().toISOString() })
      .where('id', '=', kim.id)
      .execute();
    expect((await get('/api/admin/session', kim.cookies)).statusCode).toBe(401);
    expect((await h.admin('operator', 'list')).out).toMatch(
      /sam@example\.com\s+support\s+disabled/,
    );
  });

  it('have their own cookie: a customer’s opens nothing here, an operator’s nothing of a customer’s', async () => {
    const customer = await seedCustomer(h.t, { email: 'maude@example.com' });
    const customerSession = await signIn(h.t, customer);
    const owner = await signedInOperator(h.t, 'owner');
    expect(
      (await get('/api/admin/session', { [SESSION_COOKIE]: customerSession })).statusCode,
    ).toBe(401);
    // The customer's token under the operator's cookie name, and the other way round.
    expect(
      (await get('/api/admin/session', { [OPERATOR_COOKIE]: customerSession })).statusCode,
    ).toBe(401);
    expect((await get('/api/me', { [SESSION_COOKIE]: owner.session })).statusCode).toBe(401);
    expect((await get('/api/me', owner.cookies)).statusCode).toBe(401);
  });
});

describe('the operators list', () => {
  it('is for owners: support is refused', async () => {
    const owner = await signedInOperator(h.t, 'owner', { email: 'alex@example.com' });
    const support = await signedInOperator(h.t, 'support', { email: 'sam@example.com' });
    await invite('kim@example.com', 'support');
    const res = await get('/api/admin/operators', owner.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().operators).toEqual([
      expect.objectContaining({ email: 'alex@example.com', role: 'owner', status: 'active' }),
      expect.objectContaining({ email: 'sam@example.com', role: 'support', status: 'active' }),
      expect.objectContaining({ email: 'kim@example.com', status: 'invited', lastSignInAt: null }),
    ]);
    const refused = await get('/api/admin/operators', support.cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: adminCopy.operators.forbidden,
    });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
