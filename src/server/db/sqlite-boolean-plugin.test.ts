import { CamelCasePlugin, Kysely, SqliteDialect, type Generated } from 'kysely';
import SqliteDriver from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.ts';

interface TestDB {
  flags: { id: Generated<number>; isActive: boolean; signedIn: boolean | null; score: number };
}

function openFlags(): Kysely<TestDB> {
  const driver = new SqliteDriver(':memory:');
  driver.exec(
    'create table flags (id integer primary key, is_active integer not null check (is_active in (0, 1)), signed_in integer check (signed_in in (0, 1)), score integer not null)',
  );
  return new Kysely<TestDB>({
    dialect: new SqliteDialect({ database: driver }),
    plugins: [new CamelCasePlugin(), new SqliteBooleanPlugin(['isActive', 'signedIn'])],
  });
}

describe('SqliteBooleanPlugin', () => {
  let db: Kysely<TestDB> | undefined;
  afterEach(() => db?.destroy());

  it('sends booleans as 1/0 in values, conditions, updates and lists', async () => {
    db = openFlags();
    const insert = db
      .insertInto('flags')
      .values([
        { isActive: true, signedIn: false, score: 1 },
        { isActive: false, signedIn: null, score: 0 },
      ])
      .compile();
    expect(insert.parameters).toEqual([1, 0, 1, 0, null, 0]);
    await db.executeQuery(insert);

    const where = db.selectFrom('flags').selectAll().where('isActive', '=', true).compile();
    expect(where.parameters).toEqual([1]);
    const inList = db.selectFrom('flags').select('id').where('isActive', 'in', [true, false]);
    expect(inList.compile().parameters).toEqual([1, 0]);
    expect(await inList.execute()).toHaveLength(2);

    await db.updateTable('flags').set({ signedIn: true }).where('isActive', '=', false).execute();
    expect(
      await db.selectFrom('flags').select('id').where('signedIn', '=', true).execute(),
    ).toHaveLength(1);
  });

  it('turns the listed columns back into booleans, leaving nulls and other columns alone', async () => {
    db = openFlags();
    await db
      .insertInto('flags')
      .values([
        { isActive: true, signedIn: null, score: 1 },
        { isActive: false, signedIn: true, score: 0 },
      ])
      .execute();
    const rows = await db.selectFrom('flags').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, isActive: true, signedIn: null, score: 1 },
      { id: 2, isActive: false, signedIn: true, score: 0 },
    ]);
    const returned = await db
      .insertInto('flags')
      .values({ isActive: true, signedIn: false, score: 1 })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(returned).toEqual({ id: 3, isActive: true, signedIn: false, score: 1 });
  });

  it('is the reason SQLite accepts booleans at all', async () => {
    const driver = new SqliteDriver(':memory:');
    driver.exec(
      'create table flags (id integer primary key, is_active integer, signed_in integer, score integer)',
    );
    const bare = new Kysely<TestDB>({
      dialect: new SqliteDialect({ database: driver }),
      plugins: [new CamelCasePlugin()],
    });
    await expect(
      bare.insertInto('flags').values({ isActive: true, signedIn: null, score: 0 }).execute(),
    ).rejects.toThrow(/can only bind/);
    await bare.destroy();
  });
});
