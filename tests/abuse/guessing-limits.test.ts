// Brute force and code guessing hit their limits (docs/security.md). The
// sign-in, SMS sign-in code and reset-request limits have their own tests in
// src/server/features/auth; these cover what those leave open: guessing the secret in an emailed
// link, guessing the code that adds a number to an account, and dodging the per-address limits
// with a forged X-Forwarded-For header, whether the app is behind a proxy or not.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { eventually } from '#tests/support/auth.ts';
import { SESSION_COOKIE, seedCustomer, signIn } from '#tests/support/customers.ts';
import {
  createTestApp,
  latestEmailLink,
  linkSecret,
  latestSmsCode,
  type TestApp,
} from '#tests/support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const guesser = '198.51.100.66';
const tooMany = { error: { code: 'TOO_MANY_REQUESTS', message: copy.errors.tooManyRequests } };

function post(url: string, payload: object, options: { from?: string; session?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(options.from ? { remoteAddress: options.from } : {}),
    ...(options.session ? { cookies: { [SESSION_COOKIE]: options.session } } : {}),
  });
}

/** A link secret of the right shape that was never issued. */
const guessedToken = (n: number) => `${String(n).padStart(4, '0')}${'A'.repeat(39)}`;

describe('guessing the secret of an emailed link', () => {
  it('takes 30 links a quarter hour from one address, then refuses even a real one', async () => {
    const customer = await seedCustomer(t, { email: 'target@example.com' });
    await post('/api/auth/password-reset', { email: customer.email });
    // The email goes out just after the answer.
    const link = await eventually(() =>
      latestEmailLink(t.app, customer.email, '/reset-password#token='),
    );
    const realToken = linkSecret(link, 'token');
    if (!realToken) throw new Error('no reset link was emailed');

    // Confirmation and reset links are counted together.
    for (let n = 0; n < 30; n += 1) {
      const res =
        n === 0
          ? await post(
              '/api/auth/password-reset/complete',
              {
                token: guessedToken(n),
                password: 'guessed-pass-123',
                confirmPassword: 'guessed-pass-123',
              },
              { from: guesser },
            )
          : await post('/api/auth/confirm-email', { token: guessedToken(n) }, { from: guesser });
      expect(res.statusCode, `guess ${n}`).toBe(400);
    }

    const stopped = await post(
      '/api/auth/password-reset/complete',
      { token: realToken, password: 'taken-over-123', confirmPassword: 'taken-over-123' },
      { from: guesser },
    );
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual(tooMany);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change.
    expect(await signIn(t, customer)).toEqual(expect.any(String));

    // The owner, elsewhere, is not held back by the guesser.
    const owner = await post(
      '/api/auth/password-reset/complete',
      { token: realToken, password: 'owner-chose-this', confirmPassword: 'owner-chose-this' },
      { from: '203.0.113.9' },
    );
    expect(owner.statusCode).toBe(200);
  });
});

describe('guessing the code that adds a number to an account', () => {
  it('uses the code up after 5 wrong tries, so the right one no longer adds the number', async () => {
    const customer = await seedCustomer(t, { email: 'adder@example.com', phones: ['5145550100'] });
    const session = await signIn(t, customer);
    const phone = '4385550188';
    const sent = await post('/api/auth/phone/add/request-code', { phone }, { session });
    expect(sent.statusCode).toBe(200);
    const code = await latestSmsCode(t.app, phone);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const answers: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const res = await post('/api/auth/phone/add/verify', { phone, code: wrongCode }, { session });
      answers.push(res.json<{ error: { code: string } }>().error.code);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('CODE_INCORRECT'));
    expect(answers[4]).toBe('CODE_ATTEMPTS_EXCEEDED');

    const right = await post('/api/auth/phone/add/verify', { phone, code }, { session });
    expect(right.json().error.code).toBe('CODE_ATTEMPTS_EXCEEDED');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(me.json().customer.phoneNumbers).toEqual(['5145550100']);
  });
});

describe('a forged X-Forwarded-For header', () => {
  it('does not give a guesser a fresh address when the app is not behind a proxy', async () => {
    expect(t.config.trustProxy).toBe(false);
    await seedCustomer(t, { email: 'victim@example.com', phones: ['5145550100'] });
    const guess = (forwardedFor: string, phone = '5145550100') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/phone/verify',
        remoteAddress: guesser,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { phone, code: '000000' },
      });
    // 30 wrong codes a quarter hour per address, each claiming to come from somewhere else,
    // spread over four numbers so that none reaches its own daily limit (10).
    const numbers = ['5145550100', '4385550101', '6135550102', '4165550103'];
    for (let n = 0; n < 30; n += 1) {
      const res = await guess(`203.0.113.${n + 1}`, numbers[n % numbers.length]);
      expect(res.json().error.code, `guess ${n}`).toBe('CODE_INCORRECT');
    }
    const blocked = await guess('203.0.113.250');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });
});

describe('a forged X-Forwarded-For header behind a trusted proxy', () => {
  // The load balancer in front of the app, and the client guessing passwords through it.
  const balancer = '10.0.0.2';
  const tooManySignIns = {
    error: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: copy.auth.signIn.tooManyAttempts },
  };

  /** A sign-in through the balancer: the client's own header, then the address the balancer saw. */
  const signInThroughTheBalancer = (client: string, n: number, forged: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: balancer,
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
      // A new address each time: only the per-address limit counts these.
      payload: { email: `nobody-${n}@example.com`, password: 'wrong-password-1' },
    });

  it.each([
    ['a count of proxies', '1'],
    ["the proxies' addresses", '10.0.0.0/8'],
  ])(
    'counts the address the proxy saw, so 20 failed sign-ins stop the client (TRUST_PROXY as %s)',
    async (_, trustProxy) => {
      await t.close();
      t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
      for (let n = 0; n < 20; n += 1) {
        const res = await signInThroughTheBalancer(guesser, n, `203.0.113.${n + 1}`);
        expect(res.json().error.code, `attempt ${n}`).toBe('WRONG_CREDENTIALS');
      }
      const blocked = await signInThroughTheBalancer(guesser, 20, '203.0.113.250');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(tooManySignIns);

      // Another client behind the same balancer is not held back: the limit is the guesser's,
      // not the balancer's.
      const neighbour = await signInThroughTheBalancer('198.51.100.77', 21, guesser);
      expect(neighbour.json().error.code).toBe('WRONG_CREDENTIALS');
    },
  );

  it('counts a client that reaches the app directly by its own address, whatever it writes', async () => {
    await t.close();
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    for (let n = 0; n < 20; n += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: guesser,
        headers: { 'x-forwarded-for': `203.0.113.${n + 1}` },
        payload: { email: `nobody-${n}@example.com`, password: 'wrong-password-1' },
      });
      expect(res.json().error.code, `attempt ${n}`).toBe('WRONG_CREDENTIALS');
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: guesser,
      headers: { 'x-forwarded-for': '203.0.113.250' },
      payload: { email: 'nobody-20@example.com', password: 'wrong-password-1' },
    });
    expect(blocked.json()).toEqual(tooManySignIns);
  });
});
