// POST /api/me/deletion (docs/product.md §4 delete account, §5, §8; docs/product.md §10.13, 14): a soft delete that
// takes effect at once. The customer can no longer sign in, every session ends, the numbers are
// released (the phone line stops recognising them), unused codes die, purchases stay.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import {
  callMe,
  clearsSessionCookie,
  creditsAndLedgerSum,
  recordPackagePurchase,
  SESSION_COOKIE,
  seedCustomer,
  signIn,
  type TestCustomer,
} from '#tests/support/customer-area.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let session: string;

beforeEach(async () => {
  t = await createTestApp();
  ada = await seedCustomer(t, { email: 'ada@example.com', phones: ['5145550100', '4385550111'] });
  bob = await seedCustomer(t, { email: 'bob@example.com', phones: ['6135550142'] });
  session = await signIn(t, ada);
  await recordPackagePurchase(t, ada.id, {
    providerOrderId: '5O190127TN364715T',
    purchasedAt: '2026-11-01T18:00:00.000Z',
  });
});
afterEach(async () => {
  await t.close();
});

const requestDeletion = (payload: unknown, as = session) =>
  callMe(t, 'POST', '/deletion', { session: as, payload });
const customerRow = (id: string) =>
  t.database.kysely
    .selectFrom('customers')
    .select(['deletedAt', 'credits'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const post = (url: string, payload: object, as?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(as === undefined ? {} : { cookies: { [SESSION_COOKIE]: as } }),
  });

describe('POST /api/me/deletion', () => {
  it('refuses anything but DELETE typed exactly, and deletes nothing', async () => {
    for (const payload of [
      { confirmation: 'delete' },
      { confirmation: 'DELETE ' },
      { confirmation: '' },
      {},
      { confirmation: 'DELETE', also: 'x' },
    ]) {
      const res = await requestDeletion(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('INVALID_REQUEST');
      if ('also' in payload) continue;
      expect(res.json()).toEqual({
        error: {
          code: 'INVALID_REQUEST',
          message: 'Please type DELETE to confirm',
          fields: { confirmation: 'Please type DELETE to confirm' },
        },
      });
    }
    expect((await customerRow(ada.id)).deletedAt).toBeNull();
    expect((await callMe(t, 'GET', '', { session })).statusCode).toBe(200);
  });

  it('deletes at once: 204, the cookie cleared, every session ended, sign-in refused', async () => {
    const otherBrowser = await signIn(t, ada);
    const bobSession = await signIn(t, bob);

    const res = await requestDeletion({ confirmation: 'DELETE' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(clearsSessionCookie(res)).toBe(true);
    expect((await customerRow(ada.id)).deletedAt).toBe(t.clock.now().toISOString());

    for (const ended of [session, otherBrowser]) {
      const me = await callMe(t, 'GET', '', { session: ended });
      expect(me.statusCode).toBe(401);
      expect(me.json().error.code).toBe('UNAUTHENTICATED');
    }
    const sessions = await t.database.kysely.selectFrom('sessions').select('customerId').execute();
    expect(sessions).toEqual([{ customerId: bob.id }]);

    const again = await post('/api/auth/sign-in', { email: ada.email, password: ada.password });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      error: {
        code: 'ACCOUNT_DELETED',
        message: 'Your account has been deleted. Please contact support.',
      },
    });

    // The other customer is untouched.
    expect((await callMe(t, 'GET', '', { session: bobSession })).json().customer).toMatchObject({
      id: bob.id,
      phoneNumbers: ['6135550142'],
    });
    expect((await customerRow(bob.id)).deletedAt).toBeNull();
  });

  it('releases the numbers: the phone line no longer recognises them and another customer may add one', async () => {
    await requestDeletion({ confirmation: 'DELETE' });
    const numbers = await t.database.kysely
      .selectFrom('customerPhoneNumbers')
      .select(['phone', 'customerId'])
      .execute();
    expect(numbers).toEqual([{ phone: '6135550142', customerId: bob.id }]);

    const phoneSignIn = await post('/api/auth/phone/request-code', { phone: '5145550100' });
    expect(phoneSignIn.statusCode).toBe(404);
    expect(phoneSignIn.json().error.message).toBe(copy.auth.otp.noCustomerForPhone);

    t.clock.advance(60_000);
    const bobSession = await signIn(t, bob);
    const requested = await post(
      '/api/auth/phone/add/request-code',
      { phone: '5145550100' },
      bobSession,
    );
    expect(requested.statusCode).toBe(200);
    const code = await latestSmsCode(t.app, '5145550100');
    const added = await post(
      '/api/auth/phone/add/verify',
      { phone: '5145550100', code },
      bobSession,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().user.phoneNumbers).toEqual(['6135550142', '5145550100']);
  });

  it('deletes the limits the customer set (docs/decisions/054)', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/me/limits',
      cookies: { [SESSION_COOKIE]: session },
      payload: { monthlyCents: 10_000, callMinutes: 30 },
    });
    expect(set.statusCode).toBe(200);
    await requestDeletion({ confirmation: 'DELETE' });
    const limits = await t.database.kysely
      .selectFrom('customerLimits')
      .select('customerId')
      .execute();
    expect(limits).toEqual([]);
  });

  it('makes codes and links sent before the deletion useless', async () => {
    const addCode = await post(
      '/api/auth/phone/add/request-code',
      { phone: '2045550199' },
      session,
    );
    expect(addCode.statusCode).toBe(200);
    expect((await post('/api/auth/password-reset', { email: ada.email })).statusCode).toBe(202);

    await requestDeletion({ confirmation: 'DELETE' });

    const codes = await t.database.kysely
      .selectFrom('oneTimeCodes')
      .select(['purpose', 'customerId', 'consumedAt'])
      .orderBy('purpose')
      .execute();
    expect(codes).toEqual([
      { purpose: 'password_reset', customerId: ada.id, consumedAt: t.clock.now().toISOString() },
      { purpose: 'phone_add', customerId: ada.id, consumedAt: t.clock.now().toISOString() },
    ]);
  });

  it('keeps the purchases, the ledger and the balance for the tax records', async () => {
    await requestDeletion({ confirmation: 'DELETE' });
    const purchases = await t.database.kysely
      .selectFrom('purchases')
      .select(['customerId', 'amountCents'])
      .execute();
    expect(purchases).toEqual([{ customerId: ada.id, amountCents: 5749 }]);
    expect(await creditsAndLedgerSum(t, ada.id)).toEqual({ credits: 25, ledgerSum: 25 });
  });
});
