// GET /api/me/export (Québec Law 25, data portability): a JSON attachment of everything held about
// the signed-in customer, and nothing about anyone else, without any secret (password, session,
// code or link hashes, message bodies).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { messageCopy } from '#shared/copy/message-catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import {
  callMe,
  recordCall,
  recordCashback,
  recordPackagePurchase,
  recordTarotAttempt,
  SESSION_COOKIE,
  seedCustomer,
  type TestCustomer,
} from '#tests/support/customer-area.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let session: string;
let bobSession: string;

const ADA_AGENT = 'AdaBrowser/1.0';
const BOB_AGENT = 'BobBrowser/7.7';

async function signInWith(customer: TestCustomer, userAgent: string, remoteAddress: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: customer.email, password: customer.password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(res.body);
  return cookie.value;
}

/** Everything a customer can leave behind: purchases, calls, a tarot win, consent, messages. */
async function giveHistory(
  customer: TestCustomer,
  as: string,
  marks: { order: string; coupon: string },
) {
  const welcome = customer === ada ? await welcomeCoupon() : undefined;
  await recordPackagePurchase(t, customer.id, {
    providerOrderId: marks.order,
    purchasedAt: '2026-10-03T18:00:00.000Z',
    ...(welcome === undefined ? {} : { couponId: welcome }),
  });
  await recordCashback(t, customer.id, {
    month: '2026-10',
    minutes: 1,
    grantedAt: '2026-11-01T05:00:00.000Z',
  });
  await recordCall(t, customer.id, {
    placedAt: '2026-11-10T20:00:00.000Z',
    durationSeconds: 125,
    minutesUsed: 3,
  });
  await recordTarotAttempt(t, customer.id, {
    weekStart: '2026-11-16',
    playedAt: '2026-11-17T15:00:00.000Z',
    won: { code: marks.coupon, percentOff: 20 },
  });
  await callMe(t, 'PATCH', '/profile', {
    session: as,
    payload: {
      name: customer === ada ? 'Ada' : 'Bob',
      birthDate: '1990-12-10',
      emailNotifications: true,
    },
  });
  // A password-reset email and a sign-in code by SMS.
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email: customer.email },
  });
  const phone = customer === ada ? '5145550100' : '6135550142';
  await t.app.inject({ method: 'POST', url: '/api/auth/phone/request-code', payload: { phone } });
}

async function welcomeCoupon() {
  const id = 'welcome-coupon';
  await t.database.kysely
    .insertInto('coupons')
    .values({
      id,
      code: 'WELCOME25',
      type: 'percentage_off',
      value: 25,
      isActive: true,
      expiresAt: null,
      maxUses: 1,
      firstPurchaseOnly: true,
      customerId: null,
      source: 'operator',
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  return id;
}

const download = (as = session) => callMe(t, 'GET', '/export', { session: as });

beforeEach(async () => {
  t = await createTestApp();
  ada = await seedCustomer(t, {
    email: 'ada@example.com',
    name: 'Ada',
    phones: ['5145550100', '4385550111'],
    createdAt: '2026-03-02T14:00:00.000Z',
  });
  bob = await seedCustomer(t, { email: 'bob@example.com', name: 'Bob', phones: ['6135550142'] });
  session = await signInWith(ada, ADA_AGENT, '203.0.113.7');
  bobSession = await signInWith(bob, BOB_AGENT, '198.51.100.9');
  await giveHistory(ada, session, { order: 'ADA-ORDER-5O190127', coupon: 'TAROTADA111' });
  await giveHistory(bob, bobSession, { order: 'BOB-ORDER-7XK92817', coupon: 'TAROTBOB999' });
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/me/export', () => {
  it('downloads as a dated JSON file that is never cached', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="lumina-account-2026-11-21.json"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      format: 'lumina-account-export',
      formatVersion: 1,
      exportedAt: t.clock.now().toISOString(),
    });
  });

  it('holds the language of the account and of the Terms accepted, with the English choice', async () => {
    const chosenAt = '2026-03-02T14:00:00.000Z';
    await t.database.kysely
      .updateTable('customers')
      .set({
        language: 'fr-CA',
        termsLanguage: 'en',
        englishTermsChosenAt: chosenAt,
        englishTermsWording: copy.auth.signUp.englishTermsChoice,
      })
      .where('id', '=', ada.id)
      .execute();
    const { account } = (await download()).json();
    expect(account).toMatchObject({
      language: 'fr-CA',
      termsLanguage: 'en',
      englishTermsChosenAt: chosenAt,
      englishTermsWording: copy.auth.signUp.englishTermsChoice,
    });
  });

  it("holds the customer's profile, numbers, purchases, orders, ledger, calls, coupons, tarot, consent, sessions and messages", async () => {
    const data = (await download()).json();
    expect(data.account).toEqual({
      id: ada.id,
      name: 'Ada',
      email: 'ada@example.com',
      birthDate: '1990-12-10',
      emailNotifications: true,
      credits: 23,
      isActive: true,
      adultConfirmedAt: '2026-03-02T14:00:00.000Z',
      // Seeded as an account older than the choice of language.
      language: 'en',
      termsLanguage: null,
      englishTermsChosenAt: null,
      englishTermsWording: null,
      lastConnectedAt: t.clock.now().toISOString(),
      createdAt: '2026-03-02T14:00:00.000Z',
      updatedAt: t.clock.now().toISOString(),
      emailConfirmedAt: '2026-03-02T14:00:00.000Z',
      passwordChangedAt: '2026-03-02T14:00:00.000Z',
    });
    expect(data.phoneNumbers).toEqual([
      {
        phone: '5145550100',
        verifiedAt: '2026-03-02T14:00:00.000Z',
        addedAt: '2026-03-02T14:00:00.000Z',
      },
      {
        phone: '4385550111',
        verifiedAt: '2026-03-02T14:00:00.001Z',
        addedAt: '2026-03-02T14:00:00.001Z',
      },
    ]);
    expect(
      data.purchases.map((p: { kind: string; bundleName: string }) => [p.kind, p.bundleName]),
    ).toEqual([
      ['package', 'Standard'],
      ['cashback', accountCopy.purchase.monthlyCashback],
    ]);
    expect(data.paymentOrders).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        providerOrderId: 'ADA-ORDER-5O190127',
        couponCode: 'WELCOME25',
        totalCents: 5749,
        gstCents: 250,
        qstCents: 499,
        status: 'completed',
        completedAt: '2026-10-03T18:00:00.000Z',
      }),
    ]);
    expect(
      data.minuteLedger.map((row: { reason: string; deltaMinutes: number }) => [
        row.reason,
        row.deltaMinutes,
      ]),
    ).toEqual([
      ['purchase', 20],
      ['gift', 5],
      ['cashback', 1],
      ['call', -3],
    ]);
    expect(data.calls).toEqual([
      expect.objectContaining({
        advisorName: 'Selene',
        advisorExtension: 4001,
        durationSeconds: 125,
        minutesUsed: 3,
      }),
    ]);
    expect(data.couponUses).toEqual([
      expect.objectContaining({ code: 'WELCOME25', type: 'percentage_off', value: 25 }),
    ]);
    expect(data.tarotAttempts).toEqual([
      {
        weekStart: '2026-11-16',
        weekEnd: '2026-11-22',
        cardsPicked: ['the fool', 'the magician', 'the high priestess'],
        won: true,
        coupon: { code: 'TAROTADA111', percentOff: 20, expiresAt: '2026-11-24T15:00:00.000Z' },
        playedAt: '2026-11-17T15:00:00.000Z',
      },
    ]);
    expect(data.consentRecords).toEqual([
      {
        kind: 'email_marketing',
        granted: true,
        wording: accountCopy.customer.profile.emailNotificationsLabel(t.config.brandName),
        recordedAt: t.clock.now().toISOString(),
      },
    ]);
    expect(data.sessions).toEqual([
      {
        createdAt: t.clock.now().toISOString(),
        lastSeenAt: t.clock.now().toISOString(),
        expiresAt: expect.any(String),
        ip: '203.0.113.7',
        userAgent: ADA_AGENT,
      },
    ]);
    expect(
      data.verificationCodes.map((c: { purpose: string; sentTo: string }) => [c.purpose, c.sentTo]),
    ).toEqual([
      ['password_reset', 'ada@example.com'],
      ['phone_sign_in', '5145550100'],
    ]);
    // The reset email is delivered after the answer, so its sentAt may still be null here.
    expect(data.messages).toEqual([
      {
        channel: 'email',
        recipient: 'ada@example.com',
        subject: messageCopy.passwordResetEmail.subject('Lumina Psychics'),
        createdAt: t.clock.now().toISOString(),
        sentAt: data.messages[0]?.sentAt,
      },
      {
        channel: 'sms',
        recipient: '5145550100',
        subject: null,
        createdAt: t.clock.now().toISOString(),
        sentAt: t.clock.now().toISOString(),
      },
    ]);
  });

  it('holds the limits the customer set and their satisfaction-guarantee claims', async () => {
    expect((await download()).json()).toMatchObject({ limits: null, guaranteeClaims: [] });
    const limits = await t.app.inject({
      method: 'PUT',
      url: '/api/me/limits',
      cookies: { [SESSION_COOKIE]: session },
      payload: { monthlyCents: 10_000, callMinutes: 30 },
    });
    expect(limits.statusCode).toBe(200);
    const call = await t.database.kysely
      .selectFrom('calls')
      .select('id')
      .where('customerId', '=', ada.id)
      .executeTakeFirstOrThrow();
    await t.database.kysely
      .insertInto('guaranteeClaims')
      .values({
        id: 'claim-ada-1',
        customerId: ada.id,
        callId: call.id,
        minutes: 3,
        reason: 'ADA-CLAIM-REASON',
        status: 'review',
        createdAt: '2026-11-10T21:00:00.000Z',
        decidedAt: null,
        decidedBy: null,
        decisionMessage: null,
      })
      .execute();
    const data = (await download()).json();
    expect(data.limits).toMatchObject({ monthlyCents: 10_000, callMinutes: 30 });
    expect(data.guaranteeClaims).toEqual([
      expect.objectContaining({ callId: call.id, minutes: 3, reason: 'ADA-CLAIM-REASON' }),
    ]);
    expect((await download(bobSession)).body).not.toContain('ADA-CLAIM-REASON');
  });

  it('holds nothing of the other customer', async () => {
    const body = (await download()).body;
    const bobsRows = await Promise.all([
      t.database.kysely
        .selectFrom('purchases')
        .select('id')
        .where('customerId', '=', bob.id)
        .execute(),
      t.database.kysely.selectFrom('calls').select('id').where('customerId', '=', bob.id).execute(),
      t.database.kysely
        .selectFrom('minuteLedger')
        .select('id')
        .where('customerId', '=', bob.id)
        .execute(),
    ]);
    for (const marker of [
      bob.id,
      'bob@example.com',
      '6135550142',
      'BOB-ORDER-7XK92817',
      'TAROTBOB999',
      BOB_AGENT,
      '198.51.100.9',
      ...bobsRows.flat().map((row) => row.id),
    ]) {
      expect(body).not.toContain(marker);
    }
    // Bob's own export does hold his.
    const bobs = (await download(bobSession)).body;
    expect(bobs).toContain('BOB-ORDER-7XK92817');
    expect(bobs).not.toContain('ADA-ORDER-5O190127');
  });

  it("counts a message only from when its address was the customer's", async () => {
    // 4385550111 was added at 14:00:00.001; its verifying SMS may come up to 10 minutes before.
    const sms = (id: string, createdAt: string) => ({
      id,
      channel: 'sms' as const,
      recipient: '4385550111',
      subject: null,
      text: 'Your code is 123456',
      html: null,
      createdAt,
      sentAt: createdAt,
    });
    await t.database.kysely
      .insertInto('outboxMessages')
      .values([
        sms('to-a-previous-holder', '2026-01-15T12:00:00.000Z'),
        sms('verifying-ada', '2026-03-02T13:55:00.000Z'),
      ])
      .execute();
    const data = (await download()).json();
    expect(
      data.messages.filter((m: { recipient: string }) => m.recipient === '4385550111'),
    ).toEqual([
      {
        channel: 'sms',
        recipient: '4385550111',
        subject: null,
        createdAt: '2026-03-02T13:55:00.000Z',
        sentAt: '2026-03-02T13:55:00.000Z',
      },
    ]);
  });

  it('holds no password, session, code or link hash, and no message body', async () => {
    const body = (await download()).body;
    const db = t.database.kysely;
    const secrets = [
      ...(await db.selectFrom('credentials').select('passwordHash as secret').execute()),
      ...(await db.selectFrom('sessions').select('tokenHash as secret').execute()),
      ...(await db.selectFrom('oneTimeCodes').select('codeHash as secret').execute()),
    ].map((row) => row.secret);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) expect(body).not.toContain(secret);
    for (const key of ['passwordHash', 'tokenHash', 'codeHash', 'html', '"text"']) {
      expect(body).not.toContain(key);
    }
    expect(body).not.toContain('$argon2');
    // Neither the texted sign-in code nor the reset link.
    expect(body).not.toContain(await latestSmsCode(t.app, '5145550100'));
    expect(body).not.toContain('/reset-password');
  });
});
