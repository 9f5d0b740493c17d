import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { verifyPassword } from '#server/security/password-hashing.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Database } from '../database.ts';
import { newId } from '../ids.ts';
import type { DB } from '../schema.ts';
import { seedDemoData } from './index.ts';

const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
// A Saturday afternoon in Montréal: the business week runs Monday 16 to Sunday 22 November.
const now = '2026-11-21T15:00:00.000Z';

const tables: (keyof DB)[] = [
  'customers',
  'customerPhoneNumbers',
  'credentials',
  'advisors',
  'advisorScheduleSlots',
  'tarotCards',
  'tarotGames',
  'coupons',
  'promotions',
  'platformAnnouncements',
  'minuteLedger',
];

async function snapshot(database: Database) {
  const counts: Record<string, unknown> = {};
  for (const table of tables) {
    const { count } = await database.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = count;
  }
  const customers = await database.kysely.selectFrom('customers').selectAll().execute();
  const advisors = await database.kysely
    .selectFrom('advisors')
    .selectAll()
    .orderBy('extension')
    .execute();
  return { counts, customers, advisors };
}

describe(`demo seed on ${dialect}`, () => {
  let database: Database;
  const clock = createFakeClock(now);
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('creates the demo data of the contract', async () => {
    expect(await seedDemoData(database, { clock })).toBe('seeded');
    const db = database.kysely;

    const advisors = await db.selectFrom('advisors').selectAll().orderBy('extension').execute();
    expect(advisors.length).toBeGreaterThanOrEqual(8);
    expect(advisors.map((advisor) => advisor.extension)).toEqual(
      advisors.map((_, index) => 4001 + index),
    );
    expect(new Set(advisors.map((advisor) => advisor.name)).size).toBe(advisors.length);
    for (const advisor of advisors) {
      expect(advisor.phone).toMatch(/^51455501\d\d$/);
      expect(advisor.description.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(2);
      expect(advisor.availTimeStr).not.toBe('');
      expect(advisor.isListed).toBe(true);
    }
    expect(new Set(advisors.map((advisor) => advisor.phone)).size).toBe(advisors.length);
    expect(advisors.some((advisor) => advisor.signedIn)).toBe(true);
    expect(advisors.some((advisor) => !advisor.signedIn)).toBe(true);
    expect(advisors.filter((advisor) => advisor.gender === 'female').length).toBeGreaterThan(
      advisors.length / 2,
    );
    expect(advisors.some((advisor) => advisor.gender === 'male')).toBe(true);

    const first = advisors[0];
    expect(first).toMatchObject({ extension: 4001, signedIn: true });
    if (!first) throw new Error('no advisor was seeded');
    const onACall = await db
      .selectFrom('calls')
      .select('id')
      .where('advisorId', '=', first.id)
      .where('status', '=', 'dialing')
      .execute();
    expect(onACall).toEqual([]);

    const slots = await db.selectFrom('advisorScheduleSlots').selectAll().execute();
    for (const advisor of advisors) {
      const own = slots.filter((slot) => slot.advisorId === advisor.id);
      expect(new Set(own.map((slot) => slot.dayOfWeek))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    }
    expect(slots.some((slot) => slot.fromTime === 'Varies')).toBe(true);
    expect(slots.some((slot) => slot.slot === 2 && /^\d\d:\d\d$/.test(slot.fromTime))).toBe(true);

    // The demo customer, found the way the phone line finds a caller.
    const customer = await db
      .selectFrom('customerPhoneNumbers')
      .innerJoin('customers', 'customers.id', 'customerPhoneNumbers.customerId')
      .innerJoin('credentials', 'credentials.customerId', 'customers.id')
      .select([
        'customers.id',
        'customers.name',
        'customers.email',
        'customers.credits',
        'customers.isActive',
        'customers.deletedAt',
        'customerPhoneNumbers.verifiedAt',
        'credentials.emailConfirmedAt',
        'credentials.passwordHash',
      ])
      .where('customerPhoneNumbers.phone', '=', '5145550100')
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      name: 'Demo Customer',
      email: 'demo@lumina-psychics.example',
      credits: 30,
      isActive: true,
      deletedAt: null,
      verifiedAt: now,
      emailConfirmedAt: now,
    });
    expect(await verifyPassword(customer.passwordHash, 'demo-password')).toBe(true);
    expect(await verifyPassword(customer.passwordHash, 'demo-password2')).toBe(false);

    const ledger = await db
      .selectFrom('minuteLedger')
      .selectAll()
      .where('customerId', '=', customer.id)
      .execute();
    expect(ledger.reduce((sum, row) => sum + row.deltaMinutes, 0)).toBe(customer.credits);
    expect(ledger).toMatchObject([{ reason: 'adjustment', balanceAfter: 30, note: 'Demo credit' }]);

    const coupon = await db
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', 'WELCOME25')
      .executeTakeFirstOrThrow();
    expect(coupon).toMatchObject({
      type: 'percentage_off',
      value: 25,
      isActive: true,
      expiresAt: null,
      maxUses: 1,
      firstPurchaseOnly: true,
      customerId: null,
      source: 'operator',
    });

    const cards = await db.selectFrom('tarotCards').selectAll().orderBy('position').execute();
    expect(cards).toHaveLength(29);
    expect(cards.filter((card) => card.arcana === 'major')).toHaveLength(22);
    expect(cards[0]).toMatchObject({ id: 'the-fool', name: 'The Fool', position: 0 });
    expect(cards[21]).toMatchObject({ name: 'The World', arcana: 'major' });
    expect(cards.map((card) => card.position)).toEqual(cards.map((_, index) => index));

    const games = await db.selectFrom('tarotGames').selectAll().execute();
    expect(games).toMatchObject([
      { weekStart: '2026-11-16', weekEnd: '2026-11-22', isActive: true },
    ]);

    // Read the way the site reads them.
    const promotions = await db
      .selectFrom('promotions')
      .selectAll()
      .where('isActive', '=', true)
      .where('startDate', '<=', now)
      .where('endDate', '>=', now)
      .execute();
    expect(promotions).toHaveLength(1);
    expect(promotions[0]).toMatchObject({
      startDate: '2026-11-20T15:00:00.000Z',
      endDate: '2026-12-05T15:00:00.000Z',
      linkUrl: '/pricing',
    });
    expect(promotions[0]?.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(promotions[0]?.textColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(await db.selectFrom('promotions').select('id').execute()).toHaveLength(1);

    const announcements = await db
      .selectFrom('platformAnnouncements')
      .selectAll()
      .where('isActive', '=', true)
      .execute();
    expect(announcements).toHaveLength(1);
    expect(announcements[0]).toMatchObject({ severity: 'info', endAt: null });
    expect(announcements[0]?.title).toBeTruthy();
    expect(announcements[0]?.message.split('\n')).toHaveLength(2);
  });

  it('skips a database that already has data, changing nothing', async () => {
    expect(await seedDemoData(database, { clock })).toBe('seeded');
    const before = await snapshot(database);
    clock.advance(60_000);
    expect(await seedDemoData(database, { clock })).toBe('skipped');
    expect(await snapshot(database)).toEqual(before);
  });

  it('skips a database with an advisor but no customer', async () => {
    await database.kysely
      .insertInto('advisors')
      .values({
        id: newId(),
        extension: 7001,
        name: 'Own',
        description: 'Ours',
        availTimeStr: 'Varies',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    expect(await seedDemoData(database, { clock })).toBe('skipped');
    expect(await database.kysely.selectFrom('customers').select('id').execute()).toEqual([]);
  });

  it('writes everything or nothing', async () => {
    // A stray card with a seeded id makes the deck's insert fail half-way through the seed.
    await database.kysely
      .insertInto('tarotCards')
      .values({ id: 'the-fool', name: 'Stray', arcana: 'major', position: 99 })
      .execute();
    await expect(seedDemoData(database, { clock })).rejects.toThrow();
    expect(await database.kysely.selectFrom('advisors').select('id').execute()).toEqual([]);
    expect(
      await database.kysely.selectFrom('advisorScheduleSlots').select('advisorId').execute(),
    ).toEqual([]);
  });
});
