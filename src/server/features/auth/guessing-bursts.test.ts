// Guesses sent all at once (docs/security.md: brute force and code guessing hit their
// limits; docs/decisions/029: budgets per email and per number). Each limit on failures counts an
// attempt before checking it, so requests sent together cannot all pass one reading of the count:
// exactly as many are checked as the limit allows and the rest are refused. The race shows on
// PostgreSQL (the `postgres` test project), where the requests' queries really run side by side,
// and for sign-ins on SQLite too, where each request waits for its password hash off the main
// thread.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import { seedCustomer, SESSION_COOKIE, signIn } from '#tests/support/auth.ts';
import { limits, passwordLockoutRules, phoneCodeRules } from './limits.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const guesser = '198.51.100.66';
const signInRefusal = {
  error: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: copy.auth.signIn.tooManyAttempts },
};
/** The email's lock after its first streak of wrong passwords: a minute. */
const lockRefusal = {
  error: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: copy.auth.signIn.passwordLocked(1) },
};
const phoneLockRefusal = {
  error: { code: 'PHONE_CODES_LOCKED', message: copy.auth.otp.phoneLocked },
};
const requestRefusal = {
  error: { code: 'TOO_MANY_REQUESTS', message: copy.errors.tooManyRequests },
};

function post(url: string, payload: object, options: { from?: string; session?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    payload,
    ...(options.from ? { remoteAddress: options.from } : {}),
    ...(options.session ? { cookies: { [SESSION_COOKIE]: options.session } } : {}),
  });
}

/** `count` requests started together. */
const burst = (count: number, send: (n: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, n) => send(n)));

/** How many answers had each status and error code, e.g. { '401 WRONG_CREDENTIALS': 5 }. */
function tally(answers: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const outcome = `${res.statusCode} ${res.json<{ error?: { code: string } }>().error?.code}`;
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/** Every refusal of a burst is the limit's own answer, with a Retry-After. */
function expectRefusals(answers: LightMyRequestResponse[], refusal: object) {
  for (const res of answers.filter((answer) => answer.statusCode === 429)) {
    expect(res.json()).toEqual(refusal);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
}

// Each sign-in hashes a password: a burst of them takes a few seconds on a busy machine.
describe('simultaneous wrong passwords', { timeout: 30_000 }, () => {
  const perEmail = passwordLockoutRules.failuresBeforeLock;
  const perAddress = limits.signInFailuresPerAddress.limit;
  const streakOf = (email: string) =>
    t.database.kysely
      .selectFrom('passwordLockouts')
      .select('failures')
      .where('email', '=', email)
      .execute();

  it('checks exactly 5 of 20 sent at once for one email, from 20 addresses; the rest are refused', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const answers = await burst(20, (n) =>
      post('sign-in', { email: ann.email, password: `guess-${n}` }, { from: `203.0.113.${n + 1}` }),
    );
    expect(tally(answers)).toEqual({
      '401 WRONG_CREDENTIALS': perEmail,
      '429 TOO_MANY_SIGN_IN_ATTEMPTS': 20 - perEmail,
    });
    expectRefusals(answers, lockRefusal);
    // The five failures lock the email, even for the right password; the refusals added nothing.
    const blocked = await post('sign-in', { email: ann.email, password: ann.password });
    expect(blocked.json()).toEqual(lockRefusal);
    expect(await streakOf(ann.email)).toEqual([{ failures: perEmail }]);
  });

  it('checks exactly one of 10 sent at once when the lock is over, then locks twice as long', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    for (let n = 0; n < perEmail; n += 1) {
      await post('sign-in', { email: ann.email, password: `guess-${n}` });
    }
    t.clock.advance(passwordLockoutRules.firstLockMs);
    const answers = await burst(10, (n) =>
      post('sign-in', { email: ann.email, password: `again-${n}` }, { from: `203.0.113.${n + 1}` }),
    );
    expect(tally(answers)).toEqual({
      '401 WRONG_CREDENTIALS': 1,
      '429 TOO_MANY_SIGN_IN_ATTEMPTS': 9,
    });
    expectRefusals(answers, {
      error: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: copy.auth.signIn.passwordLocked(2) },
    });
    expect(await streakOf(ann.email)).toEqual([{ failures: perEmail + 1 }]);
  });

  it('counts wrong passwords sent at once to confirm a session in the same streak', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const session = await signIn(t, ann);
    const answers = await burst(12, (n) =>
      post('reauthenticate', { password: `guess-${n}` }, { session, from: `203.0.113.${n + 1}` }),
    );
    expect(tally(answers)).toEqual({
      '401 WRONG_CREDENTIALS': perEmail,
      '429 TOO_MANY_SIGN_IN_ATTEMPTS': 12 - perEmail,
    });
    expectRefusals(answers, lockRefusal);
  });

  it('checks exactly 20 of 30 sent at once from one address, across emails', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const answers = await burst(30, (n) =>
      post(
        'sign-in',
        { email: `guess${n}@example.com`, password: 'guessed-pass' },
        { from: guesser },
      ),
    );
    expect(tally(answers)).toEqual({
      '401 WRONG_CREDENTIALS': perAddress,
      '429 TOO_MANY_SIGN_IN_ATTEMPTS': 30 - perAddress,
    });
    expectRefusals(answers, signInRefusal);
    const blocked = await post(
      'sign-in',
      { email: ann.email, password: ann.password },
      { from: guesser },
    );
    expect(blocked.json()).toEqual(signInRefusal);
    const elsewhere = await post('sign-in', { email: ann.email, password: ann.password });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('simultaneous wrong codes', () => {
  const perAddress = limits.wrongCodesPerAddress.limit;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const perPhone = limits.wrongCodesPerPhonePerDay.limit;

  it('checks exactly 30 sign-in codes of 40 sent at once from one address; the rest are refused', async () => {
    await seedCustomer(t, { email: 'owner@example.com', phones: ['5145550100'] });
    // Eight numbers, five guesses each: no number reaches its own limit.
    const answers = await burst(40, (n) =>
      post('phone/verify', { phone: `51455501${10 + (n % 8)}`, code: '000000' }, { from: guesser }),
    );
    expect(tally(answers)).toEqual({
      '400 CODE_INCORRECT': perAddress,
      '429 TOO_MANY_REQUESTS': 40 - perAddress,
    });
    expectRefusals(answers, requestRefusal);
  });

  it('checks exactly 10 sign-in codes of 20 sent at once for one number, from 20 addresses', async () => {
    await seedCustomer(t, { email: 'owner@example.com', phones: ['5145550100'] });
    const answers = await burst(20, (n) =>
      post('phone/verify', { phone: '5145550100', code: '000000' }, { from: `203.0.113.${n + 1}` }),
    );
    expect(tally(answers)).toEqual({
      '400 CODE_INCORRECT': perPhone,
      '429 PHONE_CODES_LOCKED': 20 - perPhone,
    });
    expectRefusals(answers, phoneLockRefusal);
  });

  it('checks exactly 10 add-a-number codes of 40 sent at once for one number, and one code at most 5 times', async () => {
    const customer = await seedCustomer(t, { email: 'adder@example.com' });
    const session = await signIn(t, customer);
    const phone = '4385550188';
    expect((await post('phone/add/request-code', { phone }, { session })).statusCode).toBe(200);
    const code = await latestSmsCode(t.app, phone);

    const answers = await burst(40, () =>
      post('phone/add/verify', { phone, code: wrong(code) }, { session, from: guesser }),
    );
    expect(tally(answers)).toEqual({
      // The fifth wrong try uses the code up; every later one is told so.
      '400 CODE_INCORRECT': phoneCodeRules.maxTries - 1,
      '400 CODE_ATTEMPTS_EXCEEDED': perPhone - (phoneCodeRules.maxTries - 1),
      '429 PHONE_CODES_LOCKED': 40 - perPhone,
    });
    expectRefusals(answers, phoneLockRefusal);
  });
});

describe('simultaneous guesses of an emailed link', () => {
  it('checks exactly 30 of 40 sent at once from one address; the rest are refused', async () => {
    const perAddress = limits.linksPerAddress.limit;
    const answers = await burst(40, (n) =>
      post(
        'confirm-email',
        { token: `${String(n).padStart(4, '0')}${'A'.repeat(39)}` },
        { from: guesser },
      ),
    );
    expect(tally(answers)).toEqual({
      '400 CONFIRMATION_LINK_INVALID': perAddress,
      '429 TOO_MANY_REQUESTS': 40 - perAddress,
    });
    expectRefusals(answers, requestRefusal);
  });
});
