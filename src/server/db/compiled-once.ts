// Building a query with Kysely and compiling it (the plugins' passes included) costs more CPU
// than SQLite takes to run a simple query. For the few queries on a hot path (the phone line's
// lookup of every caller), the query is compiled once per database with a stand-in for its one
// variable value, and each run swaps the stand-in for the value: the same SQL text every time
// (the statement cache finds it compiled too) with that run's parameters. The plugins still
// turn every result row (camelCase keys, booleans).
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

const STAND_IN = '\u0000compiled-once stand-in\u0000';

/** `build` makes the query for `value`; the result runs it, compiling it on first use only. */
export function compiledOnce<Row>(build: (db: Kysely<DB>, value: string) => Compilable<Row>) {
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();

  function compile(db: Kysely<DB>): CompiledQuery<Row> {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, STAND_IN).compile();
      if (!query.parameters.includes(STAND_IN)) {
        throw new Error('compiledOnce: the query must take its value as a parameter');
      }
      compiled.set(db, query);
    }
    return query;
  }

  return async (db: Kysely<DB>, value: string): Promise<Row[]> => {
    const query = compile(db);
    const parameters = query.parameters.map((parameter) =>
      parameter === STAND_IN ? value : parameter,
    );
    const result = await db.executeQuery(
      CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>,
    );
    return result.rows;
  };
}
