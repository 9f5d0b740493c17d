// What a database holds, for tests that copy one (backups): every table's rows as plain values,
// and, on PostgreSQL, the test's schema moved aside so an empty one of the same name takes its
// place (a pg_dump archive is restored into the schema it names).
import { sql } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { tableNames } from '#server/db/backup/table-rows.ts';

/** Every table's rows, each as JSON, sorted: equal when two databases hold the same rows. */
export async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const db = database.kysely.withoutPlugins();
  const all: Record<string, string[]> = {};
  for (const table of await tableNames(database)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    all[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return all;
}

/**
 * PostgreSQL: renames the connection's schema (its data kept) and creates an empty one under
 * its name, where the connection now works; answers how to drop the renamed one.
 */
export async function emptySchemaInPlace(database: Database): Promise<() => Promise<void>> {
  const db = database.kysely;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('the connection works in no schema');
  const moved = `${schema}_moved`;
  await sql`alter schema ${sql.id(schema)} rename to ${sql.id(moved)}`.execute(db);
  await db.schema.createSchema(schema).execute();
  return async () => {
    await sql`drop schema if exists ${sql.id(moved)} cascade`.execute(db);
  };
}
