// Forward-only migrations, applied at start-up (docs/architecture.md §4). Kysely's Migrator records them
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

/** The oldest PostgreSQL the SQL here runs on: the reports group instants with date_bin (14). */
const OLDEST_POSTGRES = { versionNum: 140000, name: '14' };

/** Why a PostgreSQL of this server_version_num cannot be used, or null when it can. */
export function postgresVersionProblem(versionNum: number): string | null {
  if (Number.isInteger(versionNum) && versionNum >= OLDEST_POSTGRES.versionNum) return null;
  return (
    `PostgreSQL ${OLDEST_POSTGRES.name} or newer is needed (server_version_num ${versionNum}): ` +
    'upgrade the server (docs/operations.md §3)'
  );
}

/** Refuses to migrate, so to start, on a PostgreSQL too old for the product's SQL. */
async function requireSupportedPostgres(database: Database): Promise<void> {
  if (database.dialect !== 'postgres') return;
  const { rows } = await sql<{
    version: string;
  }>`select current_setting('server_version_num') as version`.execute(database.kysely);
  const problem = postgresVersionProblem(Number(rows[0]?.version));
  if (problem !== null) throw new Error(problem);
}

/** PostgreSQL's invalid_schema_name, about a schema other than ours. */
function otherSchemaVanished(error: unknown, schema: string | undefined): boolean {
  if (schema === undefined || typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '3F000' && typeof message === 'string' && !message.includes(`"${schema}"`);
}

/** Applies every pending migration; throws an Error naming the one that failed. */
export async function migrateToLatest(
  database: Database,
  migrations: Readonly<Record<string, DialectMigration>> = allMigrations,
): Promise<void> {
  await requireSupportedPostgres(database);
  const schema = await postgresSchema(database);
  const migrator = new Migrator({
    // Migrations write SQL names (snake_case) and SQL values: no plugins.
    db: database.kysely.withoutPlugins(),
    provider: new DialectMigrationProvider(migrations, database.dialect),
    migrationTableSchema: schema,
  });
  let { error, results } = await migrator.migrateToLatest();
  // Before migrating, Kysely lists the tables of every schema of the database; another schema
  // dropped during that listing (parallel test files drop theirs) fails it with 3F000. Nothing
  // of ours is wrong, and a migration is one transaction on PostgreSQL: try again.
  for (let retry = 0; retry < 3 && otherSchemaVanished(error, schema); retry += 1) {
    ({ error, results } = await migrator.migrateToLatest());
  }
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
