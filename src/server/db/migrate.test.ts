import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { booleanColumns } from './boolean-columns.ts';
import { openDatabase, type Database } from './database.ts';
import { migrateToLatest, postgresVersionProblem } from './migrate.ts';
import { newId } from './ids.ts';
import { migrations } from './migrations/index.ts';

const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

const tables = [
  'advisor_applications',
  'advisor_payout_rates',
  'advisor_profile_changes',
  'advisor_schedule_slots',
  'advisor_sessions',
  'advisors',
  'audit_log',
  'availability_notices',
  'back_office_settings',
  'callback_queue_entries',
  'caller_checks',
  'calls',
  'consent_records',
  'coupon_uses',
  'coupons',
  'credentials',
  'customer_favourites',
  'customer_holds',
  'customer_limits',
  'customer_phone_numbers',
  'customers',
  'guarantee_claims',
  'horoscope_readings',
  'job_runs',
  'minute_ledger',
  'one_time_codes',
  'operator_recovery_codes',
  'operator_refunds',
  'operator_sessions',
  'operator_setup_links',
  'operators',
  'outbox_messages',
  'password_lockouts',
  'payment_disputes',
  'payment_events',
  'payment_orders',
  'phone_pins',
  'platform_announcements',
  'promotions',
  'purchases',
  'rate_limit_counters',
  'review_invitations',
  'reviews',
  'sessions',
  'tarot_cards',
  'tarot_game_attempts',
  'tarot_games',
  'tarot_layouts',
];

async function tableNames(database: Database): Promise<string[]> {
  const query =
    database.dialect === 'postgres'
      ? sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`
      : sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  const { rows } = await query.execute(database.kysely);
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

async function appliedMigrations(database: Database): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(database.kysely.withoutPlugins());
  return rows.map((row) => row.name);
}

describe(`migrations on ${dialect}`, () => {
  let database: Database | undefined;
  afterEach(() => database?.close());

  it('create every table on an empty database, and a second run changes nothing', async () => {
    database = await createTestDatabase();
    expect(await tableNames(database)).toEqual(tables);
    expect(await appliedMigrations(database)).toEqual(Object.keys(migrations).sort());

    await migrateToLatest(database);
    expect(await tableNames(database)).toEqual(tables);
    expect(await appliedMigrations(database)).toEqual(Object.keys(migrations).sort());
  });

  it('have names that sort in the order they were written', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{8}T\d{6}-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('name the migration that failed, and leave nothing of it behind', async () => {
    database = await createTestDatabase();
    const broken = {
      ...migrations,
      '99991231T235959-broken': {
        async up(db: Parameters<(typeof migrations)[string]['up']>[0]) {
          await db.schema.createTable('half_done').addColumn('id', 'text').execute();
          await sql`select * from no_such_table`.execute(db);
        },
      },
    };
    await expect(migrateToLatest(database, broken)).rejects.toThrow(
      /^Migration 99991231T235959-broken failed: .*no_such_table/,
    );
    expect(await tableNames(database)).toEqual(tables);
    expect(await appliedMigrations(database)).toEqual(Object.keys(migrations).sort());
  });

  // Instances started together (a deploy starting every unit at once) share one database: one
  // applies each migration while the others wait for its lock, then find nothing left to do.
  it.runIf(dialect === 'postgres')(
    'are applied once when two instances start together on one database, and both start',
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
      const open = () =>
        openDatabase({ databaseUrl: url, dataDir: ':memory:', postgresSchema: schema });
      const [first, second] = [open(), open()];
      try {
        await first.kysely.schema.createSchema(schema).execute();
        // Slow enough that the second instance asks for the lock while the first holds it.
        const slow = {
          '20000101T000000-slow': {
            async up(db: Parameters<(typeof migrations)[string]['up']>[0]) {
              await db.schema.createTable('applied').addColumn('at', 'text').execute();
              await sql`insert into applied values (clock_timestamp()::text)`.execute(db);
              await sql`select pg_sleep(0.5)`.execute(db);
            },
          },
        };
        await Promise.all([migrateToLatest(first, slow), migrateToLatest(second, slow)]);
        const { rows } = await sql<{ at: string }>`select at from applied`.execute(first.kysely);
        expect(rows).toHaveLength(1);
        expect(await appliedMigrations(second)).toEqual(['20000101T000000-slow']);
      } finally {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(first.kysely);
        await Promise.all([first.close(), second.close()]);
      }
    },
  );

  it('give exactly the boolean columns of the table types a boolean type', async () => {
    database = await createTestDatabase();
    const query =
      database.dialect === 'postgres'
        ? sql<{
            name: string;
          }>`select distinct column_name as name from information_schema.columns where table_schema = current_schema() and data_type = 'boolean'`
        : // SQLite spells a boolean as an integer column checked to hold 0 or 1.
          sql<{
            name: string;
          }>`select distinct p.name from sqlite_master m, pragma_table_info(m.name) p where m.type = 'table' and m.sql like '%"' || p.name || '" in (0, 1)%'`;
    const { rows } = await query.execute(database.kysely.withoutPlugins());
    const camel = (name: string) =>
      name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    expect(rows.map((row) => camel(row.name)).sort()).toEqual(Object.keys(booleanColumns).sort());
  });
});

describe('the PostgreSQL version', () => {
  it('is refused below 14, whose date_bin the reports use, and accepted from 14 on', () => {
    expect(postgresVersionProblem(130015)).toMatch(/^PostgreSQL 14 or newer is needed/);
    expect(postgresVersionProblem(Number.NaN)).toMatch(/^PostgreSQL 14 or newer is needed/);
    expect(postgresVersionProblem(140000)).toBeNull();
    expect(postgresVersionProblem(170002)).toBeNull();
  });
});

describe(`the refunds-and-disputes migration on ${dialect}`, () => {
  let database: Database | undefined;
  afterEach(() => database?.close());

  it('gives each refund row written before it an event of its own, and lets a purchase have more', async () => {
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < '20261126T124000'),
    );
    database = await createTestDatabase({ migrations: before });
    const db = database.kysely;
    const at = '2026-11-21T15:00:00.000Z';
    const customerId = newId();
    const orderId = newId();
    const purchaseId = newId();
    const refundRowId = newId();
    await db
      .insertInto('customers')
      .values({
        id: customerId,
        name: 'C',
        email: 'c@example.com',
        credits: 13,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db
      .insertInto('paymentOrders')
      .values({
        id: orderId,
        customerId,
        provider: 'paypal',
        providerOrderId: 'P-1',
        bundleId: 'bundle-20',
        priceCents: 5000,
        discountCents: 0,
        gstCents: 250,
        qstCents: 499,
        totalCents: 5749,
        minutes: 20,
        giftMinutes: 5,
        bonusMinutes: 0,
        status: 'refunded',
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      })
      .execute();
    await db
      .insertInto('purchases')
      .values({
        id: purchaseId,
        customerId,
        kind: 'package',
        paymentOrderId: orderId,
        bundleName: 'Standard',
        minutes: 25,
        amountCents: 5749,
        purchasedAt: at,
      })
      .execute();
    const ledgerRow = { customerId, purchaseId, createdAt: at };
    await db
      .insertInto('minuteLedger')
      .values({ ...ledgerRow, id: newId(), deltaMinutes: 25, balanceAfter: 25, reason: 'purchase' })
      .execute();
    await db
      .insertInto('minuteLedger')
      .values({
        ...ledgerRow,
        id: refundRowId,
        deltaMinutes: -12,
        balanceAfter: 13,
        reason: 'refund',
        note: 'PayPal refund R-OLD: CAD 28.75 of CAD 57.49',
      })
      .execute();

    await migrateToLatest(database);

    const event = await db
      .selectFrom('paymentEvents')
      .selectAll()
      .where('id', '=', refundRowId)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      providerEventId: `legacy-refund-${refundRowId}`,
      kind: 'refund',
      paymentOrderId: orderId,
      purchaseId,
      amountCents: null,
      minutesClaimed: 12,
      minutesMoved: -12,
    });
    const rows = await db
      .selectFrom('minuteLedger')
      .select(['id', 'reason', 'deltaMinutes', 'paymentEventId'])
      .where('customerId', '=', customerId)
      .orderBy('deltaMinutes', 'desc')
      .execute();
    expect(rows.map((row) => [row.reason, row.deltaMinutes, row.paymentEventId])).toEqual([
      ['purchase', 25, null],
      ['refund', -12, refundRowId],
    ]);
    // A second refund of the purchase, which the old key refused, now has its place.
    const secondEvent = newId();
    await db
      .insertInto('paymentEvents')
      .values({ ...event, id: secondEvent, providerEventId: 'WH-2', resourceId: 'R-2' })
      .execute();
    await db
      .insertInto('minuteLedger')
      .values({
        ...ledgerRow,
        id: newId(),
        deltaMinutes: -13,
        balanceAfter: 0,
        reason: 'refund',
        note: 'PayPal refund R-2',
        paymentEventId: secondEvent,
      })
      .execute();
    // And a purchase still credits each kind of minutes once.
    await expect(
      db
        .insertInto('minuteLedger')
        .values({
          ...ledgerRow,
          id: newId(),
          deltaMinutes: 25,
          balanceAfter: 25,
          reason: 'purchase',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
