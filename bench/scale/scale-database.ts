// A database of its own for each size the scale benchmark measures, removed afterwards: a SQLite
// file in a temporary folder, or on PostgreSQL a new database created next to the one
// SCALE_DATABASE_URL names (its role must be allowed to create databases) and dropped at the
// end. The named database itself is only used to create and drop that one; nothing is written
// to it. Each is migrated with the product's migrations and holds the demo data (the advisors).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { openDatabase, type Database, type DialectName } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import type { Defer } from '../support/cleanup.ts';
import { SCALE_NOW } from './generate.ts';

export interface ScaleTarget {
  dialect: DialectName;
  /** PostgreSQL: a server and role that may create databases. */
  serverUrl?: string;
}

/** A fresh, migrated database with the demo data; closed and removed by `defer`'s clean-up. */
export async function freshDatabase(target: ScaleTarget, defer: Defer): Promise<Database> {
  const database =
    target.dialect === 'sqlite'
      ? openTemporarySqlite(defer)
      : await createPostgresDatabase(target.serverUrl ?? '', defer);
  await migrateToLatest(database);
  await seedDemoData(database, { clock: createFakeClock(SCALE_NOW) });
  return database;
}

function openTemporarySqlite(defer: Defer): Database {
  const dir = mkdtempSync(join(tmpdir(), 'lumina-scale-'));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  const database = openDatabase({ dataDir: dir });
  defer(() => database.close());
  return database;
}

async function createPostgresDatabase(serverUrl: string, defer: Defer): Promise<Database> {
  const name = `lumina_scale_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  defer(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  defer(() => database.close());
  return database;
}
