// GET /api/me and PATCH /api/me/profile (docs/product.md §2 /profile, §3 Customer, §8 Profile; docs/product.md §10
// 15; CASL consent records). Two customers in every test: the other's data never shows or changes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  callMe,
  recordCashback,
  recordPackagePurchase,
  seedCustomer,
  signIn,
  type TestCustomer,
} from '#tests/support/customer-area.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let session: string;
let bobSession: string;

beforeEach(async () => {
  t = await createTestApp();
  ada = await seedCustomer(t, {
    email: 'ada@example.com',
    name: 'Ada',
    phones: ['5145550100', '4385550111'],
    createdAt: '2026-03-02T14:00:00.000Z',
  });
  bob = await seedCustomer(t, { email: 'bob@example.com', name: 'Bob', phones: ['6135550142'] });
  session = await signIn(t, ada);
  bobSession = await signIn(t, bob);
});
afterEach(async () => {
  await t.close();
});

const texts = accountCopy.customer.profile;
const valid = { name: 'Ada Lovelace', birthDate: '1990-12-10', emailNotifications: false };
const patch = (body: unknown, as = session) =>
  callMe(t, 'PATCH', '/profile', { session: as, payload: body });
const consentRows = (customerId: string) =>
  t.database.kysely
    .selectFrom('consentRecords')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('recordedAt', 'asc')
    .orderBy('id', 'asc')
    .execute();

function birthDateRefused(message: string) {
  return {
    error: {
      code: 'INVALID_REQUEST',
      message: copy.errors.invalidRequest,
      fields: { birthDate: message },
    },
  };
}

describe('GET /api/me', () => {
  it("answers the session's own customer: numbers primary first, credits, package purchases counted", async () => {
    await recordPackagePurchase(t, ada.id, {
      providerOrderId: '5O190127TN364715T',
      purchasedAt: '2026-10-03T18:00:00.000Z',
    });
    await recordCashback(t, ada.id, {
      month: '2026-10',
      minutes: 1,
      grantedAt: '2026-11-01T05:00:00.000Z',
    });
    await recordPackagePurchase(t, bob.id, {
      providerOrderId: '7XK92817LL1234567',
      purchasedAt: '2026-10-04T18:00:00.000Z',
    });

    const res = await callMe(t, 'GET', '', { session });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      customer: {
        id: ada.id,
        name: 'Ada',
        email: 'ada@example.com',
        credits: 26,
        phoneNumbers: ['5145550100', '4385550111'],
        createdAt: '2026-03-02T14:00:00.000Z',
        birthDate: null,
        emailNotifications: false,
        // The cashback line is in the history but is not a purchase.
        purchasesCount: 1,
        accountHold: null,
      },
    });

    const bobs = (await callMe(t, 'GET', '', { session: bobSession })).json();
    expect(bobs.customer).toMatchObject({
      id: bob.id,
      name: 'Bob',
      phoneNumbers: ['6135550142'],
      credits: 25,
    });
  });
});

describe('PATCH /api/me/profile', () => {
  it('saves the trimmed name and the birth date, and answers the updated profile', async () => {
    const res = await patch({ ...valid, name: '  Ada Lovelace  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({
      id: ada.id,
      name: 'Ada Lovelace',
      birthDate: '1990-12-10',
      emailNotifications: false,
      phoneNumbers: ['5145550100', '4385550111'],
    });
    expect((await callMe(t, 'GET', '', { session })).json().customer.name).toBe('Ada Lovelace');

    const other = await t.database.kysely
      .selectFrom('customers')
      .select(['name', 'birthDate', 'updatedAt'])
      .where('id', '=', bob.id)
      .executeTakeFirstOrThrow();
    expect(other).toEqual({ name: 'Bob', birthDate: null, updatedAt: t.clock.now().toISOString() });
  });

  it('clears the birth date with null', async () => {
    await patch(valid);
    const res = await patch({ ...valid, birthDate: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.birthDate).toBeNull();
  });

  it('refuses a date that is not on the calendar', async () => {
    for (const birthDate of ['2026-02-30', '1990-13-01', '1899-12-31', '10/12/1990', '']) {
      const res = await patch({ ...valid, birthDate });
      expect(res.statusCode, birthDate).toBe(400);
      expect(res.json(), birthDate).toEqual(birthDateRefused(texts.birthDateInvalid));
    }
  });

  it("refuses today's business date and later dates as not in the past", async () => {
    // 15:00 UTC on 21 November is 10:00 in Montréal: today is 2026-11-21 there too.
    for (const birthDate of ['2026-11-21', '2026-11-22', '2031-01-01']) {
      const res = await patch({ ...valid, birthDate });
      expect(res.json(), birthDate).toEqual(birthDateRefused(texts.birthDateInFuture));
    }
  });

  it('accepts an 18th birthday today and refuses a customer who turns 18 tomorrow', async () => {
    const tooYoung = await patch({ ...valid, birthDate: '2008-11-22' });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json()).toEqual(birthDateRefused(texts.tooYoung));

    const eighteen = await patch({ ...valid, birthDate: '2008-11-21' });
    expect(eighteen.statusCode).toBe(200);
    expect(eighteen.json().customer.birthDate).toBe('2008-11-21');
  });

  it("counts the age on Montréal's date, not UTC's", async () => {
    // 03:00 UTC on 22 November is still 22:00 on 21 November in Montréal.
    t.clock.set('2026-11-22T03:00:00.000Z');
    const res = await patch({ ...valid, birthDate: '2008-11-22' });
    expect(res.json()).toEqual(birthDateRefused(texts.tooYoung));

    t.clock.set('2026-11-22T05:00:00.000Z');
    expect((await patch({ ...valid, birthDate: '2008-11-22' })).statusCode).toBe(200);
  });

  it('refuses an empty and an overlong name with their texts, and accepts 80 characters', async () => {
    for (const [name, message] of [
      ['   ', texts.nameRequired],
      ['x'.repeat(81), texts.nameTooLong],
    ] as const) {
      const res = await patch({ ...valid, name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ name: message });
    }
    expect((await patch({ ...valid, name: 'x'.repeat(80) })).statusCode).toBe(200);
  });

  it('refuses unknown fields and missing ones, changing nothing', async () => {
    const extra = await patch({ ...valid, credits: 999, email: 'mallory@example.com' });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().error.fields).sort()).toEqual(['credits', 'email']);

    const missing = await patch({ name: 'Ada' });
    expect(missing.statusCode).toBe(400);

    const row = await t.database.kysely
      .selectFrom('customers')
      .select(['name', 'email', 'credits'])
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Ada', email: 'ada@example.com', credits: 0 });
  });
});

describe('email notifications consent (CASL)', () => {
  it('records each consent given or withdrawn with its time and exact wording, only on change', async () => {
    // Unticked by default: saving it unticked records nothing.
    await patch(valid);
    expect(await consentRows(ada.id)).toEqual([]);

    const given = await patch({ ...valid, emailNotifications: true });
    expect(given.json().customer.emailNotifications).toBe(true);
    const grantedAt = t.clock.now().toISOString();

    t.clock.advance(60_000);
    // Saving the name again with the box still ticked is no new consent.
    await patch({ ...valid, name: 'Ada L.', emailNotifications: true });

    t.clock.advance(60_000);
    const withdrawn = await patch({ ...valid, emailNotifications: false });
    expect(withdrawn.json().customer.emailNotifications).toBe(false);

    const rows = await consentRows(ada.id);
    expect(
      rows.map(({ kind, granted, wording, recordedAt }) => ({
        kind,
        granted,
        wording,
        recordedAt,
      })),
    ).toEqual([
      {
        kind: 'email_marketing',
        granted: true,
        wording: texts.emailNotificationsLabel(t.config.brandName),
        recordedAt: grantedAt,
      },
      {
        kind: 'email_marketing',
        granted: false,
        wording: texts.emailNotificationsLabel(t.config.brandName),
        recordedAt: t.clock.now().toISOString(),
      },
    ]);
    expect(await consentRows(bob.id)).toEqual([]);
    expect(
      (await callMe(t, 'GET', '', { session: bobSession })).json().customer.emailNotifications,
    ).toBe(false);
  });

  it('records nothing when the update is refused', async () => {
    const res = await patch({ ...valid, birthDate: '2010-01-01', emailNotifications: true });
    expect(res.statusCode).toBe(400);
    expect(await consentRows(ada.id)).toEqual([]);
    expect((await callMe(t, 'GET', '', { session })).json().customer.emailNotifications).toBe(
      false,
    );
  });
});
