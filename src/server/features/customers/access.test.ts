// Every /api/me endpoint is for a signed-in customer only (docs/product.md §6): a visitor, or a browser with
// a session that does not exist, gets 401 with "Please sign in to continue." and changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { callMe, seedCustomer, signIn, type TestCustomer } from '#tests/support/customer-area.ts';

let t: TestApp;
let ada: TestCustomer;

beforeEach(async () => {
  t = await createTestApp();
  ada = await seedCustomer(t, { email: 'ada@example.com', phones: ['5145550100', '4385550111'] });
  await seedCustomer(t, { email: 'bob@example.com', phones: ['6135550142'] });
});
afterEach(async () => {
  await t.close();
});

const endpoints = [
  ['GET', ''],
  ['GET', '/purchases'],
  ['GET', '/usage'],
  ['GET', '/promo-code'],
  ['PATCH', '/profile', { name: 'Mallory', birthDate: null, emailNotifications: true }],
  ['DELETE', '/phone-numbers/4385550111'],
  ['GET', '/export'],
  // Last: it ends the session.
  ['POST', '/deletion', { confirmation: 'DELETE' }],
] as const;

describe('/api/me without a session', () => {
  for (const [method, path, payload] of endpoints) {
    it(`${method} /api/me${path} answers 401`, async () => {
      // No cookie at all, then a well-formed token that matches no session.
      for (const session of [undefined, 'A'.repeat(43)]) {
        const res = await callMe(t, method, path, { session, payload });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: { code: 'UNAUTHENTICATED', message: copy.errors.unauthenticated },
        });
      }
    });
  }

  it('changes no customer', async () => {
    for (const [method, path, payload] of endpoints) await callMe(t, method, path, { payload });
    const rows = await t.database.kysely
      .selectFrom('customers')
      .select(['name', 'emailNotifications', 'deletedAt'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { name: 'Test Customer', emailNotifications: false, deletedAt: null },
      { name: 'Test Customer', emailNotifications: false, deletedAt: null },
    ]);
    expect(
      await t.database.kysely.selectFrom('customerPhoneNumbers').select('phone').execute(),
    ).toHaveLength(3);
    expect(await t.database.kysely.selectFrom('consentRecords').selectAll().execute()).toEqual([]);
  });

  it('lets a signed-in customer through every one of them', async () => {
    // The same requests succeed once signed in, so the 401s above come from the missing session.
    const session = await signIn(t, ada);
    for (const [method, path, payload] of endpoints) {
      const res = await callMe(t, method, path, { session, payload });
      expect(res.statusCode, `${method} ${path}`).toBeLessThan(300);
    }
  });
});
