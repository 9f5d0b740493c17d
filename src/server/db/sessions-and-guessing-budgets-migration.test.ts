// The migration of docs/decisions/029 on a database that already holds sessions and codes: open
// sessions proved their owner at their sign-in, every code survives (SQLite rebuilds the table
// to widen its CHECK) with its foreign key, the new purpose is accepted and an unknown one still
// refused, and a streak of wrong passwords counts at least one.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Database } from './database.ts';
import type { OneTimeCodePurpose } from './tables/one-time-codes.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const migration = '20261126T126000-sessions-and-guessing-budgets';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const at = '2026-11-01T12:00:00.000Z';
const later = '2026-11-01T12:10:00.000Z';

const code = (id: string, purpose: OneTimeCodePurpose, customerId: string | null) => ({
  id,
  purpose,
  target: '5145550100',
  customerId,
  codeHash: `hash-${id}`,
  attempts: 2,
  createdAt: at,
  expiresAt: later,
  consumedAt: null,
});

describe(`the migration to sessions that end and guessing budgets, on ${dialect}`, () => {
  it('keeps sessions and codes, and dates each session’s proof from its sign-in', async () => {
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < migration),
    );
    database = await createTestDatabase({ migrations: before });
    const db = database.kysely;
    await db
      .insertInto('customers')
      .values({ id: 'c1', name: 'Ann', email: 'ann@example.com', createdAt: at, updatedAt: at })
      .execute();
    await db
      .insertInto('sessions')
      .values({
        id: 's1',
        tokenHash: 'token-hash',
        customerId: 'c1',
        createdAt: at,
        lastSeenAt: later,
        expiresAt: '2026-12-01T12:00:00.000Z',
        ip: null,
        userAgent: null,
      })
      .execute();
    await db
      .insertInto('oneTimeCodes')
      .values([code('k1', 'phone_sign_in', 'c1'), code('k2', 'password_reset', null)])
      .execute();

    await migrateToLatest(database);

    expect(await db.selectFrom('sessions').select(['id', 'authenticatedAt']).execute()).toEqual([
      { id: 's1', authenticatedAt: at },
    ]);
    expect(await db.selectFrom('oneTimeCodes').selectAll().orderBy('id').execute()).toEqual([
      code('k1', 'phone_sign_in', 'c1'),
      code('k2', 'password_reset', null),
    ]);

    await db
      .insertInto('oneTimeCodes')
      .values({ ...code('k3', 'reauthentication', 'c1'), attempts: 0 })
      .execute();
    await expect(
      db
        .insertInto('oneTimeCodes')
        // An unknown purpose, as a typo in a later change would write it.
        .values({ ...code('k4', 'phone_add', 'c1'), purpose: 'magic_link' as OneTimeCodePurpose })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('oneTimeCodes')
        .values({ ...code('k5', 'phone_add', 'c1'), expiresAt: at })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('passwordLockouts')
        .values({ email: 'ann@example.com', failures: 0, lastAttemptAt: at })
        .execute(),
    ).rejects.toThrow();

    // The codes still belong to their customer: they go with it.
    await db.deleteFrom('sessions').execute();
    await db.deleteFrom('customers').where('id', '=', 'c1').execute();
    expect(await db.selectFrom('oneTimeCodes').select('id').execute()).toEqual([{ id: 'k2' }]);
  });
});
