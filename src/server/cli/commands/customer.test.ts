// `npm run admin -- customer find <email|phone|id>`: the same customer whichever way they are
// named, with the account's state, the balance checked against the ledger, the numbers, and the
// latest purchases, calls and changes of minutes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCustomer, signIn, SESSION_COOKIE } from '#tests/support/customers.ts';
import {
  createAdminHarness,
  recordSettledCall,
  recordStandardPurchase,
  refusal,
  type AdminHarness,
} from '#tests/support/admin.ts';

// The clock starts at 2026-11-21T15:00:00Z, 10:00 in Montréal.
let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => {
  await h.close();
});

async function aCustomerWithHistory() {
  const customer = await seedCustomer(h.t, {
    email: 'maude@example.com',
    name: 'Maude Caron',
    phones: ['4185550123', '5145550177'],
  });
  await recordStandardPurchase(h.t, customer.id, { providerOrderId: '5O190127TN364715T' });
  h.t.clock.advance(60 * 60_000);
  await recordSettledCall(h.t, customer.id, { extension: 4001, durationSeconds: 125 });
  return customer;
}

describe('customer find', () => {
  it('shows the account, balance, numbers and latest activity', async () => {
    const customer = await aCustomerWithHistory();
    const result = await h.admin('customer', 'find', 'maude@example.com');
    expect(result).toMatchObject({ code: 0, err: '' });
    const lines = result.out.split('\n');
    expect(lines[0]).toBe(`Customer ${customer.id}`);
    expect(result.out).toMatch(/Name:\s+Maude Caron/);
    expect(result.out).toMatch(/Email:\s+maude@example\.com \(confirmed 2026-11-21 10:00\)/);
    expect(result.out).toMatch(/Account:\s+active/);
    // 25 bought, 3 charged for 2:05.
    expect(result.out).toMatch(/Balance:\s+22 minutes \(the ledger agrees\)/);
    expect(result.out).toMatch(/Phone numbers:\s+\(418\) 555-0123 \(primary\), \(514\) 555-0177/);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\s+2026-11-21 10:00\s+Standard\s+25 minutes\s+\$57\.49\s+5O190127TN364715T$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\s+2026-11-21 10:57\s+4001 Celeste Moreau\s+completed, 2:05\s+3 minutes$/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\s+2026-11-21 11:00\s+-3\s+22\s+call$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^\s+2026-11-21 10:00\s+\+20\s+20\s+purchase$/),
    );
  });

  it('finds the same customer by phone number in any usual form, and by id', async () => {
    const customer = await aCustomerWithHistory();
    for (const name of ['4185550123', '(514) 555-0177', '+1 418 555 0123', customer.id]) {
      const result = await h.admin('customer', 'find', name);
      expect(result.out.split('\n')[0]).toBe(`Customer ${customer.id}`);
    }
    expect((await h.admin('customer', 'find', 'MAUDE@Example.com')).code).toBe(0);
  });

  it('shows a deleted account as deleted', async () => {
    const customer = await seedCustomer(h.t, { email: 'gone@example.com', phones: ['4185550199'] });
    const session = await signIn(h.t, customer);
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/api/me/deletion',
      payload: { confirmation: 'DELETE' },
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(res.statusCode).toBe(204);
    const result = await h.admin('customer', 'find', 'gone@example.com');
    expect(result.out).toMatch(/Account:\s+deleted 2026-11-21 10:00/);
    expect(result.out).toMatch(/Phone numbers:\s+none/);
    // A deleted account's numbers are released, so the number no longer names anyone.
    expect(refusal(await h.admin('customer', 'find', '4185550199'))).toBe(
      'No customer has the verified number 4185550199.',
    );
  });

  it.each([
    [['nobody@example.com'], 'No customer has the email nobody@example.com.'],
    [['5145550999'], 'No customer has the verified number 5145550999.'],
    [
      ['01968c1e-0000-7000-8000-000000000000'],
      'No customer has the id 01968c1e-0000-7000-8000-000000000000.',
    ],
    [['maude'], '"maude" is not an email, a 10-digit phone number or a customer id.'],
    [['555-0123'], '"555-0123" is not an email, a 10-digit phone number or a customer id.'],
    [[], "customer find needs <customer>: the customer's email, phone number or id."],
  ])('refuses %j', async (args, message) => {
    expect(refusal(await h.admin('customer', 'find', ...args))).toBe(message);
  });
});
