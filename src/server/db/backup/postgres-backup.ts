// PostgreSQL backups with PostgreSQL's own tools: `pg_dump` in custom format (-Fc) of the schema
// the service works in, and `pg_restore` of such a file into that schema of an empty database,
// in one transaction (a failure leaves the database as it was). The dump reads the snapshot of
// a transaction of ours, in which the rows are counted too, so the counts printed are exactly
// what the file holds, writes in flight or not.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { changeRefused } from '#server/domain-error.ts';
import type { Database } from '../database.ts';
import { countRows, type TableRows } from './table-rows.ts';
import { writeAtomically } from './write-atomically.ts';

const run = promisify(execFile);
const maxOutput = 64 * 1024 * 1024;

/**
 * How the tools reach the database: the URL without its password (a command line is visible
 * to every user of the machine), which goes in PGPASSWORD instead.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password === '' ? {} : { PGPASSWORD: password }) },
  };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  try {
    return await run(name, args, { env, maxBuffer: maxOutput });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw changeRefused(
        `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
      );
    }
    const said = failure.stderr?.trim();
    throw new Error(`${name} failed${said ? `: ${said}` : ''}`, { cause: error });
  }
}

/** The schema the connection works in (the first of its search_path that exists). */
export async function currentSchema(database: Database): Promise<string | null> {
  const { rows } = await sql<{
    schema: string | null;
  }>`select current_schema() as schema`.execute(database.kysely);
  return rows[0]?.schema ?? null;
}

/** Dumps the database's schema to `file`; answers the tables and rows the dump holds. */
export async function backUpPostgres(
  database: Database,
  databaseUrl: string,
  file: string,
): Promise<TableRows[]> {
  const { url, env } = connection(databaseUrl);
  return database.kysely
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{
        snapshot: string;
        schema: string;
      }>`select pg_export_snapshot() as snapshot, current_schema() as schema`.execute(trx);
      const { snapshot, schema } = rows[0] ?? {};
      if (!snapshot || !schema) throw changeRefused('The database has no schema to back up.');
      const counted = await countRows(trx.withoutPlugins(), 'postgres');
      await writeAtomically(file, async (partial) => {
        await tool(
          'pg_dump',
          ['-Fc', `--snapshot=${snapshot}`, `--schema=${schema}`, `--file=${partial}`, url],
          env,
        );
      });
      return counted;
    });
}

/** The archive's table of contents: its schema and the entries pg_restore is to restore. */
async function contents(file: string, env: NodeJS.ProcessEnv) {
  const { stdout } = await tool('pg_restore', ['--list', file], env);
  const entries = stdout.split('\n').filter((line) => /^\d+;/.test(line));
  const schema = /^\d+; \d+ \d+ SCHEMA - (\S+) /.exec(
    entries.find((line) => / SCHEMA - /.test(line)) ?? '',
  )?.[1];
  // The schema itself exists already in the target (it is where the service works): creating
  // it (or commenting on it) again would fail the restore.
  const restore = entries.filter((line) => !/^\d+; \d+ \d+ (SCHEMA|COMMENT) - /.test(line));
  return { schema, restore };
}

/**
 * Restores the dump `file` into the database's schema, which the caller has found to have no
 * tables, in one transaction; answers the tables and rows restored.
 */
export async function restorePostgres(
  database: Database,
  databaseUrl: string,
  file: string,
): Promise<TableRows[]> {
  const { url, env } = connection(databaseUrl);
  const target = await currentSchema(database);
  const { schema, restore } = await contents(file, env);
  if (schema === undefined) {
    throw changeRefused(
      `${file} is a pg_dump archive but holds no schema: not a backup of this service.`,
    );
  }
  if (target !== schema) {
    throw changeRefused(
      `${file} is a backup of the schema "${schema}", and this database works in ${target === null ? 'no existing schema' : `"${target}"`}: restore it where the service works in "${schema}" (the search_path of DATABASE_URL).`,
    );
  }
  const listDir = mkdtempSync(path.join(tmpdir(), 'lumina-restore-'));
  const list = path.join(listDir, 'entries.list');
  writeFileSync(list, `${restore.join('\n')}\n`);
  try {
    await tool(
      'pg_restore',
      [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        `--use-list=${list}`,
        `--dbname=${url}`,
        file,
      ],
      env,
    );
  } finally {
    rmSync(listDir, { recursive: true, force: true });
  }
  return countRows(database.kysely.withoutPlugins(), 'postgres');
}
