// The customers feature for operators (./operator.ts): how a customer is named, and minute
// adjustments through the wallet — one ledger row each, the balance equal to the ledger's sum,
// never below zero even when adjustments race. The commands' own tests
// (src/server/cli/commands/customer.test.ts, credit.test.ts) show the effects on the site's API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWalletService } from '#server/features/wallet/service.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { seedCustomer } from '#tests/support/customers.ts';
import { createCustomerAdmin, parseCustomerQuery, type CustomerAdmin } from './service.ts';

describe('naming a customer', () => {
  it.each([
    [' Maude@Example.com ', { kind: 'email', email: 'maude@example.com' }],
    ['(514) 555-0100', { kind: 'phone', phone: '5145550100' }],
    ['+1 514 555 0100', { kind: 'phone', phone: '5145550100' }],
    [
      '0196A1B2-C3D4-7E5F-8A9B-0C1D2E3F4A5B',
      { kind: 'id', id: '0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' },
    ],
    ['555-0100', null],
    ['maude', null],
    ['', null],
  ])('%j', (text, query) => {
    expect(parseCustomerQuery(text)).toEqual(query);
  });
});

describe('adjusting minutes', () => {
  let t: TestApp;
  let admin: CustomerAdmin;
  let customerId: string;
  const wallet = () => createWalletService({ clock: t.clock });

  beforeEach(async () => {
    t = await createTestApp();
    admin = createCustomerAdmin({ database: t.database, wallet: wallet() });
    customerId = (await seedCustomer(t, { email: 'maude@example.com', phones: ['4185550123'] })).id;
  });
  afterEach(async () => {
    await t.close();
  });

  const audit = () => wallet().audit(t.database.kysely, customerId);

  it('writes one adjustment row with its reason, and the balance follows', async () => {
    const added = await admin.adjustMinutes(customerId, { minutes: 12, reason: ' Goodwill ' });
    expect(added).toMatchObject({ minutes: 12, balance: 12 });
    const removed = await admin.adjustMinutes(customerId, { minutes: -12, reason: 'Undo' });
    expect(removed).toMatchObject({ minutes: -12, balance: 0 });
    const rows = await t.database.kysely
      .selectFrom('minuteLedger')
      .select(['id', 'deltaMinutes', 'reason', 'note'])
      .where('customerId', '=', customerId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: added.ledgerId, deltaMinutes: 12, reason: 'adjustment', note: 'Goodwill' },
      { id: removed.ledgerId, deltaMinutes: -12, reason: 'adjustment', note: 'Undo' },
    ]);
    expect(await audit()).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('refuses below zero, an unknown customer and a missing reason', async () => {
    await expect(admin.adjustMinutes(customerId, { minutes: -1, reason: 'x' })).rejects.toThrow(
      'maude@example.com has 0 minutes; removing 1 would take the balance below zero.',
    );
    await expect(
      admin.adjustMinutes('0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', { minutes: 1, reason: 'x' }),
    ).rejects.toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
    await expect(admin.adjustMinutes(customerId, { minutes: 1, reason: '' })).rejects.toThrow(
      'Give the reason',
    );
    expect(await audit()).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('never goes below zero when removals race', async () => {
    await admin.adjustMinutes(customerId, { minutes: 10, reason: 'Goodwill' });
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        admin.adjustMinutes(customerId, { minutes: -3, reason: `Removal ${index}` }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') {
        expect(attempt.reason).toMatchObject({ code: 'CHANGE_REFUSED' });
      }
    }
    expect(await audit()).toEqual({ credits: 1, ledgerSum: 1 });
  });

  it('finds a customer with their numbers and balance', async () => {
    await admin.adjustMinutes(customerId, { minutes: 7, reason: 'Goodwill' });
    const found = await admin.find({ kind: 'phone', phone: '4185550123' });
    expect(found).toMatchObject({
      id: customerId,
      email: 'maude@example.com',
      credits: 7,
      ledgerSum: 7,
      deletedAt: null,
      phoneNumbers: [{ phone: '4185550123' }],
      purchases: [],
      calls: [],
      ledger: [{ deltaMinutes: 7, balanceAfter: 7, reason: 'adjustment', note: 'Goodwill' }],
    });
    expect(await admin.find({ kind: 'email', email: 'nobody@example.com' })).toBeNull();
  });
});
