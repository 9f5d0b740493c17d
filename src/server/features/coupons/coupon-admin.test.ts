// The coupons service's operations for making and changing coupons (create, list, findByCode,
// update) and the definition rules (./coupon-definition.ts). The commands' own tests
// (src/server/cli/commands/coupon.test.ts) follow the effects to the purchase page's check.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import { createRateLimitService } from '#server/rate-limits/rate-limits.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { checkedCouponDefinition, type CouponDefinition } from './coupon-definition.ts';
import { createCouponsService } from './service.ts';

const definition: CouponDefinition = {
  code: ' spring-10 ',
  type: 'percentage_off',
  value: 10,
  expiresAt: null,
  maxUses: 1,
  firstPurchaseOnly: false,
  isActive: true,
  customerId: null,
  source: 'operator',
};

describe("a coupon's definition", () => {
  it('upper-cases and trims the code', () => {
    expect(checkedCouponDefinition(definition).code).toBe('SPRING-10');
  });

  it.each([
    [{ value: 99 }, null],
    [{ value: 100 }, 'is 1 to 99 percent, not 100'],
    [{ value: 0 }, 'is 1 to 99 percent, not 0'],
    [{ type: 'percentage_bonus_minutes' as const, value: 100 }, null],
    [{ type: 'bonus_minutes' as const, value: 1000 }, null],
    [{ type: 'bonus_minutes' as const, value: 1001 }, 'is 1 to 1000 minutes, not 1001'],
    [{ value: 10.5 }, 'not 10.5'],
    [{ code: 'TAROTAB12CD' }, "Codes starting with TAROT are the tarot game's prizes"],
    [{ code: 'TAROTAB12CD', source: 'tarot' as const }, null],
    [{ code: '-LEADING' }, 'is not a coupon code'],
    [{ code: 'X'.repeat(33) }, 'is not a coupon code'],
    [{ maxUses: 0 }, 'The uses per customer must be a whole number from 1'],
    [{ expiresAt: '2027-01-01' }, 'The expiry must be an instant'],
  ])('%j: %s', (change, refusal) => {
    const check = () => checkedCouponDefinition({ ...definition, ...change });
    if (refusal === null) expect(check).not.toThrow();
    else expect(check).toThrow(refusal);
  });
});

describe('the coupons service for making coupons', () => {
  let database: Database;
  const clock = createFakeClock('2026-11-21T15:00:00.000Z');
  const couponsService = () =>
    createCouponsService({
      database,
      clock,
      rateLimits: createRateLimitService({ database, clock }),
    });
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  async function aCustomer() {
    const id = newId();
    const at = clock.now().toISOString();
    await database.kysely
      .insertInto('customers')
      .values({ id, name: 'Winner', email: 'winner@example.com', createdAt: at, updatedAt: at })
      .execute();
    return id;
  }

  it('creates an operator coupon with safe defaults, and finds it by any casing', async () => {
    const coupons = couponsService();
    const created = await coupons.create({ code: 'bonus5', type: 'bonus_minutes', value: 5 });
    expect(created).toMatchObject({
      code: 'BONUS5',
      isActive: true,
      expiresAt: null,
      maxUses: null,
      firstPurchaseOnly: false,
      customerId: null,
      source: 'operator',
    });
    expect(await coupons.findByCode(' Bonus5 ')).toEqual({ ...created, uses: 0 });
    expect(await coupons.findByCode('NOPE')).toBeNull();
  });

  it("makes a prize for one customer inside the caller's transaction, gone if it rolls back", async () => {
    const coupons = couponsService();
    const customerId = await aCustomer();
    const prize = {
      code: 'TAROTK7M2QX',
      type: 'percentage_off' as const,
      value: 15,
      expiresAt: '2026-11-28T15:00:00.000Z',
      maxUses: 1,
      customerId,
      source: 'tarot' as const,
    };
    await expect(
      database.kysely.transaction().execute(async (trx) => {
        await coupons.create(prize, trx);
        throw new Error('the attempt failed');
      }),
    ).rejects.toThrow('the attempt failed');
    expect(await coupons.findByCode(prize.code)).toBeNull();

    await database.kysely.transaction().execute((trx) => coupons.create(prize, trx));
    expect(await coupons.findByCode(prize.code)).toMatchObject({ customerId, source: 'tarot' });
    // Operators' lists leave prizes out unless asked.
    expect(await coupons.list()).toEqual([]);
    expect((await coupons.list({ includePrizes: true })).map((c) => c.code)).toEqual([prize.code]);
  });

  it('refuses a code taken, even by a concurrent create', async () => {
    const coupons = couponsService();
    const attempts = await Promise.allSettled([
      coupons.create({ code: 'SAME1', type: 'percentage_off', value: 10 }),
      coupons.create({ code: 'same1', type: 'bonus_minutes', value: 5 }),
    ]);
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = attempts.find((attempt) => attempt.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'CHANGE_REFUSED' });
    expect((refused?.reason as Error).message).toBe('A coupon with the code SAME1 already exists.');
    expect(await coupons.list()).toHaveLength(1);
  });

  it('refuses an expiry already past', async () => {
    const coupons = couponsService();
    await expect(
      coupons.create({
        code: 'LATE1',
        type: 'percentage_off',
        value: 10,
        expiresAt: '2026-11-21T15:00:00.000Z',
      }),
    ).rejects.toThrow('That expiry is already past');
  });

  it('changes only the limits and the switch, even of a coupon made before these rules', async () => {
    const coupons = couponsService();
    // A 100 % coupon written straight to the database can still be switched off.
    await database.kysely
      .insertInto('coupons')
      .values({
        id: newId(),
        code: 'LEGACY100',
        type: 'percentage_off',
        value: 100,
        isActive: true,
        expiresAt: null,
        maxUses: null,
        customerId: null,
        source: 'operator',
        createdAt: clock.now().toISOString(),
      })
      .execute();
    const updated = await coupons.update('legacy100', { isActive: false, maxUses: 2 });
    expect(updated).toMatchObject({ code: 'LEGACY100', isActive: false, maxUses: 2, value: 100 });
    await expect(coupons.update('LEGACY100', { maxUses: -1 })).rejects.toMatchObject({
      code: 'CHANGE_REFUSED',
    });
    await expect(coupons.update('MISSING', { isActive: false })).rejects.toMatchObject({
      code: 'COUPON_NOT_FOUND',
    });
    expect(await coupons.findByCode('LEGACY100')).toMatchObject({ isActive: false, maxUses: 2 });
  });
});
