import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock, type FakeClock } from '#tests/support/fake-clock.ts';
import type { Database } from '#server/db/database.ts';
import type { EmailMessage, EmailSender } from '#server/providers/email/port.ts';
import { createSimulatedEmailSender } from '#server/providers/email/simulated-email-sender.ts';
import { createSimulatedProviders, type Providers } from '#server/providers/index.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import type { SmsMessage, SmsSender } from '#server/providers/sms/port.ts';
import { createSimulatedSmsSender } from '#server/providers/sms/simulated-sms-sender.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { attemptLeaseMs, createOutboxService, type OutgoingMessage } from './service.ts';
import * as repo from './repo.ts';

const minute = 60_000;
const welcome = {
  channel: 'email',
  to: 'marie@example.com',
  subject: 'Welcome',
  text: 'Confirm: http://localhost:3000/confirm-email?token=abc',
  customerId: null,
} satisfies OutgoingMessage;
const code: OutgoingMessage = {
  channel: 'sms',
  to: '5145550100',
  text: 'Your code is 123456',
  customerId: null,
};

type Outcome = 'ok' | 'retryable' | 'permanent';

/** An email sender that answers as scripted (then 'ok'), optionally slowly, recording each send. */
function scriptedEmail(script: Outcome[] = [], options: { delayMs?: number } = {}) {
  const sent: EmailMessage[] = [];
  let calls = 0;
  const sender: EmailSender = {
    mode: 'simulated',
    async send(message) {
      calls += 1;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const outcome = script.shift() ?? 'ok';
      if (outcome !== 'ok') {
        throw new ProviderError('smtp', `SMTP ${outcome === 'retryable' ? 451 : 550}: no`, {
          retryable: outcome === 'retryable',
        });
      }
      sent.push(message);
      return { providerMessageId: `email-${sent.length}` };
    },
    async close() {},
  };
  return { sender, sent, calls: () => calls };
}

function scriptedSms(script: Outcome[] = []) {
  const sent: SmsMessage[] = [];
  let calls = 0;
  const sender: SmsSender = {
    mode: 'simulated',
    async send(message) {
      calls += 1;
      const outcome = script.shift() ?? 'ok';
      if (outcome !== 'ok') {
        throw new ProviderError('twilio', 'Twilio 20500: Internal Server Error', {
          retryable: outcome === 'retryable',
        });
      }
      sent.push(message);
      return { providerMessageId: `SM${sent.length}` };
    },
  };
  return { sender, sent, calls: () => calls };
}

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };

let database: Database;
let clock: FakeClock;
beforeEach(async () => {
  database = await createTestDatabase();
  clock = createFakeClock('2026-11-21T15:00:00.000Z');
});
afterEach(async () => {
  await database.close();
});

function outboxWith(providers: Partial<Providers> = {}) {
  return createOutboxService({
    database,
    clock,
    providers: { ...createSimulatedProviders(), ...providers },
    logger: silentLogger,
  });
}

const row = async (id: string) => {
  const found = await repo.findMessage(database.kysely, id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};
const countRows = async () =>
  (await database.kysely.selectFrom('outboxMessages').select('id').execute()).length;
const at = (milliseconds: number) =>
  new Date(Date.parse('2026-11-21T15:00:00.000Z') + milliseconds).toISOString();

describe('enqueue', () => {
  it("writes the message in the caller's transaction: a rollback leaves nothing", async () => {
    const outbox = outboxWith();
    await expect(
      database.kysely.transaction().execute(async (trx) => {
        await outbox.enqueue(trx, welcome);
        expect(await trx.selectFrom('outboxMessages').select('id').execute()).toHaveLength(1);
        throw new Error('the sign-up failed after all');
      }),
    ).rejects.toThrow('the sign-up failed after all');
    expect(await countRows()).toBe(0);
  });

  it('records an unsent message due now, an SMS recipient as its 10 digits', async () => {
    const outbox = outboxWith();
    const id = await outbox.enqueue(database.kysely, { ...code, to: '+1 (514) 555-0100' });
    expect(await row(id)).toMatchObject({
      channel: 'sms',
      recipient: '5145550100',
      subject: null,
      html: null,
      createdAt: at(0),
      sentAt: null,
      attempts: 0,
      nextAttemptAt: at(0),
    });
  });

  it('refuses an SMS to something that is not a phone number', async () => {
    const outbox = outboxWith();
    await expect(outbox.enqueue(database.kysely, { ...code, to: '12345' })).rejects.toThrow();
  });
});

describe('deliver', () => {
  it('sends an email and records it as sent, once', async () => {
    const email = scriptedEmail();
    const outbox = outboxWith({ email: email.sender });
    const id = await outbox.enqueue(database.kysely, { ...welcome, html: '<p>Hi</p>' });
    clock.advance(1_000);

    expect(await outbox.deliver(id)).toBe('sent');
    expect(email.sent).toEqual([
      { to: welcome.to, subject: 'Welcome', text: welcome.text, html: '<p>Hi</p>' },
    ]);
    expect(await row(id)).toMatchObject({
      sentAt: at(1_000),
      providerMessageId: 'email-1',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
    });
    // Delivering again sends nothing more.
    expect(await outbox.deliver(id)).toBe('sent');
    expect(email.calls()).toBe(1);
  });

  it('sends an SMS to the E.164 form of the number', async () => {
    const sms = scriptedSms();
    const outbox = outboxWith({ sms: sms.sender });
    expect(await outbox.send(code)).toBe('sent');
    expect(sms.sent).toEqual([{ to: '+15145550100', text: 'Your code is 123456' }]);
  });

  it('sends a fresh message once when delivered twice at the same time', async () => {
    const email = scriptedEmail([], { delayMs: 30 });
    const outbox = outboxWith({ email: email.sender });
    const id = await outbox.enqueue(database.kysely, welcome);
    const outcomes = await Promise.all([outbox.deliver(id), outbox.deliver(id)]);
    expect(email.calls()).toBe(1);
    // The one that lost sees the message in flight; it is not "failed".
    expect(outcomes.sort()).toEqual(['retrying', 'sent']);
    expect((await row(id)).attempts).toBe(1);
  });

  it('throws for an id that does not exist (delivering before the commit is a bug)', async () => {
    await expect(outboxWith().deliver('no-such-id')).rejects.toThrow();
  });
});

describe('retrying emails', () => {
  it('schedules a retry after a passing failure, and the sweeper sends it when it is due', async () => {
    const email = scriptedEmail(['retryable']);
    const outbox = outboxWith({ email: email.sender });
    const id = await outbox.enqueue(database.kysely, welcome);

    expect(await outbox.deliver(id)).toBe('retrying');
    expect(await row(id)).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: 'SMTP 451: no',
      nextAttemptAt: at(1 * minute),
    });

    // Not due yet: neither the sweeper nor deliver() touch it.
    clock.advance(59_999);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await outbox.deliver(id)).toBe('retrying');
    expect(email.calls()).toBe(1);

    clock.advance(1);
    expect(await outbox.deliverDue()).toBe(1);
    expect(email.sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ sentAt: at(minute), attempts: 2, nextAttemptAt: null });
    expect(await outbox.deliverDue()).toBe(0);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, then gives up after the 5th attempt', async () => {
    const email = scriptedEmail(Array<Outcome>(10).fill('retryable'));
    const outbox = outboxWith({ email: email.sender });
    const id = await outbox.enqueue(database.kysely, welcome);

    expect(await outbox.deliver(id)).toBe('retrying');
    let elapsed = 0;
    for (const delay of [1 * minute, 5 * minute, 30 * minute, 120 * minute]) {
      expect((await row(id)).nextAttemptAt).toBe(at(elapsed + delay));
      clock.advance(delay);
      elapsed += delay;
      expect(await outbox.deliverDue()).toBe(1);
    }
    expect(await row(id)).toMatchObject({ attempts: 5, sentAt: null, nextAttemptAt: null });
    expect(await outbox.deliver(id)).toBe('failed');

    clock.advance(24 * 60 * minute);
    expect(await outbox.deliverDue()).toBe(0);
    expect(email.calls()).toBe(5);
  });

  it('does not retry an email refused for good', async () => {
    const email = scriptedEmail(['permanent']);
    const outbox = outboxWith({ email: email.sender });
    expect(await outbox.send(welcome)).toBe('failed');
    clock.advance(60 * minute);
    expect(await outbox.deliverDue()).toBe(0);
    expect(email.calls()).toBe(1);
  });

  it('sends a message once when two instances sweep at the same time', async () => {
    const email = scriptedEmail(['retryable', 'retryable', 'retryable'], { delayMs: 20 });
    const instanceA = outboxWith({ email: email.sender });
    const instanceB = outboxWith({ email: email.sender });
    const ids = [];
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const id = await instanceA.enqueue(database.kysely, { ...welcome, to });
      expect(await instanceA.deliver(id)).toBe('retrying');
      ids.push(id);
    }
    clock.advance(minute);

    const attempted = await Promise.all([instanceA.deliverDue(), instanceB.deliverDue()]);
    expect(attempted[0] + attempted[1]).toBe(3);
    expect(email.sent.map((message) => message.to).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    for (const id of ids) expect(await row(id)).toMatchObject({ attempts: 2, nextAttemptAt: null });
  });

  it('retries an attempt whose instance died mid-send once its lease has run out', async () => {
    const email = scriptedEmail();
    const outbox = outboxWith({ email: email.sender });
    const id = await outbox.enqueue(database.kysely, welcome);
    // Another instance claims the message, then dies before recording anything.
    expect(
      await repo.claimAttempt(database.kysely, {
        id,
        expectedNextAttemptAt: at(0),
        leaseUntil: at(attemptLeaseMs),
      }),
    ).toBe(true);

    expect(await outbox.deliver(id)).toBe('retrying');
    clock.advance(attemptLeaseMs - 1);
    expect(await outbox.deliverDue()).toBe(0);
    clock.advance(1);
    expect(await outbox.deliverDue()).toBe(1);
    expect(email.sent).toHaveLength(1);
    expect((await row(id)).attempts).toBe(2);
  });
});

describe('SMS are never retried', () => {
  it('marks an SMS that failed, even for a passing reason, as failed for good', async () => {
    const sms = scriptedSms(['retryable']);
    const outbox = outboxWith({ sms: sms.sender });
    const id = await outbox.enqueue(database.kysely, code);
    expect(await outbox.deliver(id)).toBe('failed');
    expect(await row(id)).toMatchObject({
      sentAt: null,
      attempts: 1,
      nextAttemptAt: null,
      lastError: 'Twilio 20500: Internal Server Error',
    });
    clock.advance(60 * minute);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await outbox.deliver(id)).toBe('failed');
    expect(sms.calls()).toBe(1);
  });

  it("records Twilio's refusal of a magic number (simulated)", async () => {
    const outbox = outboxWith({ sms: createSimulatedSmsSender() });
    const id = await outbox.enqueue(database.kysely, { ...code, to: '5005550001' });
    expect(await outbox.deliver(id)).toBe('failed');
    expect((await row(id)).lastError).toContain('21211');
  });
});

describe('listSimulated (the dev outbox)', () => {
  it('lists sent messages of the simulated channels, newest first', async () => {
    const outbox = outboxWith({
      email: createSimulatedEmailSender(),
      sms: createSimulatedSmsSender(),
    });
    await outbox.send(welcome);
    clock.advance(1_000);
    await outbox.send(code);
    await outbox.send({ ...code, text: 'Your code is 654321' });
    // Refused messages never reached anyone: not listed.
    await outbox.send({ ...welcome, to: 'ghost@nowhere.invalid' });

    const messages = await outbox.listSimulated();
    expect(messages.map((message) => message.text)).toEqual([
      'Your code is 654321',
      'Your code is 123456',
      welcome.text,
    ]);
    expect(messages[2]).toEqual({
      id: expect.any(String),
      channel: 'email',
      to: 'marie@example.com',
      subject: 'Welcome',
      text: welcome.text,
      createdAt: at(0),
    });
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '5145550100', subject: null });
    expect(await outbox.listSimulated({ limit: 1 })).toHaveLength(1);
  });

  it('leaves out the channels that go through a real provider', async () => {
    const realEmail: EmailSender = { ...scriptedEmail().sender, mode: 'smtp' };
    const outbox = outboxWith({ email: realEmail });
    await outbox.send(welcome);
    await outbox.send(code);
    expect(outbox.simulatedChannels()).toEqual(['sms']);
    expect((await outbox.listSimulated()).map((message) => message.channel)).toEqual(['sms']);
  });
});
