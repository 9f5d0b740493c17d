// Building a query with Kysely and compiling it (the plugins' passes included) costs more CPU
// than SQLite takes to run a simple query. For the few queries on a hot path (the phone line's
// lookup of every caller), the query is compiled once per database with a stand-in for each of
// its variable values, and each run swaps the stand-ins for the values: the same SQL text every
// time (the statement cache finds it compiled too) with that run's parameters. The plugins still
// turn every result row (camelCase keys, booleans).
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

const standIn = (index: number) => `\u0000compiled-once stand-in ${index}\u0000`;

/**
 * `build` makes the query for its values (one or more strings, each named as a parameter of
 * `build`); the result runs it with the values given, compiling it on first use only.
 */
export function compiledOnce<Row, Values extends string[] = [value: string]>(
  build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>,
) {
  const standIns = Array.from({ length: Math.max(1, build.length - 1) }, (_, i) => standIn(i));
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();

  function compile(db: Kysely<DB>): CompiledQuery<Row> {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...(standIns as Values)).compile();
      const parameters = query.parameters;
      if (!standIns.every((value) => parameters.includes(value))) {
        throw new Error('compiledOnce: the query must take each of its values as a parameter');
      }
      compiled.set(db, query);
    }
    return query;
  }

  return async (db: Kysely<DB>, ...values: Values): Promise<Row[]> => {
    const query = compile(db);
    const parameters = query.parameters.map((parameter) => {
      const index = typeof parameter === 'string' ? standIns.indexOf(parameter) : -1;
      return index < 0 ? parameter : values[index];
    });
    const result = await db.executeQuery(
      CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>,
    );
    return result.rows;
  };
}
