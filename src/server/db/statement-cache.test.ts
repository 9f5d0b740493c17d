import SqliteDriver from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStatementCache, type Preparer } from './statement-cache.ts';

describe('the prepared-statement cache', () => {
  let driver: SqliteDriver.Database;
  let compiled: string[];
  let counting: Preparer;

  beforeEach(() => {
    driver = new SqliteDriver(':memory:');
    driver.exec('create table notes (id integer primary key, body text not null)');
    compiled = [];
    counting = {
      prepare(sql) {
        compiled.push(sql);
        return driver.prepare(sql);
      },
    };
  });
  afterEach(() => driver.close());

  it('compiles a query once and runs it again with other values', () => {
    const cache = createStatementCache(counting);
    const insert = 'insert into notes (body) values (?)';
    cache.prepare(insert).run('first');
    cache.prepare(insert).run('second');
    const rows = cache.prepare('select body from notes order by id').all();
    expect(rows).toEqual([{ body: 'first' }, { body: 'second' }]);
    expect(compiled).toEqual([insert, 'select body from notes order by id']);
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = createStatementCache(counting, 2);
    const [a, b, c] = ['select 1', 'select 2', 'select 3'];
    cache.prepare(a);
    cache.prepare(b);
    cache.prepare(a); // a is now the most recent
    cache.prepare(c); // drops b
    expect(cache.size).toBe(2);
    compiled.length = 0;
    cache.prepare(a);
    cache.prepare(c);
    cache.prepare(b);
    expect(compiled).toEqual([b]);
  });

  it('reuses transaction statements, and a rollback still undoes the writes', () => {
    const cache = createStatementCache(counting);
    const write = (body: string) => cache.prepare('insert into notes (body) values (?)').run(body);
    for (const ending of ['commit', 'rollback', 'commit'] as const) {
      cache.prepare('begin immediate').run();
      write(ending);
      cache.prepare(ending).run();
    }
    expect(cache.prepare('select body from notes order by id').all()).toEqual([
      { body: 'commit' },
      { body: 'commit' },
    ]);
    expect(compiled.filter((sql) => sql === 'begin immediate')).toHaveLength(1);
  });

  it('prepares a second statement while the cached one is still being iterated', () => {
    const cache = createStatementCache(counting);
    driver.exec("insert into notes (body) values ('a'), ('b')");
    const list = 'select body from notes order by id';
    const seen: unknown[] = [];
    for (const row of cache.prepare(list).iterate()) {
      seen.push(row, cache.prepare(list).all().length);
    }
    expect(seen).toEqual([{ body: 'a' }, 2, { body: 'b' }, 2]);
    expect(cache.prepare(list).all()).toHaveLength(2);
  });

  it('sees the schema a migration leaves: schema statements empty the cache', () => {
    const cache = createStatementCache(counting);
    cache.prepare("insert into notes (body) values ('kept')").run();
    const everything = 'select * from notes';
    expect(cache.prepare(everything).all()).toEqual([{ id: 1, body: 'kept' }]);
    cache.prepare('alter table notes add column pinned integer not null default 0').run();
    expect(cache.size).toBe(0);
    expect(cache.prepare(everything).all()).toEqual([{ id: 1, body: 'kept', pinned: 0 }]);
  });
});
