import { afterEach, describe, expect, it } from 'vitest';
import { DevOutboxResponseSchema } from '#shared/api/dev-outbox.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { createSmtpEmailSender } from '#server/providers/email/smtp-email-sender.ts';
import {
  createTestApp,
  latestEmailLink,
  latestSmsCode,
  readOutbox,
  type TestApp,
} from '#tests/support/test-app.ts';
import { createOutboxService, type OutgoingMessage } from './service.ts';

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
const confirmLink = 'http://localhost:3000/confirm-email?token=q1w2e3r4t5y6u7i8o9p0&next=%2F';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Sends messages the way a feature does, through an outbox on the app's database. */
async function send(app: TestApp, ...messages: OutgoingMessage[]) {
  const outbox = createOutboxService({
    database: app.database,
    clock: app.clock,
    providers: app.providers,
    logger: silentLogger,
  });
  for (const message of messages) {
    await outbox.send(message);
    app.clock.advance(1_000);
  }
}

const welcomeEmail: OutgoingMessage = {
  channel: 'email',
  to: 'Marie@Example.com',
  subject: 'Confirm your email',
  text: `Hello <script>alert("x")</script> & welcome.\nConfirm here: ${confirmLink}.\n`,
  customerId: null,
};
const codeSms: OutgoingMessage = {
  channel: 'sms',
  to: '5145550100',
  text: 'Lumina Psychics: your code is 246810',
  customerId: null,
};

describe('GET /api/dev/outbox', () => {
  it('lists the simulated messages newest first, as docs/contracts.md says', async () => {
    t = await createTestApp();
    await send(t, welcomeEmail, codeSms);

    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = DevOutboxResponseSchema.parse(res.json());
    expect(Object.keys(res.json().messages[0]).sort()).toEqual(
      ['channel', 'createdAt', 'id', 'subject', 'text', 'to'].sort(),
    );
    expect(body.messages).toEqual([
      {
        id: expect.any(String),
        channel: 'sms',
        to: '5145550100',
        subject: null,
        text: 'Lumina Psychics: your code is 246810',
        createdAt: '2026-11-21T15:00:01.000Z',
      },
      {
        id: expect.any(String),
        channel: 'email',
        to: 'Marie@Example.com',
        subject: 'Confirm your email',
        text: welcomeEmail.text,
        createdAt: '2026-11-21T15:00:00.000Z',
      },
    ]);
  });

  it('lets tests read the latest code and link of a recipient', async () => {
    t = await createTestApp();
    await send(t, codeSms, welcomeEmail, { ...codeSms, text: 'Your new code is 135790' });

    expect(await readOutbox(t.app)).toHaveLength(3);
    expect(await latestSmsCode(t.app, '(514) 555-0100')).toBe('135790');
    expect(await latestSmsCode(t.app, '+15145550100')).toBe('135790');
    await expect(latestSmsCode(t.app, '4385550199')).rejects.toThrow(/no SMS code/);
    const link = await latestEmailLink(t.app, 'marie@example.com', '/confirm-email');
    expect(link.href).toBe(confirmLink);
    expect(link.searchParams.get('token')).toBe('q1w2e3r4t5y6u7i8o9p0');
  });

  it('lists only the channels whose provider is simulated', async () => {
    t = await createTestApp({
      providers: {
        email: createSmtpEmailSender({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.example' }),
      },
    });
    const outbox = createOutboxService({
      database: t.database,
      clock: t.clock,
      providers: t.providers,
      logger: silentLogger,
    });
    await outbox.send(codeSms);
    // Recorded as sent through the real provider: not for the dev outbox.
    const id = await outbox.enqueue(t.database.kysely, welcomeEmail);
    await t.database.kysely
      .updateTable('outboxMessages')
      .set({ sentAt: '2026-11-21T15:00:00.000Z', nextAttemptAt: null })
      .where('id', '=', id)
      .execute();

    expect((await readOutbox(t.app)).map((message) => message.channel)).toEqual(['sms']);
  });
});

describe('GET /dev/outbox', () => {
  it('shows the same messages as a page: escaped, newest first, links and codes standing out', async () => {
    t = await createTestApp();
    await send(t, welcomeEmail, codeSms);

    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<h1>Dev outbox</h1>');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    // Nothing from a message reaches the page unescaped.
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welcome.',
    );
    // The link is clickable, whole, without the sentence's full stop.
    const escapedLink = confirmLink.replace(/&/g, '&amp;');
    expect(html).toContain(`<a href="${escapedLink}">${escapedLink}</a>.`);
    // The code is shown on its own, and the SMS comes first.
    expect(html).toContain('<strong>246810</strong>');
    expect(html.indexOf('246810')).toBeLessThan(html.indexOf('Confirm your email'));
    expect(html).toContain('(514) 555-0100');
  });

  it('says so when there is nothing yet', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No messages yet.');
  });
});

describe('the dev outbox is off in production and when every provider is real', () => {
  const notFound = { error: { code: 'NOT_FOUND', message: copy.errors.notFound } };
  const realProviders = {
    SMTP_URL: 'smtp://mail.example.com:587',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'a-real-token',
    TWILIO_SMS_FROM: '+15145550199',
  };

  it.each([
    // Production accepts simulated providers only on a test deployment, whose outbox is off too
    // unless DEV_OUTBOX=true asks for it.
    [
      'NODE_ENV=production, STAGING=true',
      { NODE_ENV: 'production', STAGING: 'true', TWILIO_AUTH_TOKEN: 'a-real-token' },
    ],
    ['every provider configured', realProviders],
    ['DEV_OUTBOX=false', { DEV_OUTBOX: 'false' }],
  ])('answers 404 to both paths, and the web app does not answer either (%s)', async (_, env) => {
    t = await createTestApp({ env });
    expect(t.config.devOutboxEnabled).toBe(false);
    await send(t, codeSms);
    for (const url of ['/api/dev/outbox', '/dev/outbox', '/dev/outbox/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual(notFound);
      expect(res.body, url).not.toContain('246810');
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });
});
