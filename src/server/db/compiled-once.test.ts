import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Database } from './database.ts';
import { newId } from './ids.ts';

const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

describe(`a query compiled once, on ${dialect}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const at = '2026-11-21T15:00:00.000Z';
    await database.kysely
      .insertInto('customers')
      .values(
        ['Ada', 'Grace'].map((name) => ({
          id: newId(),
          name,
          email: `${name.toLowerCase()}-${newId()}@example.com`,
          credits: name.length,
          isActive: true,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .execute();
  });
  afterAll(() => database.close());

  let builds = 0;
  const byName = compiledOnce((db, name) => {
    builds += 1;
    return db
      .selectFrom('customers')
      .select(['name', 'credits', 'isActive'])
      .where('name', '=', name)
      .where('isActive', '=', true);
  });

  it('runs with each value, building the query once, and the plugins still turn the rows', async () => {
    expect(await byName(database.kysely, 'Ada')).toEqual([
      { name: 'Ada', credits: 3, isActive: true },
    ]);
    expect(await byName(database.kysely, 'Grace')).toEqual([
      { name: 'Grace', credits: 5, isActive: true },
    ]);
    expect(await byName(database.kysely, 'Nobody')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('takes several values, each where its parameter stands', async () => {
    const byNames = compiledOnce((db, first: string, second: string) =>
      db
        .selectFrom('customers')
        .select('name')
        .where((eb) => eb.or([eb('name', '=', second), eb('name', '=', first)]))
        .orderBy('name'),
    );
    expect(await byNames(database.kysely, 'Grace', 'Ada')).toEqual([
      { name: 'Ada' },
      { name: 'Grace' },
    ]);
    expect(await byNames(database.kysely, 'Grace', 'Nobody')).toEqual([{ name: 'Grace' }]);
  });

  it('refuses a query that does not take its value as a parameter', async () => {
    const fixed = compiledOnce<{ name: string }, [name: string]>((db) =>
      db.selectFrom('customers').select('name'),
    );
    await expect(fixed(database.kysely, 'Ada')).rejects.toThrow(/as a parameter/);
    const oneOfTwo = compiledOnce((db, name: string, _unused: string) =>
      db.selectFrom('customers').select('name').where('name', '=', name),
    );
    await expect(oneOfTwo(database.kysely, 'Ada', 'Grace')).rejects.toThrow(/as a parameter/);
  });
});
