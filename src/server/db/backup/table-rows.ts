// The tables of a database and how many rows each holds: what a backup reports it holds and a
// restore reports it brought back, and how a restore tells an empty database from one in use.
import SqliteDriver from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { DB } from '../schema.ts';

export interface TableRows {
  table: string;
  rows: number;
}

/** The tables of the database's own schema (SQLite's internal tables aside), by name. */
export async function tableNames(database: Database): Promise<string[]> {
  return tableNamesOf(database.kysely.withoutPlugins(), database.dialect);
}

async function tableNamesOf(db: Kysely<DB>, dialect: Database['dialect']): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/** Every table and its row count, read in `db` (a transaction reads them all in one snapshot). */
export async function countRows(
  db: Kysely<DB>,
  dialect: Database['dialect'],
): Promise<TableRows[]> {
  const counted: TableRows[] = [];
  for (const table of await tableNamesOf(db, dialect)) {
    const { rows } = await sql<{
      count: number | string;
    }>`select count(*) as count from ${sql.table(table)}`.execute(db);
    counted.push({ table, rows: Number(rows[0]?.count ?? 0) });
  }
  return counted;
}

/** The same, for a SQLite file (a backup), read without changing it. */
export function countSqliteFileRows(file: string): TableRows[] {
  const driver = new SqliteDriver(file, { readonly: true, fileMustExist: true });
  try {
    const tables = driver
      .prepare<[], { name: string }>(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all();
    return tables.map(({ name }) => ({
      table: name,
      rows:
        driver
          .prepare<[], { count: number }>(
            `select count(*) as count from "${name.replace(/"/g, '""')}"`,
          )
          .get()?.count ?? 0,
    }));
  } finally {
    driver.close();
  }
}
