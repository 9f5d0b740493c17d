import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailSender } from '#server/providers/email/port.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import { createTestApp, readOutbox, type TestApp } from '#tests/support/test-app.ts';
import { createOutboxService, type OutgoingMessage } from './service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

/** Fails the first send with a passing SMTP error, then accepts. */
function flakyEmail() {
  let calls = 0;
  const sender: EmailSender = {
    mode: 'simulated',
    async send() {
      calls += 1;
      if (calls === 1) throw new ProviderError('smtp', 'SMTP 421: busy', { retryable: true });
      return { providerMessageId: `sim-email-${calls}` };
    },
    async close() {},
  };
  return { sender, calls: () => calls };
}

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
}

describe('background delivery (buildApp with backgroundWork)', () => {
  it('retries due emails every 30 seconds and stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const email = flakyEmail();
    t = await createTestApp({ backgroundWork: true, providers: { email: email.sender } });
    const outbox = createOutboxService({
      database: t.database,
      clock: t.clock,
      providers: t.providers,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const welcome: OutgoingMessage = {
      channel: 'email',
      to: 'marie@example.com',
      subject: 'Hi',
      text: 'Hello',
      customerId: null,
    };
    expect(await outbox.send(welcome)).toBe('retrying');
    expect(await readOutbox(t.app)).toHaveLength(0);

    t.clock.advance(60_000);
    vi.advanceTimersByTime(29_999);
    expect(email.calls()).toBe(1);
    vi.advanceTimersByTime(1);
    const { app } = t;
    await eventually(async () => (await readOutbox(app)).length === 1);
    expect(email.calls()).toBe(2);

    // This retry, the phone line's call sweeper, the availability notices' sweep and the
    // scheduler, all stopped with the app.
    expect(vi.getTimerCount()).toBe(4);
    await t.app.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs nothing in the background unless asked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp();
    expect(vi.getTimerCount()).toBe(0);
  });
});
