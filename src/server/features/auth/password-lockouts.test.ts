// Increasing delays after wrong passwords on one email (docs/decisions/029): the fifth wrong
// password locks the email for a minute, each further one (tried once the lock is over) twice as
// long, up to an hour; the owner hears of it once per streak, in their language; an email with
// no account gets exactly the same answers; a right password, a password reset or a quiet day
// ends the streak.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { eventually, outboxRowsTo, seedCustomer } from '#tests/support/auth.ts';
import { passwordLockMs, passwordLockoutRules } from './limits.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const MINUTE_MS = 60_000;
const lockFirst = passwordLockoutRules.failuresBeforeLock;

function signIn(email: string, password: string, remoteAddress = '198.51.100.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress,
  });
}

/** `count` wrong passwords, each from its own address (the address limit stays out of it). */
async function wrongPasswords(email: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const res = await signIn(email, `wrong-${i}`, `203.0.113.${i + 1}`);
    expect(res.statusCode, `wrong password ${i + 1}`).toBe(401);
  }
}

const locked = (minutes: number) => ({
  error: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: copy.auth.signIn.passwordLocked(minutes) },
});

const warnings = async (email: string) =>
  (await outboxRowsTo(t, email)).filter(
    (row) => row.subject === messageCopyFor('en').passwordLockedEmail.subject(t.config.brandName),
  );

describe('wrong passwords on one email', () => {
  it('lock it for 1 minute after 5, then 2, 4, 8… minutes after each further one, up to an hour', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    await wrongPasswords(ann.email, lockFirst);

    const expected = [1, 2, 4, 8, 16, 32, 60, 60];
    for (const [index, minutes] of expected.entries()) {
      expect(passwordLockMs(lockFirst + index)).toBe(minutes * MINUTE_MS);
      // Even the right password is refused while the lock lasts, with the wait in words.
      const refused = await signIn(ann.email, ann.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(locked(minutes));
      expect(refused.headers['retry-after']).toBe(String(minutes * 60));
      expect(refused.headers['set-cookie']).toBeUndefined();

      t.clock.advance(minutes * MINUTE_MS - 1000);
      expect((await signIn(ann.email, ann.password)).json()).toEqual(locked(1));
      t.clock.advance(1000);
      // One try once the lock is over; wrong, it locks again, twice as long.
      expect((await signIn(ann.email, `still-wrong-${index}`)).statusCode).toBe(401);
    }
    t.clock.advance(60 * MINUTE_MS);
    expect((await signIn(ann.email, ann.password)).statusCode).toBe(200);
  });

  it('email the owner at the first lock of a streak only, in their language, suggesting a reset', async () => {
    const marie = await seedCustomer(t, {
      email: 'marie@example.com',
      name: 'Marie',
      language: 'fr-CA',
    });
    await wrongPasswords(marie.email, lockFirst - 1);
    expect(await outboxRowsTo(t, marie.email)).toEqual([]);

    await wrongPasswords(marie.email, 1);
    const french = messageCopyFor('fr-CA').passwordLockedEmail;
    const [warning] = await eventually(async () => {
      const rows = await outboxRowsTo(t, marie.email);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(warning).toMatchObject({
      channel: 'email',
      subject: french.subject(t.config.brandName),
      text: french.text(t.config.brandName, 'Marie', 'http://localhost:3000/login?forgot=1', {
        supportEmail: t.config.supportEmail,
        address: t.config.business.address,
      }),
    });

    // The next locks of the streak send nothing more: no email bombing.
    for (let lock = 0; lock < 4; lock += 1) {
      t.clock.advance(passwordLockoutRules.longestLockMs);
      await wrongPasswords(marie.email, 1);
    }
    expect(await outboxRowsTo(t, marie.email)).toHaveLength(1);

    // A right password ends the streak; the first lock of the next one is told again.
    t.clock.advance(passwordLockoutRules.longestLockMs);
    expect((await signIn(marie.email, marie.password)).statusCode).toBe(200);
    await wrongPasswords(marie.email, lockFirst);
    await eventually(async () => expect(await outboxRowsTo(t, marie.email)).toHaveLength(2));
  });

  it('answer an email with no account exactly as one with an account, and email nobody', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const answersFor = async (email: string) => {
      const answers: unknown[] = [];
      for (let i = 0; i < lockFirst + 1; i += 1) {
        const res = await signIn(email, `wrong-${i}`, `203.0.113.${i + 1}`);
        answers.push([res.statusCode, res.json(), res.headers['retry-after'] ?? null]);
      }
      return answers;
    };
    const known = await answersFor(ann.email);
    const unknown = await answersFor('nobody@example.com');
    expect(unknown).toEqual(known);
    expect(unknown.at(-1)).toEqual([429, locked(1), '60']);
    await eventually(async () => expect(await warnings(ann.email)).toHaveLength(1));
    expect(await outboxRowsTo(t, 'nobody@example.com')).toEqual([]);
  });

  it('do not email an account that was deleted', async () => {
    const gone = await seedCustomer(t, { email: 'gone@example.com', deleted: true });
    await wrongPasswords(gone.email, lockFirst);
    expect((await signIn(gone.email, 'wrong-again')).json()).toEqual(locked(1));
    expect(await outboxRowsTo(t, gone.email)).toEqual([]);
  });

  it('are forgotten after a day without an attempt', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    await wrongPasswords(ann.email, lockFirst - 1);
    t.clock.advance(passwordLockoutRules.streakForgottenAfterMs);
    // A new streak: four more wrong passwords lock nothing.
    await wrongPasswords(ann.email, lockFirst - 1);
    expect((await signIn(ann.email, ann.password)).statusCode).toBe(200);
  });

  it('stop counting at a password reset, which also lifts the lock', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    await wrongPasswords(ann.email, lockFirst);
    expect((await signIn(ann.email, ann.password)).statusCode).toBe(429);

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: ann.email },
    });
    expect(requested.statusCode).toBe(202);
    // The reset link's token, wherever the link carries it.
    const token = await eventually(async () => {
      const rows = await outboxRowsTo(t, ann.email);
      const found = rows
        .map((row) => /reset-password\S*token=([A-Za-z0-9_.-]+)/.exec(row.text)?.[1])
        .find((value) => value !== undefined);
      if (found === undefined) throw new Error('no reset link yet');
      return found;
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, password: 'a-brand-new-secret', confirmPassword: 'a-brand-new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(ann.email, 'a-brand-new-secret')).statusCode).toBe(200);
  });
});
