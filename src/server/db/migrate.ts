// Forward-only migrations, applied at start-up (DESIGN.md §4). Kysely's Migrator records them
// and takes a lock (on PostgreSQL an advisory lock per schema, see database.ts), so several
// instances starting together apply each migration once.
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database, DialectName } from './database.ts';
import type { DialectMigration } from './migrations/dialect-migration.ts';
import { migrations as allMigrations } from './migrations/index.ts';

/** Hands each migration the dialect (atproto's provider). */
class DialectMigrationProvider implements MigrationProvider {
  constructor(
    private readonly migrations: Readonly<Record<string, DialectMigration>>,
    private readonly dialect: DialectName,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const { dialect } = this;
    return Object.fromEntries(
      Object.entries(this.migrations).map(([name, migration]): [string, Migration] => [
        name,
        {
          // PostgreSQL runs all pending migrations in one transaction (the Migrator does that for
          // dialects with transactional DDL). Kysely runs SQLite's without one, so each gets its
          // own here: a failed migration leaves nothing half-applied.
          up: (db) =>
            dialect === 'sqlite'
              ? db.transaction().execute((trx) => migration.up(trx, dialect))
              : migration.up(db, dialect),
        },
      ]),
    );
  }
}

/**
 * PostgreSQL: the schema we work in (the first of search_path). Named explicitly because
 * otherwise Kysely looks for its migration table in every schema of the database, and would
 * find another test file's.
 */
async function postgresSchema(database: Database): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    database.kysely,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('Migrating the database failed: its schema does not exist');
  return schema;
}

/** Applies every pending migration; throws an Error naming the one that failed. */
export async function migrateToLatest(
  database: Database,
  migrations: Readonly<Record<string, DialectMigration>> = allMigrations,
): Promise<void> {
  const migrator = new Migrator({
    // Migrations write SQL names (snake_case) and SQL values: no plugins.
    db: database.kysely.withoutPlugins(),
    provider: new DialectMigrationProvider(migrations, database.dialect),
    migrationTableSchema: await postgresSchema(database),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const reason = error instanceof Error ? error.message : String(error);
  const failed = results?.find((result) => result.status === 'Error');
  throw new Error(
    failed
      ? `Migration ${failed.migrationName} failed: ${reason}`
      : `Migrating the database failed: ${reason}`,
    { cause: error },
  );
}
