// Monthly cashback (docs/product.md §10.5): the spec's example, each package's percent, free and bonus
// minutes excluded, purchases at the month's edges in business time (Montréal), refunded and
// deleted customers left out, and one grant per customer per month whatever runs it how often.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { zonedTimeToInstant } from '#shared/time/business-time.ts';
import { creditsAndLedgerSum, recordPackagePurchase } from '#tests/support/customer-area.ts';
import { createWalletService, type WalletService } from '#server/features/wallet/service.ts';
import { seedCustomer } from '#tests/support/customers.ts';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { cashbackMinutes, type PaidMinutes } from './rules.ts';
import { createCashbackService } from './service.ts';

/** Montréal wall-clock time as an ISO instant. */
const montreal = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  zonedTimeToInstant({ year, month, day, hour, minute }).toISOString();

let t: TestApp;
let order = 0;
beforeEach(async () => {
  // Granted on 1 November 2026, 00:05 in Montréal, for October.
  t = await createTestApp({ clock: createFakeClock(new Date(montreal(2026, 11, 1, 0, 5))) });
});
afterEach(async () => t.close());

const cashback = (options: { customersPerBatch?: number; wallet?: WalletService } = {}) =>
  createCashbackService({
    database: t.database,
    clock: t.clock,
    wallet: options.wallet ?? createWalletService({ clock: t.clock }),
    ...(options.customersPerBatch === undefined
      ? {}
      : { customersPerBatch: options.customersPerBatch }),
  });

async function buy(
  customerId: string,
  bundleId: 'bundle-10' | 'bundle-20' | 'bundle-40' | 'bundle-80',
  purchasedAt: string,
  extra: { bonusMinutes?: number; status?: 'completed' | 'refunded' } = {},
) {
  order += 1;
  await recordPackagePurchase(t, customerId, {
    providerOrderId: `ORDER-${order}`,
    purchasedAt,
    bundleId,
    ...extra,
  });
}

/** `count` customers who each bought Standard (20 paid minutes at 1 %: 1 minute) in October. */
async function someBuyers(count: number) {
  const customers = [];
  for (let index = 0; index < count; index += 1) {
    const customer = await seedCustomer(t, { email: `buyer${index}@example.com` });
    await buy(customer.id, 'bundle-20', montreal(2026, 10, 10));
    customers.push(customer);
  }
  return customers;
}

async function grantsOf(customerId: string) {
  return t.database.kysely
    .selectFrom('purchases')
    .select(['bundleName', 'minutes', 'amountCents', 'cashbackMonth'])
    .where('customerId', '=', customerId)
    .where('kind', '=', 'cashback')
    .execute();
}

describe('the rule', () => {
  it('matches the spec’s example: 20 paid minutes at 1 % give 1 minute', () => {
    expect(cashbackMinutes([{ bundleId: 'bundle-20', minutes: 20 }])).toBe(1);
  });

  it('sums every package at its own percent before rounding up once', () => {
    // 20×1 + 40×2 + 80×3 = 340 → 3.4 → 4.
    expect(
      cashbackMinutes([
        { bundleId: 'bundle-20', minutes: 20 },
        { bundleId: 'bundle-40', minutes: 40 },
        { bundleId: 'bundle-80', minutes: 80 },
      ]),
    ).toBe(4);
    // Basic earns nothing (0 %).
    expect(cashbackMinutes([{ bundleId: 'bundle-10', minutes: 100 }])).toBe(0);
  });
});

describe('granting a month', () => {
  it('credits a Monthly Cashback purchase of $0 with its ledger row', async () => {
    const customer = await seedCustomer(t, { email: 'october@example.com' });
    await buy(customer.id, 'bundle-80', montreal(2026, 10, 14));
    await buy(customer.id, 'bundle-20', montreal(2026, 10, 20), { bonusMinutes: 10 });
    const run = await cashback().grant('2026-10');
    // 80×3 + 20×1 = 260 → 3 minutes; the free and the bonus minutes do not count.
    expect(run).toEqual({ month: '2026-10', granted: 1, minutes: 3, alreadyGranted: 0 });
    expect(await grantsOf(customer.id)).toEqual([
      {
        bundleName: accountCopy.purchase.monthlyCashback,
        minutes: 3,
        amountCents: 0,
        cashbackMonth: '2026-10',
      },
    ]);
    const audit = await creditsAndLedgerSum(t, customer.id);
    expect(audit.credits).toBe(audit.ledgerSum);
    expect(audit.credits).toBe(80 + 25 + 20 + 5 + 10 + 3);
  });

  it('counts the month by Montréal’s clock at both edges', async () => {
    const inside = await seedCustomer(t, { email: 'inside@example.com' });
    const outside = await seedCustomer(t, { email: 'outside@example.com' });
    // 1 October 00:00 and 31 October 23:59 in Montréal are October (in UTC the first is
    // 04:00 on the 1st and the second 03:59 on 1 November).
    await buy(inside.id, 'bundle-20', montreal(2026, 10, 1, 0, 0));
    await buy(inside.id, 'bundle-20', montreal(2026, 10, 31, 23, 59));
    // 30 September 23:59 and 1 November 00:00 in Montréal are not.
    await buy(outside.id, 'bundle-20', montreal(2026, 9, 30, 23, 59));
    await buy(outside.id, 'bundle-20', montreal(2026, 11, 1, 0, 0));
    const run = await cashback().grant('2026-10');
    expect(run.granted).toBe(1);
    expect((await grantsOf(inside.id)).map((grant) => grant.minutes)).toEqual([1]);
    expect(await grantsOf(outside.id)).toEqual([]);
  });

  it('leaves out refunded purchases, deleted accounts and packages without cashback', async () => {
    const refunded = await seedCustomer(t, { email: 'refunded@example.com' });
    const deleted = await seedCustomer(t, { email: 'deleted@example.com' });
    const basic = await seedCustomer(t, { email: 'basic@example.com' });
    await buy(refunded.id, 'bundle-80', montreal(2026, 10, 5), { status: 'refunded' });
    await buy(deleted.id, 'bundle-80', montreal(2026, 10, 5));
    await t.database.kysely
      .updateTable('customers')
      .set({ deletedAt: montreal(2026, 10, 6) })
      .where('id', '=', deleted.id)
      .execute();
    await buy(basic.id, 'bundle-10', montreal(2026, 10, 5));
    expect((await cashback().grant('2026-10')).granted).toBe(0);
  });

  it('grants once: a rerun and two concurrent runs add nothing more', async () => {
    const customers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => seedCustomer(t, { email: `c${index}@example.com` })),
    );
    for (const customer of customers) await buy(customer.id, 'bundle-40', montreal(2026, 10, 9));
    const [first, second] = await Promise.all([
      cashback().grant('2026-10'),
      cashback().grant('2026-10'),
    ]);
    expect(first.granted + second.granted).toBe(5);
    expect(first.granted + first.alreadyGranted).toBe(5);
    const rerun = await cashback().grant('2026-10');
    expect(rerun).toMatchObject({ granted: 0, minutes: 0, alreadyGranted: 5 });
    for (const customer of customers) {
      expect((await grantsOf(customer.id)).map((grant) => grant.minutes)).toEqual([1]);
      const audit = await creditsAndLedgerSum(t, customer.id);
      expect(audit.credits).toBe(audit.ledgerSum);
    }
  });

  it('finishes what a crashed run left', async () => {
    const early = await seedCustomer(t, { email: 'early@example.com' });
    const late = await seedCustomer(t, { email: 'late@example.com' });
    await buy(early.id, 'bundle-20', montreal(2026, 10, 2));
    await buy(late.id, 'bundle-20', montreal(2026, 10, 3));
    // As if a run had granted one customer and then died.
    const wallet = createWalletService({ clock: t.clock });
    await t.database.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('purchases')
        .values({
          id: 'crashed-run-grant',
          customerId: early.id,
          kind: 'cashback',
          paymentOrderId: null,
          bundleName: accountCopy.purchase.monthlyCashback,
          minutes: 1,
          amountCents: 0,
          cashbackMonth: '2026-10',
          purchasedAt: t.clock.now().toISOString(),
        })
        .execute();
      await wallet.credit(trx, early.id, [
        { minutes: 1, reason: 'cashback', purchaseId: 'crashed-run-grant' },
      ]);
    });
    expect(await cashback().grant('2026-10')).toMatchObject({ granted: 1, alreadyGranted: 1 });
    expect(await grantsOf(early.id)).toHaveLength(1);
    expect(await grantsOf(late.id)).toHaveLength(1);
  });

  it('grants once when two runs race batch by batch, each balance equal to its ledger', async () => {
    const customers = await someBuyers(7);
    const [first, second] = await Promise.all([
      cashback({ customersPerBatch: 2 }).grant('2026-10'),
      cashback({ customersPerBatch: 3 }).grant('2026-10'),
    ]);
    expect(first.granted + second.granted).toBe(7);
    expect(first.minutes + second.minutes).toBe(7);
    expect(first.granted + first.alreadyGranted).toBe(7);
    expect(second.granted + second.alreadyGranted).toBe(7);
    for (const customer of customers) {
      expect((await grantsOf(customer.id)).map((grant) => grant.minutes)).toEqual([1]);
      const audit = await creditsAndLedgerSum(t, customer.id);
      expect(audit.credits).toBe(audit.ledgerSum);
    }
  });

  it('grants the rest on a rerun after a run died in the middle of its second batch', async () => {
    const customers = await someBuyers(5);
    // The second batch's credit fails, as if the process had died there: its transaction,
    // grants included, is rolled back; the batches that finished keep theirs.
    const wallet = createWalletService({ clock: t.clock });
    let batches = 0;
    const dying: WalletService = {
      ...wallet,
      creditPurchases: async (...args) => {
        batches += 1;
        if (batches === 2) throw new Error('the process died');
        return wallet.creditPurchases(...args);
      },
    };
    await expect(
      cashback({ customersPerBatch: 2, wallet: dying }).grant('2026-10'),
    ).rejects.toThrow('the process died');
    const before = await Promise.all(customers.map(async (c) => (await grantsOf(c.id)).length));
    const grantedBefore = before.filter((count) => count === 1).length;
    expect(grantedBefore).toBeGreaterThan(0);
    expect(grantedBefore).toBeLessThan(5);

    expect(await cashback({ customersPerBatch: 2 }).grant('2026-10')).toEqual({
      month: '2026-10',
      granted: 5 - grantedBefore,
      minutes: 5 - grantedBefore,
      alreadyGranted: grantedBefore,
    });
    for (const customer of customers) {
      expect(await grantsOf(customer.id)).toHaveLength(1);
      const audit = await creditsAndLedgerSum(t, customer.id);
      expect(audit.credits).toBe(audit.ledgerSum);
    }
  });

  it('gives every customer what the rule gives their month, under ids of their own', async () => {
    type Bought = [
      bundleId: 'bundle-10' | 'bundle-20' | 'bundle-40' | 'bundle-80',
      refunded?: true,
    ];
    const months: Bought[][] = [
      [],
      [['bundle-20']],
      [['bundle-10'], ['bundle-10']],
      [['bundle-80']],
      [['bundle-40'], ['bundle-40'], ['bundle-20', true]],
      [['bundle-80'], ['bundle-80'], ['bundle-80']],
      [['bundle-20'], ['bundle-40'], ['bundle-80']],
      [['bundle-10'], ['bundle-20']],
      [['bundle-80', true]],
      [['bundle-40'], ['bundle-40'], ['bundle-40']],
    ];
    const expected = new Map<string, number>();
    for (const [index, bought] of months.entries()) {
      const customer = await seedCustomer(t, { email: `mix${index}@example.com` });
      const paid: PaidMinutes[] = [];
      for (const [day, [bundleId, refunded]] of bought.entries()) {
        await buy(customer.id, bundleId, montreal(2026, 10, 1 + day), {
          status: refunded ? 'refunded' : 'completed',
        });
        if (!refunded) paid.push({ bundleId, minutes: findBundle(bundleId)?.minutes ?? 0 });
      }
      expected.set(customer.id, cashbackMinutes(paid));
    }
    // 0, 1, 0, 3, 2, 8, 4, 1, 0, 3 by the rule.
    expect([...expected.values()]).toEqual([0, 1, 0, 3, 2, 8, 4, 1, 0, 3]);
    await cashback({ customersPerBatch: 5 }).grant('2026-10');
    const grants = await t.database.kysely
      .selectFrom('purchases')
      .select(['id', 'customerId', 'minutes'])
      .where('kind', '=', 'cashback')
      .execute();
    for (const [customerId, minutes] of expected) {
      const grant = grants.filter((row) => row.customerId === customerId);
      expect(grant.map((row) => row.minutes)).toEqual(minutes > 0 ? [minutes] : []);
    }
    for (const { id } of grants) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(grants.map((row) => row.id)).size).toBe(grants.length);
  });

  it('refuses a month that has not ended, or is not a month', async () => {
    const monthRefused = { code: 'CASHBACK_MONTH_INVALID' };
    await expect(cashback().grant('2026-11')).rejects.toMatchObject(monthRefused);
    await expect(cashback().grant('2026-13')).rejects.toMatchObject(monthRefused);
    await expect(cashback().grant('October')).rejects.toMatchObject(monthRefused);
  });
});
