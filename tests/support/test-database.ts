// A freshly migrated, empty database for one test (or one test file): SQLite in memory by
// default; with TEST_DB_DIALECT=postgres, PostgreSQL at TEST_DATABASE_URL inside a new schema of
// its own, so test files run in parallel. close() drops that schema.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { DialectMigration } from '#server/db/migrations/dialect-migration.ts';

export async function createTestDatabase(
  options: {
    /** Only these migrations (e.g. those before one whose backfill a test checks); all by default. */
    migrations?: Readonly<Record<string, DialectMigration>>;
  } = {},
): Promise<Database> {
  const database =
    process.env.TEST_DB_DIALECT === 'postgres'
      ? await openPostgresTestDatabase()
      : openDatabase({ dataDir: ':memory:' });
  try {
    await migrateToLatest(database, options.migrations);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPostgresTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DB_DIALECT=postgres needs TEST_DATABASE_URL');
  // Unique across parallel workers and runs; the prefix lets a person find strays.
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const database = openDatabase({ databaseUrl, dataDir: ':memory:', postgresSchema: schema });
  await database.kysely.schema.createSchema(schema).execute();
  let closing: Promise<void> | undefined;
  const dropAndClose = async () => {
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.kysely);
    } finally {
      await database.close();
    }
  };
  return {
    ...database,
    close: () => (closing ??= dropAndClose()),
  };
}
