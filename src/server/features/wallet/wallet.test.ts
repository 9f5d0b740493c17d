import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { createWalletService, UnknownCustomerError } from './service.ts';

let database: Database;
const clock = createFakeClock();
const wallet = createWalletService({ clock });

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

async function aCustomer(email = 'wallet@example.com'): Promise<string> {
  const id = newId();
  const at = clock.now().toISOString();
  await database.kysely
    .insertInto('customers')
    .values({ id, name: 'Wallet', email, createdAt: at, updatedAt: at, adultConfirmedAt: at })
    .execute();
  return id;
}

/** A purchase line the ledger rows can be tied to (a cashback row needs no payment order). */
async function aPurchase(customerId: string, month = '2026-10'): Promise<string> {
  const id = newId();
  await database.kysely
    .insertInto('purchases')
    .values({
      id,
      customerId,
      kind: 'cashback',
      paymentOrderId: null,
      bundleName: 'Monthly Cashback',
      minutes: 1,
      amountCents: 0,
      cashbackMonth: month,
      purchasedAt: clock.now().toISOString(),
    })
    .execute();
  return id;
}

async function expectBalanceEqualsLedger(customerId: string, credits: number) {
  const audit = await wallet.audit(database.kysely, customerId);
  expect(audit).toEqual({ credits, ledgerSum: credits });
}

function ledgerOf(customerId: string) {
  return database.kysely
    .selectFrom('minuteLedger')
    .select(['reason', 'deltaMinutes', 'balanceAfter', 'purchaseId', 'note'])
    .where('customerId', '=', customerId)
    .orderBy('id')
    .execute();
}

describe('the wallet', () => {
  it('credits each entry as its own ledger row with the balance after it, skipping zero minutes', async () => {
    const customerId = await aCustomer();
    const purchaseId = await aPurchase(customerId);
    const change = await database.kysely.transaction().execute((trx) =>
      wallet.credit(trx, customerId, [
        { minutes: 20, reason: 'purchase', purchaseId },
        { minutes: 5, reason: 'gift', purchaseId },
        { minutes: 0, reason: 'coupon_bonus', purchaseId },
      ]),
    );
    expect(change.balance).toBe(25);
    expect(change.total).toBe(25);
    expect(change.entries.map((e) => [e.reason, e.applied, e.balanceAfter])).toEqual([
      ['purchase', 20, 20],
      ['gift', 5, 25],
      ['coupon_bonus', 0, 25],
    ]);
    expect(change.entries[2]?.ledgerId).toBeNull();
    expect(await ledgerOf(customerId)).toEqual([
      { reason: 'purchase', deltaMinutes: 20, balanceAfter: 20, purchaseId, note: null },
      { reason: 'gift', deltaMinutes: 5, balanceAfter: 25, purchaseId, note: null },
    ]);
    await expectBalanceEqualsLedger(customerId, 25);
  });

  it('debits at most the balance, says how much it took, and never goes below zero', async () => {
    const customerId = await aCustomer();
    const purchaseId = await aPurchase(customerId);
    await database.kysely
      .transaction()
      .execute((trx) =>
        wallet.credit(trx, customerId, [{ minutes: 12, reason: 'purchase', purchaseId }]),
      );
    await expectBalanceEqualsLedger(customerId, 12);

    const first = await database.kysely
      .transaction()
      .execute((trx) =>
        wallet.debit(trx, customerId, [{ minutes: 7, reason: 'adjustment', note: 'a call' }]),
      );
    expect(first).toMatchObject({ balance: 5, total: 7 });
    await expectBalanceEqualsLedger(customerId, 5);

    const second = await database.kysely.transaction().execute((trx) =>
      wallet.debit(trx, customerId, [
        { minutes: 9, reason: 'adjustment', note: 'refund R-1, by hand' },
        { minutes: 3, reason: 'adjustment', note: 'nothing left to take' },
      ]),
    );
    expect(second.balance).toBe(0);
    expect(second.total).toBe(5);
    expect(second.entries.map((e) => [e.reason, e.requested, e.applied, e.balanceAfter])).toEqual([
      ['adjustment', 9, 5, 0],
      ['adjustment', 3, 0, 0],
    ]);
    await expectBalanceEqualsLedger(customerId, 0);
    expect((await ledgerOf(customerId)).map((row) => row.deltaMinutes)).toEqual([12, -7, -5]);
  });

  it("rolls back with the caller's transaction: a row the database refuses leaves the balance as it was", async () => {
    const customerId = await aCustomer();
    const purchaseId = await aPurchase(customerId);
    await expect(
      database.kysely.transaction().execute((trx) =>
        wallet.credit(trx, customerId, [
          { minutes: 20, reason: 'purchase', purchaseId },
          // A gift must be tied to its purchase (minute_ledger_tied_to_cause).
          { minutes: 5, reason: 'gift' },
        ]),
      ),
    ).rejects.toThrow();
    await expectBalanceEqualsLedger(customerId, 0);
    expect(await ledgerOf(customerId)).toEqual([]);
  });

  it('keeps the balance equal to the ledger under concurrent debits, never below zero', async () => {
    const customerId = await aCustomer();
    const purchaseId = await aPurchase(customerId);
    await database.kysely
      .transaction()
      .execute((trx) =>
        wallet.credit(trx, customerId, [{ minutes: 20, reason: 'purchase', purchaseId }]),
      );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        database.kysely
          .transaction()
          .execute((trx) =>
            wallet.debit(trx, customerId, [
              { minutes: 3, reason: 'adjustment', note: `call ${index}` },
            ]),
          ),
      ),
    );
    expect(results.reduce((sum, result) => sum + result.total, 0)).toBe(20);
    await expectBalanceEqualsLedger(customerId, 0);
    const rows = await ledgerOf(customerId);
    expect(rows.every((row) => row.balanceAfter >= 0)).toBe(true);
  });

  it('refuses an unknown customer and a negative or fractional amount', async () => {
    await expect(
      database.kysely
        .transaction()
        .execute((trx) =>
          wallet.debit(trx, newId(), [{ minutes: 1, reason: 'adjustment', note: 'x' }]),
        ),
    ).rejects.toBeInstanceOf(UnknownCustomerError);
    const customerId = await aCustomer();
    await expect(
      database.kysely
        .transaction()
        .execute((trx) =>
          wallet.credit(trx, customerId, [{ minutes: -1, reason: 'adjustment', note: 'x' }]),
        ),
    ).rejects.toBeInstanceOf(RangeError);
    await expect(
      database.kysely
        .transaction()
        .execute((trx) =>
          wallet.debit(trx, customerId, [{ minutes: 1.5, reason: 'adjustment', note: 'x' }]),
        ),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it('credits many purchases at once, each once, and refuses two for one customer', async () => {
    const first = await aCustomer('first@example.com');
    const second = await aCustomer('second@example.com');
    await aPurchase(first);
    await aPurchase(second);
    const cashbackOf = (customerIds: string[]) =>
      database.kysely
        .selectFrom('purchases')
        .select('id')
        .where('customerId', 'in', customerIds)
        .where('kind', '=', 'cashback');
    const creditAll = (customerIds: string[]) =>
      database.kysely
        .transaction()
        .execute((trx) => wallet.creditPurchases(trx, 'cashback', cashbackOf(customerIds)));
    expect(await creditAll([first, second])).toBe(2);
    // Already in the ledger: nothing more.
    expect(await creditAll([first, second])).toBe(0);
    await expectBalanceEqualsLedger(first, 1);
    await expectBalanceEqualsLedger(second, 1);

    const twice = await aCustomer('twice@example.com');
    await aPurchase(twice, '2026-10');
    await aPurchase(twice, '2026-11');
    await expect(creditAll([twice])).rejects.toThrow();
    await expectBalanceEqualsLedger(twice, 0);
    expect(await ledgerOf(twice)).toEqual([]);
  });
});
