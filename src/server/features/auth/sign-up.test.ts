// Sign-up and email confirmation (docs/product.md §2 /register, §5, §8 "Sign-up"; docs/product.md §10.11, 15).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { messageCopy } from '#shared/copy/message-catalogue.ts';
import type { EmailSender } from '#server/providers/email/port.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import { createSimulatedEmailSender } from '#server/providers/email/simulated-email-sender.ts';
import {
  createTestApp,
  latestEmailLink,
  linkSecret,
  latestMessageTo,
  readOutbox,
  type TestApp,
} from '#tests/support/test-app.ts';
import { eventually, outboxRowsTo, seedCustomer, sessionCookieOf } from '#tests/support/auth.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const password = 'moonlit-tarot-42';

function signUp(body: Record<string, unknown>, options: { remoteAddress?: string } = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body, ...options });
}

function signInWith(email: string, pass = password) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: pass },
  });
}

async function confirmationToken(email: string): Promise<string> {
  const link = await latestEmailLink(t.app, email, '/login#confirm=');
  const token = linkSecret(link, 'confirm');
  if (!token) throw new Error('no token in the confirmation link');
  return token;
}

function confirm(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
}

describe('POST /api/auth/sign-up', () => {
  it('creates the customer (credits 0, no phone, name from the email) and no session', async () => {
    const res = await signUp({
      email: '  Jane.Doe+Tarot@Example.COM ',
      password,
      adultConfirmed: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: 'confirmation_sent',
      email: 'jane.doe+tarot@example.com',
    });
    expect(sessionCookieOf(res)).toBeUndefined();

    const db = t.database.kysely;
    const customer = await db
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', 'jane.doe+tarot@example.com')
      .executeTakeFirstOrThrow();
    const now = t.clock.now().toISOString();
    expect(customer).toMatchObject({
      name: 'Jane Doe',
      credits: 0,
      isActive: true,
      deletedAt: null,
      birthDate: null,
      lastConnectedAt: null,
      adultConfirmedAt: now,
      createdAt: now,
    });
    const phones = await db
      .selectFrom('customerPhoneNumbers')
      .select('id')
      .where('customerId', '=', customer.id)
      .execute();
    expect(phones).toEqual([]);
    const credentials = await db
      .selectFrom('credentials')
      .selectAll()
      .where('customerId', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(credentials.passwordHash).toMatch(/^\$argon2id\$/);
    expect(credentials.passwordHash).not.toContain(password);
    expect(credentials.emailConfirmedAt).toBeNull();
  });

  it('emails a confirmation link, with the sender and support contact in the footer', async () => {
    await signUp({ email: 'ann@example.com', password, adultConfirmed: true });
    const message = await latestMessageTo(t.app, 'ann@example.com');
    expect(message?.subject).toBe(messageCopy.confirmEmail.subject('Lumina Psychics'));
    // The token is in the fragment, which browsers never send to a server.
    expect(message?.text).toMatch(/http:\/\/localhost:3000\/login#confirm=\S+/);
    expect(message?.text).not.toContain('?confirm=');
    expect(message?.text).toContain('Hello Ann,');
    expect(message?.text).toContain('Lumina Psychics');
    // The legal name and mailing address (BUSINESS_ADDRESS, here its development value), in
    // Canada Post's English form, a line each (CASL).
    expect(message?.text).toContain(
      'Lumina Psychics inc.\n\n1234, rue Saint-Denis, bureau 500\n\nMontréal QC  H2X 1Y4\n\nCanada',
    );
    expect(message?.text).toContain('support@lumina-psychics.example');
    const [row] = await outboxRowsTo(t, 'ann@example.com');
    expect(row?.html).toContain('<a href="http://localhost:3000/login#confirm=');
    expect(row?.html).toContain(
      'Lumina Psychics inc.<br>1234, rue Saint-Denis, bureau 500<br>Montréal QC  H2X 1Y4<br>Canada',
    );
  });

  it('refuses signing in before the email is confirmed, then lets the customer in after', async () => {
    await signUp({ email: 'ann@example.com', password, adultConfirmed: true });
    const early = await signInWith('ann@example.com');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      error: {
        code: 'EMAIL_NOT_CONFIRMED',
        message: 'Please confirm your email address before signing in.',
      },
    });
    expect(sessionCookieOf(early)).toBeUndefined();

    expect((await confirm(await confirmationToken('ann@example.com'))).statusCode).toBe(200);
    const later = await signInWith('ann@example.com');
    expect(later.statusCode).toBe(200);
    expect(later.json().user).toMatchObject({ email: 'ann@example.com', name: 'Ann', credits: 0 });
  });

  it('refuses an email that already has an account, in any case or spacing', async () => {
    await seedCustomer(t, { email: 'taken@example.com' });
    for (const email of ['taken@example.com', ' TAKEN@example.com ']) {
      const res = await signUp({ email, password, adultConfirmed: true });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: {
          code: 'EMAIL_TAKEN',
          message: 'An account with this email already exists. Please sign in instead.',
        },
      });
    }
    expect(await outboxRowsTo(t, 'taken@example.com')).toEqual([]);
  });

  it('creates one account when two sign-ups with the same email arrive together', async () => {
    const body = { email: 'twins@example.com', password, adultConfirmed: true };
    const answers = await Promise.all([signUp(body), signUp(body)]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    // Which check stops the second depends on timing: the email check before the insert, or
    // the unique constraint at the insert (sign-up-race.test.ts forces that case).
    const refused = answers.find((res) => res.statusCode === 409)?.json();
    expect([
      { error: { code: 'EMAIL_TAKEN', message: copy.auth.signUp.emailTaken } },
      { error: { code: 'CUSTOMER_EMAIL_TAKEN', message: copy.auth.signUp.customerEmailTaken } },
    ]).toContainEqual(refused);
    const rows = await t.database.kysely
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'twins@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await outboxRowsTo(t, 'twins@example.com')).toHaveLength(1);
  });

  it('refuses a common password, one character repeated, or the email itself', async () => {
    for (const [email, weak] of [
      ['ann@example.com', 'password123'],
      ['ann@example.com', 'QWERTY'],
      ['ann@example.com', 'zzzzzzzz'],
      ['jane.doe@example.com', 'jane.doe'],
      ['jane.doe@example.com', 'Jane.Doe@example.com'],
    ] as const) {
      const res = await signUp({ email, password: weak, adultConfirmed: true });
      expect(res.statusCode, weak).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'WEAK_PASSWORD', message: 'Please choose a stronger password.' },
      });
    }
    const customers = await t.database.kysely.selectFrom('customers').select('id').execute();
    expect(customers).toEqual([]);
  });

  it('requires the 18-or-older confirmation', async () => {
    for (const body of [
      { email: 'kid@example.com', password },
      { email: 'kid@example.com', password, adultConfirmed: false },
    ]) {
      const res = await signUp(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'INVALID_REQUEST',
        fields: { adultConfirmed: copy.auth.signUp.adultRequired },
      });
    }
  });

  it("checks the email and password with the spec's messages, and refuses unknown fields", async () => {
    const res = await signUp({ email: 'not-an-email', password: '12345', adultConfirmed: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    const long = await signUp({
      email: 'a@example.com',
      password: 'x1'.repeat(37),
      adultConfirmed: true,
    });
    expect(long.json().error.fields).toEqual({
      password: 'Password must not exceed 72 characters',
    });
    const extra = await signUp({
      email: 'a@example.com',
      password,
      adultConfirmed: true,
      credits: 1000,
    });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().error.fields)).toEqual(['credits']);
  });

  it('limits sign-ups per client address', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await signUp({ email: `user${i}@example.com`, password, adultConfirmed: true });
      expect(res.statusCode).toBe(201);
    }
    const refused = await signUp({ email: 'user10@example.com', password, adultConfirmed: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: copy.errors.tooManyRequests },
    });
    const elsewhere = await signUp(
      { email: 'user10@example.com', password, adultConfirmed: true },
      { remoteAddress: '203.0.113.9' },
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('POST /api/auth/confirm-email', () => {
  it('confirms once, then sends the welcome email; the link never works twice', async () => {
    await signUp({ email: 'ann@example.com', password, adultConfirmed: true });
    const token = await confirmationToken('ann@example.com');

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'confirmed' });
    const credentials = await t.database.kysely
      .selectFrom('credentials')
      .innerJoin('customers', 'customers.id', 'credentials.customerId')
      .select('credentials.emailConfirmedAt')
      .where('customers.email', '=', 'ann@example.com')
      .executeTakeFirstOrThrow();
    expect(credentials.emailConfirmedAt).toBe(t.clock.now().toISOString());

    const welcome = await latestMessageTo(t.app, 'ann@example.com');
    expect(welcome?.subject).toBe('Welcome to Lumina Psychics');
    expect(welcome?.text).toContain('1-888-555-0142');
    expect(welcome?.text).toContain('Montréal QC  H2X 1Y4');

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'CONFIRMATION_LINK_INVALID', message: copy.auth.confirmation.linkInvalid },
    });
    // No second welcome email.
    const emails = (await readOutbox(t.app)).filter((m) => m.to === 'ann@example.com');
    expect(emails.map((m) => m.subject)).toEqual([
      'Welcome to Lumina Psychics',
      messageCopy.confirmEmail.subject('Lumina Psychics'),
    ]);
  });

  it('refuses an unknown, altered or expired link', async () => {
    await signUp({ email: 'ann@example.com', password, adultConfirmed: true });
    const token = await confirmationToken('ann@example.com');
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [altered, 'x'.repeat(43), `${token.split('.')[0]}.${'A'.repeat(43)}`]) {
      const res = await confirm(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'CONFIRMATION_LINK_INVALID',
        message: 'This confirmation link is invalid or has already been used.',
      });
    }
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await confirm(token);
    expect(expired.json().error.code).toBe('CONFIRMATION_LINK_INVALID');
  });

  it('only logs a welcome email that cannot be sent', async () => {
    await t.close();
    const simulated = createSimulatedEmailSender();
    const welcomeFails: EmailSender = {
      mode: 'simulated',
      close: () => simulated.close(),
      async send(message) {
        if (message.subject.startsWith('Welcome')) {
          throw new ProviderError('smtp', 'mailbox unavailable', { retryable: false });
        }
        return simulated.send(message);
      },
    };
    t = await createTestApp({ providers: { email: welcomeFails } });
    await signUp({ email: 'ann@example.com', password, adultConfirmed: true });
    const res = await confirm(await confirmationToken('ann@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'confirmed' });
    const rows = await outboxRowsTo(t, 'ann@example.com');
    expect(rows.map((row) => [row.subject, row.sentAt !== null])).toEqual([
      [messageCopy.confirmEmail.subject('Lumina Psychics'), true],
      ['Welcome to Lumina Psychics', false],
    ]);
    expect((await signInWith('ann@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/confirm-email/resend', () => {
  const resend = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', payload: { email } });

  it('sends a fresh link to an account waiting for confirmation; both links work once', async () => {
    await signUp({ email: 'ann@example.com', password, adultConfirmed: true });
    const first = await confirmationToken('ann@example.com');
    t.clock.advance(60_000);
    const res = await resend('Ann@Example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    const second = await eventually(async () => {
      const token = await confirmationToken('ann@example.com');
      if (token === first) throw new Error('not delivered yet');
      return token;
    });
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(first)).statusCode).toBe(200);
    expect((await confirm(second)).statusCode).toBe(400);
  });

  it('answers the same for an unknown or confirmed email, and sends nothing', async () => {
    await seedCustomer(t, { email: 'done@example.com', confirmed: true });
    const unknown = await resend('nobody@example.com');
    const confirmed = await resend('done@example.com');
    for (const res of [unknown, confirmed]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: 'accepted' });
    }
    expect(await outboxRowsTo(t, 'nobody@example.com')).toEqual([]);
    expect(await outboxRowsTo(t, 'done@example.com')).toEqual([]);
  });

  it('is limited per email', async () => {
    for (let i = 0; i < 3; i += 1) expect((await resend('ann@example.com')).statusCode).toBe(202);
    const refused = await resend('ann@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
  });
});
