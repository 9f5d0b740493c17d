// SQLite backups through SQLite's online backup API (better-sqlite3's `backup`): a connection
// of its own copies the database page by page while the server keeps reading and writing, and
// the copy is the database as of one moment (a transaction in flight is not in it). A restore
// copies a backup the same way into the data directory's database, which must have no tables.
import { existsSync } from 'node:fs';
import path from 'node:path';
import SqliteDriver from 'better-sqlite3';
import { changeRefused } from '#server/domain-error.ts';
import { SQLITE_FILE_NAME } from '../database.ts';
import { countSqliteFileRows, type TableRows } from './table-rows.ts';
import { writeAtomically } from './write-atomically.ts';

const MIGRATIONS_TABLE = 'kysely_migration';

export const sqliteFileOf = (dataDir: string) => path.join(dataDir, SQLITE_FILE_NAME);

/** Copies the database of `dataDir` to `file`; answers the tables and rows the copy holds. */
export async function backUpSqlite(dataDir: string, file: string): Promise<TableRows[]> {
  const source = sqliteFileOf(dataDir);
  if (!existsSync(source)) {
    throw changeRefused(`There is no SQLite database to back up at ${source} (DATA_DIR).`);
  }
  const driver = new SqliteDriver(source, { fileMustExist: true });
  try {
    driver.pragma('busy_timeout = 5000');
    await writeAtomically(file, (partial) => driver.backup(partial).then(() => undefined));
  } finally {
    driver.close();
  }
  return countSqliteFileRows(file);
}

/**
 * Copies the backup `file` into the database of `dataDir`, whose tables the caller has found
 * to be none; answers the tables and rows restored.
 */
export async function restoreSqlite(file: string, dataDir: string): Promise<TableRows[]> {
  const restored = countSqliteFileRows(file);
  if (!restored.some((entry) => entry.table === MIGRATIONS_TABLE)) {
    throw changeRefused(
      `${file} is a SQLite database but not a backup of this service (it has no ${MIGRATIONS_TABLE} table).`,
    );
  }
  const source = new SqliteDriver(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(sqliteFileOf(dataDir));
  } finally {
    source.close();
  }
  return restored;
}
