// The clean-ups: expired sessions and codes go a day after expiry, closed rate-limit windows a
// day after they start, messages after 90 days, a streak of wrong passwords a day after its last
// attempt, the phone line's caller checks a day after their call, and an account deleted more
// than 30 days ago keeps its purchases and ledger but nothing that names or reaches the person,
// its texts included.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '#tests/support/auth.ts';
import { recordPackagePurchase } from '#tests/support/customer-area.ts';
import { SESSION_COOKIE, seedCustomer, signIn } from '#tests/support/customers.ts';
import { signedInOperator } from '#tests/support/operators.ts';
import { createTestApp, latestSmsCode, readOutbox, type TestApp } from '#tests/support/test-app.ts';
import {
  createHousekeepingService,
  DECLINED_APPLICATIONS_KEPT_DAYS,
  OUTBOX_KEPT_DAYS,
} from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const housekeeping = () => createHousekeepingService({ database: t.database, clock: t.clock });
const rows = (table: 'sessions' | 'oneTimeCodes' | 'rateLimitCounters' | 'passwordLockouts') =>
  t.database.kysely.selectFrom(table).selectAll().execute();
const messages = () =>
  t.database.kysely.selectFrom('outboxMessages').selectAll().orderBy('createdAt').execute();
const post = (url: string, payload: object, session?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });

describe('removing what expired', () => {
  it('keeps live sessions and codes, removes them a day after expiry', async () => {
    const customer = await seedCustomer(t, { email: 'keep@example.com' });
    await signIn(t, customer);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: customer.email },
    });
    expect(await rows('sessions')).toHaveLength(1);
    expect((await rows('oneTimeCodes')).length).toBeGreaterThan(0);
    expect((await housekeeping().removeExpired()).sessions).toBe(0);

    // Past every expiry (sessions last 30 days) and one more day.
    t.clock.advance(32 * DAY_MS);
    const removed = await housekeeping().removeExpired();
    expect(removed.sessions).toBe(1);
    expect(removed.codes).toBeGreaterThan(0);
    expect(await rows('sessions')).toEqual([]);
    expect(await rows('oneTimeCodes')).toEqual([]);
  });

  it('removes an operator session a day after its end, not sooner', async () => {
    const early = await signedInOperator(t, 'owner');
    // 11 hours later, the first session long ended (30 minutes idle), a second one opens.
    t.clock.advance(11 * 60 * 60 * 1000);
    const late = await signedInOperator(t, 'support');
    expect((await housekeeping().removeExpired()).operatorSessions).toBe(0);
    // A day later: the first ended more than a day ago, the second less.
    t.clock.advance(DAY_MS);
    const removed = await housekeeping().removeExpired();
    expect(removed.operatorSessions).toBe(1);
    const left = await t.database.kysely
      .selectFrom('operatorSessions')
      .select('operatorId')
      .execute();
    expect(left).toEqual([{ operatorId: late.id }]);
    expect(early.id).not.toBe(late.id);
  });

  it('prunes rate-limit windows and streaks of wrong passwords a day old', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect((await rows('rateLimitCounters')).length).toBeGreaterThan(0);
    expect(await rows('passwordLockouts')).toHaveLength(1);
    t.clock.advance(DAY_MS - 1000);
    expect((await housekeeping().removeExpired()).passwordStreaks).toBe(0);
    t.clock.advance(DAY_MS);
    const removed = await housekeeping().removeExpired();
    expect(removed.rateWindows).toBeGreaterThan(0);
    expect(removed.passwordStreaks).toBe(1);
    expect(await rows('rateLimitCounters')).toEqual([]);
    expect(await rows('passwordLockouts')).toEqual([]);
  });
});

describe('removing old messages', () => {
  it('deletes every message written more than 90 days ago, sent or still waiting', async () => {
    const customer = await seedCustomer(t, { email: 'old@example.com', phones: ['5145550177'] });
    await post('/api/auth/password-reset', { email: customer.email });
    await post('/api/auth/phone/request-code', { phone: '5145550177' });
    // The email goes out just after the answer.
    const first = await eventually(async () => {
      const written = await messages();
      if (written.some((m) => m.sentAt === null)) throw new Error('not delivered yet');
      return written;
    });
    expect(first.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    // An email whose delivery keeps being put off is as old as the others.
    await t.database.kysely
      .updateTable('outboxMessages')
      .set({ sentAt: null, nextAttemptAt: t.clock.now().toISOString(), lastError: 'timeout' })
      .where('channel', '=', 'email')
      .execute();

    t.clock.advance((OUTBOX_KEPT_DAYS - 1) * DAY_MS);
    await post('/api/auth/password-reset', { email: customer.email });
    expect((await housekeeping().removeExpired()).messages).toBe(0);
    expect(await messages()).toHaveLength(3);

    t.clock.advance(2 * DAY_MS);
    expect((await housekeeping().removeExpired()).messages).toBe(2);
    const left = await messages();
    expect(left).toHaveLength(1);
    expect(first.map((m) => m.id)).not.toContain(left[0]?.id);
  });
});

it('deletes a declined application to become an advisor six months after the answer, and only it', async () => {
  const operator = await signedInOperator(t, 'owner');
  const application = (id: string, status: 'received' | 'approved' | 'declined') => ({
    id,
    name: 'Solène Gagnon',
    email: `${id}@example.com`,
    phone: '5145550190',
    language: 'fr-CA' as const,
    languages: 'fr',
    specialties: 'tarot',
    yearsOfExperience: 4,
    sampleReading: 'La carte de l’Étoile annonce un renouveau.',
    consentWording: 'I agree.',
    status,
    createdAt: t.clock.now().toISOString(),
    decidedAt: status === 'received' ? null : t.clock.now().toISOString(),
    decidedBy: status === 'received' ? null : operator.id,
    decisionMessage: status === 'declined' ? 'Not this time.' : null,
    advisorId: null,
  });
  await t.database.kysely
    .insertInto('advisorApplications')
    .values([application('declined', 'declined'), application('received', 'received')])
    .execute();
  t.clock.advance(DECLINED_APPLICATIONS_KEPT_DAYS * DAY_MS - 1000);
  expect((await housekeeping().removeExpired()).declinedApplications).toBe(0);
  t.clock.advance(2000);
  expect((await housekeeping().removeExpired()).declinedApplications).toBe(1);
  const left = await t.database.kysely.selectFrom('advisorApplications').select('id').execute();
  expect(left).toEqual([{ id: 'received' }]);
});

it('removes the phone line’s caller checks a day after their call began', async () => {
  const customer = await seedCustomer(t, { email: 'caller@example.com' });
  await t.database.kysely
    .insertInto('callerChecks')
    .values({
      callSid: `CA${'1'.repeat(32)}`,
      customerId: customer.id,
      stirVerstat: 'TN-Validation-Failed-A',
      createdAt: t.clock.now().toISOString(),
    })
    .execute();
  t.clock.advance(DAY_MS - 1000);
  expect((await housekeeping().removeExpired()).callerChecks).toBe(0);
  t.clock.advance(2000);
  expect((await housekeeping().removeExpired()).callerChecks).toBe(1);
  expect(await t.database.kysely.selectFrom('callerChecks').selectAll().execute()).toEqual([]);
});

describe('anonymising deleted accounts (docs/product.md §10.14)', () => {
  it("blanks the account's texts, though its numbers were released and taken again", async () => {
    const phone = '5145550177';
    const leaving = await seedCustomer(t, { email: 'leaving@example.com', phones: [phone] });
    expect((await post('/api/auth/phone/request-code', { phone })).statusCode).toBe(200);
    const leavingCode = await latestSmsCode(t.app, phone);
    // A failed delivery may quote the address.
    await t.database.kysely
      .updateTable('outboxMessages')
      .set({ lastError: `Twilio 30003: unreachable +1${phone}` })
      .execute();
    const session = await signIn(t, leaving);
    await post('/api/me/deletion', { confirmation: 'DELETE' }, session);

    // The released number is verified by someone else, who signs in with it.
    const next = await seedCustomer(t, { email: 'next@example.com', phones: [phone] });
    t.clock.advance(60_000);
    expect((await post('/api/auth/phone/request-code', { phone })).statusCode).toBe(200);
    const nextCode = await latestSmsCode(t.app, phone);

    t.clock.advance(31 * DAY_MS);
    expect(await housekeeping().anonymiseDeletedAccounts()).toEqual({ anonymised: 1 });

    const [leavingSms, nextSms] = await messages();
    expect(leavingSms).toMatchObject({
      customerId: leaving.id,
      recipient: 'anonymised',
      subject: null,
      text: '',
      lastError: null,
    });
    expect(nextSms).toMatchObject({ customerId: next.id, recipient: phone });
    expect(nextSms?.text).toContain(nextCode);
    const outbox = JSON.stringify(await readOutbox(t.app));
    expect(outbox).not.toContain(leavingCode);
    expect(outbox).toContain(nextCode);
  });

  it('waits 30 days, then keeps the purchases and the ledger but nothing personal', async () => {
    const customer = await seedCustomer(t, {
      email: 'leaving@example.com',
      name: 'Marie Tremblay',
      phones: ['5145550177'],
    });
    await recordPackagePurchase(t, customer.id, {
      providerOrderId: 'ORDER-1',
      purchasedAt: t.clock.now().toISOString(),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: customer.email },
    });
    // The reset email leaves after the answer.
    await eventually(async () =>
      expect(JSON.stringify(await readOutbox(t.app))).toContain('leaving@example.com'),
    );
    const session = await signIn(t, customer);
    await t.app.inject({
      method: 'POST',
      url: '/api/me/deletion',
      cookies: { [SESSION_COOKIE]: session },
      payload: { confirmation: 'DELETE' },
    });

    t.clock.advance(29 * DAY_MS);
    expect(await housekeeping().anonymiseDeletedAccounts()).toEqual({ anonymised: 0 });
    t.clock.advance(2 * DAY_MS);
    expect(await housekeeping().anonymiseDeletedAccounts()).toEqual({ anonymised: 1 });
    expect(await housekeeping().anonymiseDeletedAccounts()).toEqual({ anonymised: 0 });

    const row = await t.database.kysely
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(row.name).not.toContain('Marie');
    expect(row.email).not.toContain('leaving');
    expect(row.anonymizedAt).not.toBeNull();
    const text = JSON.stringify(await readOutbox(t.app));
    expect(text).not.toContain('leaving@example.com');
    const credentials = await t.database.kysely
      .selectFrom('credentials')
      .selectAll()
      .where('customerId', '=', customer.id)
      .execute();
    expect(credentials).toEqual([]);
    const purchases = await t.database.kysely
      .selectFrom('purchases')
      .select('amountCents')
      .where('customerId', '=', customer.id)
      .execute();
    expect(purchases).toEqual([{ amountCents: 5749 }]);
    // The address is free for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'leaving@example.com', password: 'new-life-2026', adultConfirmed: true },
    });
    expect(again.statusCode).toBeLessThan(300);
  });
});
