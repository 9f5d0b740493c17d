// One texted code is compared at most 5 times, even when tries are sent together: a right code
// whose check read the code while tries were left, but went on only after the fifth wrong try
// had landed, is refused. Each try is counted before its code is compared. The read is held here,
// so the race is not left to timing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import { seedCustomer, sessionCookieOf } from '#tests/support/auth.ts';
import { phoneCodeRules } from './limits.ts';

const codeReads = vi.hoisted(() => {
  let held: { signalRead: () => void; released: Promise<void> } | null = null;
  return {
    /** The next read of a live code keeps its row until `release()`; `read` says it was made. */
    holdNext() {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let signalRead = () => {};
      const read = new Promise<void>((resolve) => (signalRead = resolve));
      held = { signalRead, released };
      return { read, release };
    },
    async afterRead() {
      const current = held;
      if (!current) return;
      held = null;
      current.signalRead();
      await current.released;
    },
  };
});

vi.mock(import('./repo.ts'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    findLiveCode: async (...args: Parameters<typeof original.findLiveCode>) => {
      const row = await original.findLiveCode(...args);
      await codeReads.afterRead();
      return row;
    },
  };
});

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const phone = '5145550100';
const verify = (code: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone/verify',
    payload: { phone, code },
    remoteAddress,
  });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/phone/verify, tries sent together', () => {
  it('refuses the right code once five wrong tries landed while it was being checked', async () => {
    await seedCustomer(t, { email: 'owner@example.com', phones: [phone] });
    await t.app.inject({ method: 'POST', url: '/api/auth/phone/request-code', payload: { phone } });
    const code = await latestSmsCode(t.app, phone);

    const hold = codeReads.holdNext();
    const rightTry = verify(code, '203.0.113.40');
    await hold.read;
    const wrongAnswers = [];
    for (let n = 0; n < phoneCodeRules.maxTries; n += 1) {
      wrongAnswers.push((await verify(wrong(code), '198.51.100.66')).json().error.code);
    }
    expect(wrongAnswers).toEqual([
      ...Array<string>(phoneCodeRules.maxTries - 1).fill('CODE_INCORRECT'),
      'CODE_ATTEMPTS_EXCEEDED',
    ]);
    hold.release();

    const res = await rightTry;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'CODE_ATTEMPTS_EXCEEDED', message: copy.auth.otp.attemptsExceeded },
    });
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});
