// `npm run admin -- credit add | remove`: an adjustment shows in the balance the customer sees
// (GET /api/me), is one 'adjustment' ledger row with its reason, and the ledger still sums to
// the balance; a removal never takes the balance below zero.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWalletService } from '#server/features/wallet/service.ts';
import { seedCustomer, signIn, SESSION_COOKIE } from '#tests/support/customers.ts';
import { createAdminHarness, refusal, type AdminHarness } from '#tests/support/admin.ts';

let h: AdminHarness;
let customerId: string;
let session: string;
beforeEach(async () => {
  h = await createAdminHarness();
  const customer = await seedCustomer(h.t, {
    email: 'maude@example.com',
    name: 'Maude Caron',
    phones: ['4185550123'],
  });
  customerId = customer.id;
  session = await signIn(h.t, customer);
});
afterEach(async () => {
  await h.close();
});

/** The balance the dashboard shows. */
async function creditsSeen(): Promise<number> {
  const res = await h.t.app.inject({
    method: 'GET',
    url: '/api/me',
    cookies: { [SESSION_COOKIE]: session },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ customer: { credits: number } }>().customer.credits;
}

async function ledger() {
  return h.t.database.kysely
    .selectFrom('minuteLedger')
    .select(['deltaMinutes', 'balanceAfter', 'reason', 'note'])
    .where('customerId', '=', customerId)
    .orderBy('id')
    .execute();
}

async function expectLedgerSumsToBalance(balance: number) {
  const audit = await createWalletService({ clock: h.t.clock }).audit(
    h.t.database.kysely,
    customerId,
  );
  expect(audit).toEqual({ credits: balance, ledgerSum: balance });
}

describe('credit add', () => {
  it('adds minutes the customer sees, as a ledger row with the reason', async () => {
    const result = await h.admin(
      ...['credit', 'add', 'maude@example.com', '15'],
      ...['--reason', 'Dropped call with 4001 on 21 Nov'],
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    const lines = result.out.split('\n');
    expect(lines[0]).toBe(
      'Added 15 minutes to Maude Caron (maude@example.com): balance 15 minutes (the ledger agrees).',
    );
    expect(lines[1]).toMatch(
      /^Ledger entry [0-9a-f-]{36}, reason: Dropped call with 4001 on 21 Nov$/,
    );
    expect(await creditsSeen()).toBe(15);
    expect(await ledger()).toEqual([
      {
        deltaMinutes: 15,
        balanceAfter: 15,
        reason: 'adjustment',
        note: 'Dropped call with 4001 on 21 Nov',
      },
    ]);
    await expectLedgerSumsToBalance(15);
  });

  it('names the customer by phone number or id too', async () => {
    await h.admin('credit', 'add', '(418) 555-0123', '5', '--reason', 'Goodwill');
    await h.admin('credit', 'add', customerId, '1', '--reason', 'Goodwill again');
    expect(await creditsSeen()).toBe(6);
    await expectLedgerSumsToBalance(6);
  });
});

describe('credit remove', () => {
  beforeEach(async () => {
    await h.admin('credit', 'add', 'maude@example.com', '10', '--reason', 'Goodwill');
  });

  it('removes minutes, down to zero and not below', async () => {
    const result = await h.admin(
      'credit',
      'remove',
      'maude@example.com',
      '4',
      '--reason',
      'Duplicate',
    );
    expect(result.out.split('\n')[0]).toBe(
      'Removed 4 minutes from Maude Caron (maude@example.com): balance 6 minutes (the ledger agrees).',
    );
    expect(await creditsSeen()).toBe(6);

    expect(
      refusal(await h.admin('credit', 'remove', 'maude@example.com', '7', '--reason', 'Too much')),
    ).toBe('maude@example.com has 6 minutes; removing 7 would take the balance below zero.');
    expect(await creditsSeen()).toBe(6);

    await h.admin('credit', 'remove', 'maude@example.com', '6', '--reason', 'All of it');
    expect(await creditsSeen()).toBe(0);
    expect((await ledger()).map((row) => [row.deltaMinutes, row.balanceAfter, row.note])).toEqual([
      [10, 10, 'Goodwill'],
      [-4, 6, 'Duplicate'],
      [-6, 0, 'All of it'],
    ]);
    await expectLedgerSumsToBalance(0);
  });

  it('never goes below zero, even when two removals race', async () => {
    const results = await Promise.all([
      h.admin('credit', 'remove', 'maude@example.com', '7', '--reason', 'First'),
      h.admin('credit', 'remove', 'maude@example.com', '7', '--reason', 'Second'),
    ]);
    expect(results.map((result) => result.code).sort()).toEqual([0, 1]);
    expect(await creditsSeen()).toBe(3);
    await expectLedgerSumsToBalance(3);
  });
});

describe('refusals', () => {
  it.each([
    [['add', 'maude@example.com', '5'], 'credit add needs --reason <text>'],
    [
      ['add', 'maude@example.com', '5', '--reason', '   '],
      'Give the reason: it stays with the adjustment in the ledger.',
    ],
    [
      ['add', 'maude@example.com', '5', '--reason', 'x'.repeat(501)],
      'The reason has 501 characters; at most 500.',
    ],
    [
      ['add', 'maude@example.com', '0', '--reason', 'x'],
      'An adjustment moves 1 to 10000 whole minutes, not 0.',
    ],
    [
      ['add', 'maude@example.com', '10001', '--reason', 'x'],
      'An adjustment moves 1 to 10000 whole minutes, not 10001.',
    ],
    [
      ['add', 'maude@example.com', '-5', '--reason', 'x'],
      'credit add takes no negative numbers ("-5")',
    ],
    [
      ['add', 'maude@example.com', '2.5', '--reason', 'x'],
      'The minutes must be a whole number written in digits, not "2.5".',
    ],
    [
      ['add', 'nobody@example.com', '5', '--reason', 'x'],
      'No customer has the email nobody@example.com.',
    ],
    [['add', 'maude@example.com', '--reason', 'x'], 'credit add needs <minutes>'],
  ])('refuses %j and changes nothing', async (args, message) => {
    expect(refusal(await h.admin('credit', ...args))).toContain(message);
    expect(await creditsSeen()).toBe(0);
    expect(await ledger()).toEqual([]);
  });

  it("refuses to change a deleted account's minutes", async () => {
    await h.t.app.inject({
      method: 'POST',
      url: '/api/me/deletion',
      payload: { confirmation: 'DELETE' },
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(
      refusal(await h.admin('credit', 'add', customerId, '5', '--reason', 'After deletion')),
    ).toBe('maude@example.com deleted the account; its minutes can no longer change.');
    expect(await ledger()).toEqual([]);
  });
});
