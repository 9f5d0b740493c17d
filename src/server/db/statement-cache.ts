// better-sqlite3 compiles a statement on every `prepare`, and Kysely's SQLite dialect prepares
// every query it runs: the same few dozen SQL texts are compiled again on each request. This
// keeps the compiled statements by SQL text, the least recently used dropped beyond a bound.
//
// Safe to share because Kysely's SQLite driver runs one query at a time on its one connection,
// and a statement is only reused once its previous run is over (a statement still being iterated
// is `busy`, and a fresh one is prepared instead). Transaction statements (begin, commit,
// rollback, savepoints) are plain statements and are cached like the rest. SQLite itself
// recompiles a cached statement whose tables a migration changed; schema statements (create,
// alter, drop …) are not cached and empty the cache all the same, so nothing compiled against
// the old schema outlives a migration.
import type SqliteDriver from 'better-sqlite3';

type Statement = SqliteDriver.Statement<unknown[], unknown>;

/** The part of a better-sqlite3 Database the cache needs. */
export interface Preparer {
  prepare(sql: string): Statement;
}

/** Room for every query the app runs, with margin; a miss only costs a compile. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 300;

/** Queries and transaction control: the statements worth keeping. */
const REUSABLE =
  /^\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release)\b/i;

export interface StatementCache {
  prepare(sql: string): Statement;
  /** How many statements are kept. */
  readonly size: number;
}

export function createStatementCache(
  database: Preparer,
  maxSize = DEFAULT_STATEMENT_CACHE_SIZE,
): StatementCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used
  // first, the one to drop.
  const statements = new Map<string, Statement>();

  return {
    prepare(sql) {
      if (!REUSABLE.test(sql)) {
        statements.clear();
        return database.prepare(sql);
      }
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > maxSize) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
    get size() {
      return statements.size;
    },
  };
}
