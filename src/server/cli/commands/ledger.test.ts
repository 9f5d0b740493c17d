// `npm run admin -- ledger check`: every balance against the sum of its ledger. Minutes moved
// through the wallet (the demo data, an operator's credit) keep them equal and the check says so;
// a balance changed by a direct UPDATE is listed (id, email, balance, ledger sum) with exit code 1.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCustomer } from '#tests/support/customers.ts';
import { createAdminHarness, type AdminHarness } from '#tests/support/admin.ts';

let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => {
  await h.close();
});

async function customerCount(): Promise<number> {
  const rows = await h.t.database.kysely.selectFrom('customers').select('id').execute();
  return rows.length;
}

/** What only a hand-written statement does: the balance changed without a ledger row. */
async function changeBalanceBehindTheLedger(customerId: string, delta: number) {
  await h.t.database.kysely
    .updateTable('customers')
    .set((eb) => ({ credits: eb('credits', '+', delta) }))
    .where('id', '=', customerId)
    .execute();
}

describe('ledger check', () => {
  it('says every balance matches when minutes only moved through the wallet', async () => {
    await seedCustomer(h.t, { email: 'maude@example.com' });
    const credited = await h.admin('credit', 'add', 'maude@example.com', '15', '--reason', 'Gift');
    expect(credited.code).toBe(0);

    const result = await h.admin('ledger', 'check');
    expect(result).toEqual({
      code: 0,
      out: `All ${await customerCount()} balances match their ledger.`,
      err: '',
    });
  });

  it('lists each customer whose balance differs from the ledger, with exit code 1', async () => {
    const maude = await seedCustomer(h.t, { email: 'maude@example.com' });
    const zoe = await seedCustomer(h.t, { email: 'zoe@example.com' });
    await seedCustomer(h.t, { email: 'untouched@example.com' });
    await h.admin('credit', 'add', 'maude@example.com', '15', '--reason', 'Gift');
    await changeBalanceBehindTheLedger(maude.id, 5);
    await changeBalanceBehindTheLedger(zoe.id, 3);

    const result = await h.admin('ledger', 'check');
    expect(result.code).toBe(1);
    const lines = result.out.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^CUSTOMER\s+EMAIL\s+BALANCE\s+LEDGER SUM$/);
    expect(lines[1]?.split(/\s+/)).toEqual([maude.id, 'maude@example.com', '20', '15']);
    expect(lines[2]?.split(/\s+/)).toEqual([zoe.id, 'zoe@example.com', '3', '0']);
    expect(result.err).toBe(
      `2 balances differ from their ledger, of ${await customerCount()}: the balance changed outside the wallet. Find the cause before changing anything ("customer find <id>" shows the ledger).`,
    );

    // Put back, the balance agrees again.
    await changeBalanceBehindTheLedger(maude.id, -5);
    await changeBalanceBehindTheLedger(zoe.id, -3);
    expect((await h.admin('ledger', 'check')).code).toBe(0);
  });

  it('takes no arguments', async () => {
    const result = await h.admin('ledger', 'check', 'now');
    expect(result).toEqual({
      code: 1,
      out: '',
      err: 'check takes no arguments.\nUsage: npm run admin -- ledger check',
    });
  });

  it('is listed by help', async () => {
    const result = await h.admin('help');
    expect(result.out).toMatch(
      /ledger check\s+Check every customer's balance against the sum of their ledger/,
    );
  });
});
