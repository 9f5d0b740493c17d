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

/**
 * What PostgreSQL answers when a schema, a table or a column goes away while Kysely lists the
 * tables of every schema of the database: invalid_schema_name, undefined_table and
 * undefined_column. Parallel test files create, migrate and drop schemas of their own.
 */
const listingRaceCodes: ReadonlySet<unknown> = new Set(['3F000', '42P01', '42703']);

/**
 * A failure of that listing, before any migration of ours ran (Kysely then gives no results):
 * the listing only reads, so reading again is safe. A schema missing is ours when it is the
 * one named: that is no race.
 */
export function listingRace(error: unknown, ran: readonly unknown[] | undefined, schema?: string) {
  if (schema === undefined || ran !== undefined || typeof error !== 'object' || error === null) {
    return false;
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (!listingRaceCodes.has(code)) return false;
  return !(code === '3F000' && typeof message === 'string' && message.includes(`"${schema}"`));
}

const listingRetries = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  // dropped or changed during that listing (parallel test files make and drop theirs) fails it.
  // Nothing of ours is wrong and nothing of ours has run: try again, after a moment.
  for (let retry = 1; retry <= listingRetries && listingRace(error, results, schema); retry += 1) {
    await pause(50 * retry);
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
