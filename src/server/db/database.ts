// The one connection of the app: SQLite (embedded default) or PostgreSQL, behind one Kysely
// with camelCase names in TypeScript and snake_case in SQL. Both dialects return the same JS
// values (docs/architecture.md §4): ISO strings for instants, 'YYYY-MM-DD' for dates, booleans, numbers.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDriver from 'better-sqlite3';
import pg from 'pg';
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type DialectAdapter,
  type MigrationLockOptions,
} from 'kysely';
import type { DB } from './schema.ts';
import { postgresTypeParsers } from './postgres-types.ts';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.ts';
import { createStatementCache } from './statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

/** How PostgreSQL's connection pool is used right now (pg's Pool counts). */
export interface PoolUse {
  /** Connections open, idle or lent out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is lent out. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface Database {
  readonly kysely: Kysely<DB>;
  readonly dialect: DialectName;
  /**
   * PostgreSQL only (for the metrics): SQLite has one connection inside the process, no pool,
   * so there is nothing to report.
   */
  poolUse?(): PoolUse;
  /** True when `select 1` answers; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Unset or empty: SQLite. `postgres://` or `postgresql://`: PostgreSQL. */
  databaseUrl?: string | undefined;
  /** The SQLite file is `${dataDir}/lumina.sqlite`; ':memory:' opens a private in-memory database. */
  dataDir: string;
  /** PostgreSQL only: work inside this existing schema (tests create one per file). */
  postgresSchema?: string;
}

export const SQLITE_FILE_NAME = 'lumina.sqlite';

export function openDatabase(options: OpenDatabaseOptions): Database {
  const url = options.databaseUrl?.trim();
  if (!url) return openSqlite(options.dataDir);
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgres(url, options.postgresSchema);
  throw new Error('The database URL must start with postgres:// or postgresql://');
}

function openSqlite(dataDir: string): Database {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, SQLITE_FILE_NAME);
  }
  const driver = new SqliteDriver(file);
  driver.pragma('journal_mode = WAL');
  driver.pragma('synchronous = NORMAL');
  driver.pragma('foreign_keys = ON');
  driver.pragma('busy_timeout = 5000');
  // Kysely prepares every query it runs; compiled once per SQL text instead.
  const statements = createStatementCache(driver);
  const kysely = new Kysely<DB>({
    dialect: new SqliteDialect({
      database: {
        // BEGIN IMMEDIATE takes the write lock up front, so a transaction that reads and then
        // writes waits (busy_timeout) for another process (the admin CLI) instead of failing
        // with SQLITE_BUSY half-way.
        prepare: (query: string) =>
          statements.prepare(query === 'begin' ? 'begin immediate' : query),
        close: () => driver.close(),
      },
    }),
    plugins: [new CamelCasePlugin(), new SqliteBooleanPlugin()],
  });
  return wrap(kysely, 'sqlite');
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function openPostgres(url: string, schema: string | undefined): Database {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  }
  // Session settings sent with the connection's start-up packet (no extra round trip):
  // ISO dates whatever the server's default, and the schema to work in.
  const settings = [new URL(url).searchParams.get('options'), '-c DateStyle=ISO,YMD'];
  if (schema) settings.push(`-c search_path=${schema}`);
  const max = 10;
  const pool = new pg.Pool({
    connectionString: url,
    options: settings.filter(Boolean).join(' '),
    types: postgresTypeParsers,
    max,
    connectionTimeoutMillis: 5000,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The pool drops the client and the next query opens a new one.
  pool.on('error', () => {});
  const kysely = new Kysely<DB>({
    dialect: new SchemaLockingPostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    ...wrap(kysely, 'postgres'),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
  };
}

/**
 * Kysely's PostgreSQL migration lock is one advisory lock for the whole database, so test files
 * migrating their own schemas would queue behind each other. This one locks per schema: instances
 * migrating the same schema still take turns; different schemas migrate in parallel.
 *
 * The lock is a session lock on the migration's own connection, taken before its transaction
 * begins and released after it ends: Kysely asks for it outside the transaction, where a
 * transaction-level lock (pg_advisory_xact_lock) would end with its own statement and let two
 * instances starting together both apply the same migration. A process that dies holding it
 * loses its connection, and the lock with it.
 */
class SchemaLockingPostgresAdapter extends PostgresAdapter {
  override async acquireMigrationLock(
    db: Kysely<unknown>,
    options: MigrationLockOptions,
  ): Promise<void> {
    await sql`select pg_advisory_lock(${migrationLockKey(options)})`.execute(db);
  }

  override async releaseMigrationLock(
    db: Kysely<unknown>,
    options: MigrationLockOptions,
  ): Promise<void> {
    await sql`select pg_advisory_unlock(${migrationLockKey(options)})`.execute(db);
  }
}

function migrationLockKey(options: MigrationLockOptions) {
  return sql`hashtext(${`lumina-migrations:${options.lockTableSchema ?? ''}`})`;
}

class SchemaLockingPostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new SchemaLockingPostgresAdapter();
  }
}

function wrap(kysely: Kysely<DB>, dialect: DialectName): Database {
  let closing: Promise<void> | undefined;
  return {
    kysely,
    dialect,
    async ping() {
      try {
        await sql`select 1`.execute(kysely);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closing ??= kysely.destroy();
      return closing;
    },
  };
}
