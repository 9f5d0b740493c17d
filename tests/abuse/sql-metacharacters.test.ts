// SQL metacharacters are stored literally (docs/security.md): quotes,
// comment markers, a statement separator and LIKE's wildcards in a name, an email, an operator's
// search and a coupon guess are data, never SQL — stored and read back exactly, matched only
// exactly, and every table is still there afterwards. Runs on SQLite and on PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdminHarness, refusal, type AdminHarness } from '#tests/support/admin.ts';
import { aShopper, api, type Shopper } from '#tests/support/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

const hostileName = `O'Brien"; DROP TABLE customers;--%_\\`;
const quotedEmail = `o'brien_x@example.com`;

let h: AdminHarness;
let shopper: Shopper;
beforeEach(async () => {
  h = await createAdminHarness();
  shopper = await aShopper(h.t, { email: quotedEmail });
});
afterEach(async () => {
  await h.close();
});

async function rowCounts() {
  const db = h.t.database.kysely;
  const count = async (table: 'customers' | 'coupons' | 'credentials' | 'advisors') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    customers: await count('customers'),
    coupons: await count('coupons'),
    credentials: await count('credentials'),
    advisors: await count('advisors'),
  };
}

describe('SQL metacharacters', () => {
  it('in a name are stored and read back exactly, and every table survives', async () => {
    const before = await rowCounts();
    const res = await api(h.t, 'GET', '/api/me', { session: shopper.session });
    expect(res.json().customer.email).toBe(quotedEmail);

    const renamed = await h.t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      cookies: { lumina_session: shopper.session },
      payload: { name: hostileName, birthDate: null, emailNotifications: false },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().customer.name).toBe(hostileName);
    const me = await api(h.t, 'GET', '/api/me', { session: shopper.session });
    expect(me.json().customer.name).toBe(hostileName);
    const stored = await h.t.database.kysely
      .selectFrom('customers')
      .select('name')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe(hostileName);

    expect(await rowCounts()).toEqual(before);
  });

  it("in an operator's search match only exactly: quotes are data, _ and % are no wildcards", async () => {
    const found = await h.admin('customer', 'find', quotedEmail);
    expect(found.code).toBe(0);
    expect(found.out.split('\n')[0]).toBe(`Customer ${shopper.id}`);

    // `_` would match the `o` of o'brien and `%` anything, if either reached a LIKE; the last
    // would match every row if the quotes reached the SQL.
    for (const pattern of [
      `_'brien_x@example.com`,
      `o'brien_%@example.com`,
      `x' OR '1'='1@example.com`,
    ]) {
      expect(refusal(await h.admin('customer', 'find', pattern))).toBe(
        `No customer has the email ${pattern}.`,
      );
    }
  });

  it('in a coupon guess find no coupon, and leave the real coupon as it was', async () => {
    const before = await rowCounts();
    const check = (code: string) =>
      api(h.t, 'POST', '/api/coupons/check', {
        session: shopper.session,
        payload: { code, bundleId: 'bundle-20' },
      });
    for (const guess of [
      `' OR '1'='1`,
      'WELCOME%',
      'WELCOME2_',
      '%',
      '_________',
      `WELCOME25'--`,
    ]) {
      const res = await check(guess);
      expect(res.statusCode, guess).toBe(404);
      expect(res.json().error, guess).toEqual({
        code: 'COUPON_INVALID',
        message: accountCopy.purchase.coupon.invalid,
      });
    }
    expect((await check('WELCOME25')).statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });
});
