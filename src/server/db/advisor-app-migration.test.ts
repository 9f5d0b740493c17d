// The migration of docs/decisions/048 on a database that already holds codes and advisors: every
// code survives (SQLite rebuilds the table to widen its CHECK) with its foreign key, the advisors'
// sign-in purpose is accepted and an unknown one still refused, and advisors speak French by
// default, with no break and no missed call, the new columns' rules enforced.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Database } from './database.ts';
import type { OneTimeCodePurpose } from './tables/one-time-codes.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const migration = '20261127T010000-advisor-app';

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
  attempts: 1,
  createdAt: at,
  expiresAt: later,
  consumedAt: null,
});

describe(`the migration to the advisors' app, on ${dialect}`, () => {
  it('keeps codes and advisors, and gives advisors French, no break and no missed call', async () => {
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
      .insertInto('oneTimeCodes')
      .values([code('k1', 'phone_sign_in', 'c1'), code('k2', 'reauthentication', 'c1')])
      .execute();
    await db
      .insertInto('advisors')
      .values({
        id: 'a1',
        extension: 4001,
        name: 'Rose',
        description: 'Tarot.',
        descriptionFr: null,
        photoPath: null,
        greetingAudioPath: null,
        phone: '5145550141',
        availTimeStr: 'Varies',
        availTimeStrFr: null,
        signedInChangedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();

    await migrateToLatest(database);

    expect(await db.selectFrom('oneTimeCodes').selectAll().orderBy('id').execute()).toEqual([
      code('k1', 'phone_sign_in', 'c1'),
      code('k2', 'reauthentication', 'c1'),
    ]);
    expect(
      await db
        .selectFrom('advisors')
        .select(['language', 'awaySince', 'awayUntil', 'missedOffers'])
        .execute(),
    ).toEqual([{ language: 'fr-CA', awaySince: null, awayUntil: null, missedOffers: 0 }]);

    await db
      .insertInto('oneTimeCodes')
      .values(code('k3', 'advisor_sign_in', null))
      .execute();
    await expect(
      db
        .insertInto('oneTimeCodes')
        .values({ ...code('k4', 'phone_add', 'c1'), purpose: 'magic_link' as OneTimeCodePurpose })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.updateTable('advisors').set({ missedOffers: -1 }).where('id', '=', 'a1').execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable('advisors')
        .set({ language: 'de' as 'en' })
        .where('id', '=', 'a1')
        .execute(),
    ).rejects.toThrow();

    // An advisor's sessions go with the advisor; the codes still belong to their customer.
    await db
      .insertInto('advisorSessions')
      .values({
        id: 's1',
        tokenHash: 'token-hash',
        advisorId: 'a1',
        createdAt: at,
        lastSeenAt: at,
        expiresAt: later,
        ip: null,
        userAgent: null,
      })
      .execute();
    await db.deleteFrom('advisors').where('id', '=', 'a1').execute();
    expect(await db.selectFrom('advisorSessions').select('id').execute()).toEqual([]);
    await db.deleteFrom('customers').where('id', '=', 'c1').execute();
    expect(await db.selectFrom('oneTimeCodes').select('id').execute()).toEqual([{ id: 'k3' }]);
  });
});
