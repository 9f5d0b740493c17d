// DELETE /api/me/phone-numbers/:phone (docs/product.md §2 phone numbers card; docs/product.md §10.12): the primary
// (earliest) number stays, another number of the account is removed and released, and a number
// that is not on the account is "not found" whether or not another account holds it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import { callMe, seedCustomer, signIn, type TestCustomer } from '#tests/support/customer-area.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let session: string;

beforeEach(async () => {
  t = await createTestApp();
  ada = await seedCustomer(t, { email: 'ada@example.com', phones: ['5145550100', '4385550111'] });
  bob = await seedCustomer(t, { email: 'bob@example.com', phones: ['6135550142', '4165550123'] });
  session = await signIn(t, ada);
});
afterEach(async () => {
  await t.close();
});

const remove = (phone: string, as = session) =>
  callMe(t, 'DELETE', `/phone-numbers/${encodeURIComponent(phone)}`, { session: as });
const numbersOf = async (customerId: string) =>
  (
    await t.database.kysely
      .selectFrom('customerPhoneNumbers')
      .select('phone')
      .where('customerId', '=', customerId)
      .orderBy('createdAt')
      .execute()
  ).map((row) => row.phone);

describe('DELETE /api/me/phone-numbers/:phone', () => {
  it('removes a number that is not the primary and answers the updated profile', async () => {
    const res = await remove('4385550111');
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ id: ada.id, phoneNumbers: ['5145550100'] });
    expect(await numbersOf(ada.id)).toEqual(['5145550100']);
    expect(await numbersOf(bob.id)).toEqual(['6135550142', '4165550123']);
  });

  it('refuses to remove the primary number', async () => {
    const res = await remove('5145550100');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'PHONE_PRIMARY', message: 'Your primary number cannot be deleted.' },
    });
    expect(await numbersOf(ada.id)).toEqual(['5145550100', '4385550111']);
  });

  it("answers another customer's number exactly as a number on no account, and leaves it", async () => {
    const others = await remove('4165550123');
    const nobodys = await remove('2045550199');
    for (const res of [others, nobodys]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: {
          code: 'PHONE_NOT_FOUND',
          message: accountCopy.customer.dashboard.phoneNotOnAccount,
        },
      });
    }
    expect(await numbersOf(bob.id)).toEqual(['6135550142', '4165550123']);
  });

  it('refuses a path that is not 10 digits', async () => {
    for (const phone of [
      '514555010',
      '15145550100',
      '514-555-0100',
      '(438) 555-0111',
      'abcdefghij',
    ]) {
      const res = await remove(phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error.code).toBe('INVALID_REQUEST');
    }
    expect(await numbersOf(ada.id)).toEqual(['5145550100', '4385550111']);
  });

  it('releases the number at once: the phone line no longer knows it, and another account may add it', async () => {
    await remove('4385550111');

    // Phone sign-in recognises only numbers on an account.
    const signInCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/request-code',
      payload: { phone: '4385550111' },
    });
    expect(signInCode.json().error.code).toBe('NO_CUSTOMER_FOR_PHONE');

    t.clock.advance(60_000);
    const bobSession = await signIn(t, bob);
    const asBob = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, cookies: { lumina_session: bobSession } });
    expect(
      (await asBob('/api/auth/phone/add/request-code', { phone: '4385550111' })).statusCode,
    ).toBe(200);
    const code = await latestSmsCode(t.app, '4385550111');
    const added = await asBob('/api/auth/phone/add/verify', { phone: '4385550111', code });
    expect(added.statusCode).toBe(200);
    expect(added.json().user.phoneNumbers).toEqual(['6135550142', '4165550123', '4385550111']);
  });
});
