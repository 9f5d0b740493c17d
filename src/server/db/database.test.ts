import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDriver from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { newId } from './ids.ts';

const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

describe(`database on ${dialect}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers ping, and says false (without throwing) once closed', async () => {
    const other = await createTestDatabase();
    expect(other.dialect).toBe(dialect);
    expect(await other.ping()).toBe(true);
    await other.close();
    await other.close(); // closing twice is harmless
    expect(await other.ping()).toBe(false);
  });

  it('returns booleans, dates and instants as the same JS values as were written', async () => {
    const id = newId();
    const written = {
      id,
      name: 'Ada',
      email: `ada-${id}@example.com`,
      birthDate: '1990-02-28',
      emailNotifications: true,
      credits: 12,
      isActive: false,
      deletedAt: null,
      anonymizedAt: null,
      lastConnectedAt: '2026-03-08T07:30:00.123Z',
      adultConfirmedAt: '2026-01-01T00:00:00.000Z',
      language: 'fr-CA' as const,
      termsLanguage: 'en' as const,
      englishTermsChosenAt: '2026-01-01T00:00:01.000Z',
      englishTermsWording: 'I choose the English version.',
      createdAt: '2026-11-21T15:00:00.000Z',
      updatedAt: '2026-11-21T15:00:00.001Z',
    };
    await database.kysely.insertInto('customers').values(written).execute();
    const read = await database.kysely
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(read).toStrictEqual(written);
  });

  it('filters on booleans and compares instants and dates correctly', async () => {
    const { kysely } = database;
    const ids: [string, string, string] = [newId(), newId(), newId()];
    await kysely
      .insertInto('tarotGames')
      .values([
        {
          id: ids[0],
          weekStart: '2030-01-07',
          weekEnd: '2030-01-13',
          isActive: true,
          createdAt: '2029-12-31T23:59:59.999Z',
        },
        {
          id: ids[1],
          weekStart: '2030-01-14',
          weekEnd: '2030-01-20',
          isActive: false,
          createdAt: '2030-01-01T00:00:00.000Z',
        },
        {
          id: ids[2],
          weekStart: '2030-01-21',
          weekEnd: '2030-01-27',
          isActive: true,
          createdAt: '2030-01-10T09:00:00.000Z',
        },
      ])
      .execute();
    const active = await kysely
      .selectFrom('tarotGames')
      .select(['weekStart', 'isActive'])
      .where('isActive', '=', true)
      .where('id', 'in', ids)
      .where('createdAt', '>=', '2030-01-01T00:00:00.000Z')
      .where('weekStart', '<=', '2030-01-21')
      .execute();
    expect(active).toStrictEqual([{ weekStart: '2030-01-21', isActive: true }]);
    const newestFirst = await kysely
      .selectFrom('tarotGames')
      .select('weekEnd')
      .where('id', 'in', ids)
      .orderBy('createdAt', 'desc')
      .execute();
    expect(newestFirst.map((game) => game.weekEnd)).toEqual([
      '2030-01-27',
      '2030-01-20',
      '2030-01-13',
    ]);
  });

  it('returns counts and sums as numbers', async () => {
    const row = await database.kysely
      .selectFrom('tarotGames')
      .select((eb) => [eb.fn.countAll<number>().as('games'), eb.fn.sum<number>(sql`1`).as('total')])
      .executeTakeFirstOrThrow();
    expect(typeof row.games).toBe('number');
    expect(row.total).toBe(row.games);
  });

  it('refuses instants and dates that are not in ISO form', async () => {
    const game = (createdAt: string, weekStart = '2031-01-06') =>
      database.kysely
        .insertInto('tarotGames')
        .values({ id: newId(), weekStart, weekEnd: '2031-01-12', isActive: true, createdAt })
        .execute();
    await expect(game('soon')).rejects.toThrow();
    await expect(game('2026-11-21T15:00:00.000Z', '6 Jan 2031x')).rejects.toThrow();
    if (dialect === 'sqlite') {
      // Text that would not sort with the rest; PostgreSQL would parse it, SQLite cannot.
      await expect(game('2026-11-21 15:00:00')).rejects.toThrow(/CHECK constraint failed/);
    }
  });
});

describe('openDatabase', () => {
  it('refuses a URL that is not PostgreSQL', () => {
    expect(() => openDatabase({ databaseUrl: 'mysql://x@y/z', dataDir: ':memory:' })).toThrow(
      /postgres:\/\//,
    );
  });

  // The next two hold SQLite's own file and locking behaviour; PostgreSQL has no equivalent, so
  // the postgres project reports them as skipped.
  it.runIf(dialect === 'sqlite')(
    'opens a SQLite file under the data directory with WAL, foreign keys and a busy timeout',
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'lumina-db-'));
      const dataDir = path.join(root, 'nested', 'data');
      const database = openDatabase({ databaseUrl: '', dataDir });
      try {
        expect(database.dialect).toBe('sqlite');
        const pragma = async (name: string) =>
          Object.values(
            (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(database.kysely))
              .rows[0] ?? {},
          )[0];
        expect(await pragma('journal_mode')).toBe('wal');
        expect(await pragma('foreign_keys')).toBe(1);
        expect(await pragma('busy_timeout')).toBe(5000);
        expect(await pragma('synchronous')).toBe(1); // NORMAL
        expect(await database.ping()).toBe(true);
        expect(readdirSync(dataDir)).toContain('lumina.sqlite');
      } finally {
        await database.close();
        rmSync(root, { recursive: true, force: true });
      }
    },
  );

  it.runIf(dialect === 'sqlite')(
    'takes the write lock when a transaction begins, so another process waits instead of failing later',
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'lumina-db-'));
      const database = openDatabase({ dataDir: root });
      const otherProcess = new SqliteDriver(path.join(root, 'lumina.sqlite'));
      try {
        await migrateToLatest(database);
        otherProcess.pragma('busy_timeout = 0');
        let otherWrite: unknown;
        await database.kysely.transaction().execute(async (trx) => {
          await trx.selectFrom('customers').select('id').execute();
          try {
            otherProcess.exec(
              "insert into tarot_cards (id, name, arcana, position) values ('x', 'X', 'major', 1)",
            );
          } catch (error) {
            otherWrite = error;
          }
        });
        expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' });
      } finally {
        otherProcess.close();
        await database.close();
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
