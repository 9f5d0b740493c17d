// `backup create` and `backup restore` below the command line: which dialect does the work, and
// the refusals that come before any change — a file of the other dialect or of neither, and a
// target database that holds any table at all (a restore goes only into an empty database, so
// it can never mix a backup's rows with live ones; docs/decisions/038).
import { existsSync, statSync } from 'node:fs';
import { changeRefused } from '#server/domain-error.ts';
import type { Database } from '../database.ts';
import { backupKind } from './backup-file.ts';
import { backUpPostgres, currentSchema, restorePostgres } from './postgres-backup.ts';
import { backUpSqlite, restoreSqlite, sqliteFileOf } from './sqlite-backup.ts';
import { tableNames, type TableRows } from './table-rows.ts';

export type { TableRows } from './table-rows.ts';

export interface BackupTarget {
  /** The opened database (not migrated: a restore needs it as it is). */
  database: Database;
  /** DATABASE_URL: PostgreSQL's tools connect with it. */
  databaseUrl: string | undefined;
  /** DATA_DIR: SQLite's file is in it. */
  dataDir: string;
}

export interface BackupReport {
  dialect: Database['dialect'];
  /** What the database reads as: the SQLite file, or the PostgreSQL schema. */
  source: string;
  bytes: number;
  tables: TableRows[];
}

const dialectNames = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

function urlOf(target: BackupTarget): string {
  if (!target.databaseUrl) throw new Error('A PostgreSQL database without DATABASE_URL');
  return target.databaseUrl;
}

async function describe(target: BackupTarget): Promise<string> {
  if (target.database.dialect === 'sqlite') return sqliteFileOf(target.dataDir);
  const url = new URL(urlOf(target));
  const schema = await currentSchema(target.database);
  return `${url.host}${url.pathname}, schema ${schema ?? '(none)'}`;
}

export async function createBackup(target: BackupTarget, file: string): Promise<BackupReport> {
  const { database } = target;
  const tables =
    database.dialect === 'sqlite'
      ? await backUpSqlite(target.dataDir, file)
      : await backUpPostgres(database, urlOf(target), file);
  return {
    dialect: database.dialect,
    source: await describe(target),
    bytes: statSync(file).size,
    tables,
  };
}

export async function restoreBackup(target: BackupTarget, file: string): Promise<BackupReport> {
  const { database } = target;
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw changeRefused(`There is no backup file at ${file}.`);
  }
  const kind = backupKind(file);
  const ours = dialectNames[database.dialect];
  if (kind === 'unknown') {
    throw changeRefused(
      `${file} is not a backup: it is neither a SQLite database nor a pg_dump archive in custom format.`,
    );
  }
  if (kind !== database.dialect) {
    throw changeRefused(
      `${file} is a ${dialectNames[kind]} backup and this database is ${ours} (DATABASE_URL): restore it on a ${dialectNames[kind]} database.`,
    );
  }
  const present = await tableNames(database);
  if (present.length > 0) {
    throw changeRefused(
      `The ${ours} database at ${await describe(target)} is not empty (${present.length} tables, ${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): a backup is restored only into an empty database. Nothing was changed.`,
    );
  }
  const tables =
    database.dialect === 'sqlite'
      ? await restoreSqlite(file, target.dataDir)
      : await restorePostgres(database, urlOf(target), file);
  return {
    dialect: database.dialect,
    source: await describe(target),
    bytes: statSync(file).size,
    tables,
  };
}
