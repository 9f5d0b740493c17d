// `npm run admin -- backup create | restore`, on the dialect the run is on (SQLite here,
// PostgreSQL in the postgres project): a database filled through the services (customers,
// sessions, a purchase, a call, an adjustment, all in the ledger) is backed up while another
// connection holds a write open, restored into a new, empty database, and found the same there
// — every table's rows, every balance equal to its ledger. A restore into a database that has
// tables, or of the other dialect's file, is refused and changes nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { newId } from '#server/db/ids.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import { tableNames } from '#server/db/backup/table-rows.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import { createAdminContext } from '../context.ts';
import { runAdmin } from '../run-admin.ts';
import { recordSettledCall, recordStandardPurchase } from '#tests/support/admin.ts';
import { seedCustomer, signIn } from '#tests/support/customers.ts';
import { emptySchemaInPlace, everyRow } from '#tests/support/database-contents.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

const onPostgres = process.env.TEST_DB_DIALECT === 'postgres';

/** Where the commands run: a database (with its own connection or the app's) and its settings. */
interface Place {
  database: Database;
  config: Config;
}

/** The database under test, with the app serving it, and a new, empty one to restore into. */
interface Scene {
  t: TestApp;
  /** The backup command's own view of the app's database (a second connection on SQLite). */
  source: Place;
  /** A new database with no tables, as a restore needs. */
  emptyTarget(): Promise<Place>;
  /** The other dialect's kind of backup file. */
  otherDialectHeader: string;
  close(): Promise<void>;
}

let work: string;
let scene: Scene;

async function sqliteScene(): Promise<Scene> {
  const dataDir = join(work, 'live');
  const served = openDatabase({ dataDir });
  await migrateToLatest(served);
  const t = await createTestApp({ database: served, env: { DATA_DIR: dataDir } });
  const second = openDatabase({ dataDir });
  const opened: Database[] = [second];
  return {
    t,
    source: { database: second, config: t.config },
    async emptyTarget() {
      const targetDir = join(work, 'restored');
      const database = openDatabase({ dataDir: targetDir });
      opened.push(database);
      return { database, config: { ...t.config, dataDir: targetDir } };
    },
    otherDialectHeader: 'PGDMP',
    async close() {
      await Promise.all(opened.map((database) => database.close()));
      await t.close();
    },
  };
}

async function postgresScene(): Promise<Scene> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const t = await createTestApp();
  const config = { ...t.config, databaseUrl };
  let dropMoved = async () => {};
  return {
    t,
    source: { database: t.database, config },
    // The dump names its schema, and a restore goes into that schema of the target: the test's
    // schema is moved aside (keeping its data) and an empty one takes its name.
    async emptyTarget() {
      dropMoved = await emptySchemaInPlace(t.database);
      return { database: t.database, config };
    },
    otherDialectHeader: 'SQLite format 3\0',
    async close() {
      await dropMoved();
      await t.close();
    },
  };
}

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'lumina-backup-'));
  scene = onPostgres ? await postgresScene() : await sqliteScene();
});
afterEach(async () => {
  await scene.close();
  rmSync(work, { recursive: true, force: true });
});

async function admin(place: Place, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    openContext: async () =>
      createAdminContext({ ...place, clock: scene.t.clock, warn: (line) => err.push(line) }),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Customers, sessions, a purchase, a call and an adjustment, through the services. */
async function fill(t: TestApp) {
  await seedDemoData(t.database, { clock: t.clock });
  const ids: string[] = [];
  for (const [index, email] of ['maude@example.com', 'remi@example.com'].entries()) {
    const customer = await seedCustomer(t, { email, phones: [`418555012${index}`] });
    await signIn(t, customer);
    await recordStandardPurchase(t, customer.id, { providerOrderId: `ORDER-${index}` });
    await recordSettledCall(t, customer.id, { extension: 4001, durationSeconds: 125 + index * 60 });
    ids.push(customer.id);
  }
  const credited = await admin(
    { database: t.database, config: t.config },
    ...['credit', 'add', 'remi@example.com', '7', '--reason', 'Dropped call'],
  );
  expect(credited.code).toBe(0);
  return ids;
}

/** Holds a write open on the app's connection (a customer added, not committed) until released. */
async function writeInFlight(t: TestApp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const writing = new Promise<void>((resolve) => (started = resolve));
  const done = t.database.kysely.transaction().execute(async (trx) => {
    const at = t.clock.now().toISOString();
    await trx
      .insertInto('customers')
      .values({
        id: newId(),
        name: 'Mid-backup Signup',
        email: 'mid-backup@example.com',
        credits: 0,
        createdAt: at,
        updatedAt: at,
        adultConfirmedAt: at,
      })
      .execute();
    started();
    await held;
  });
  await writing;
  return {
    async commit() {
      release();
      await done;
    },
  };
}

const countLine = (rows: Record<string, string[]>) => {
  const tables = Object.keys(rows).length;
  const total = Object.values(rows).reduce((sum, list) => sum + list.length, 0);
  return `${tables} tables, ${total.toLocaleString('en-CA')} rows.`;
};

describe('backup create, then restore into a new database', () => {
  it('brings back every row of every table, and every balance still equals its ledger', async () => {
    const { t } = scene;
    const customerIds = await fill(t);
    const file = join(work, 'lumina.backup');

    // A sign-up is being written on the server's connection while the backup runs.
    const inFlight = await writeInFlight(t);
    let created;
    try {
      created = await admin(scene.source, 'backup', 'create', file);
    } finally {
      await inFlight.commit();
    }
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    const live = await everyRow(t.database);
    const signedUpDuring = live.customers?.find((row) => row.includes('mid-backup'));
    expect(signedUpDuring).toBeDefined();
    // The backup is the database as of one moment: without the write that was not committed.
    const backedUp: Record<string, string[]> = {
      ...live,
      customers: (live.customers ?? []).filter((row) => row !== signedUpDuring),
    };
    expect(created.out).toContain(`to ${file}:`);
    expect(created.out).toContain(countLine(backedUp));
    expect(created.out).toMatch(new RegExp(`customers\\s+${backedUp.customers?.length}\\n`));

    const target = await scene.emptyTarget();
    const restored = await admin(target, 'backup', 'restore', file);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`Restored ${file}`);
    expect(restored.out).toContain(countLine(backedUp));

    expect(await everyRow(target.database)).toEqual(backedUp);
    const wallet = createWalletService({ clock: t.clock });
    for (const id of customerIds) {
      const audit = await wallet.audit(target.database.kysely, id);
      expect(audit?.credits).toBe(audit?.ledgerSum);
      expect(audit?.credits).toBeGreaterThan(0);
    }
    // The restored database serves as it is: the next start finds nothing to migrate.
    await migrateToLatest(target.database);
    expect(await everyRow(target.database)).toEqual(backedUp);
    // pg_dump and pg_restore are processes of their own: slower than the usual 5 s on a busy machine.
  }, 30_000);
});

describe('refusals, which change nothing', () => {
  it('refuses to restore into a database that has tables', async () => {
    const { t } = scene;
    await fill(t);
    const file = join(work, 'lumina.backup');
    expect((await admin(scene.source, 'backup', 'create', file)).code).toBe(0);
    const later = await customerAfterTheBackup(t);
    await recordSettledCall(t, later, { extension: 4002, durationSeconds: 61 });
    const before = await everyRow(t.database);

    const refused = await admin(scene.source, 'backup', 'restore', file);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toMatch(
      /is not empty \(\d+ tables, .*\): a backup is restored only into an empty database\. Nothing was changed\./,
    );
    expect(await everyRow(t.database)).toEqual(before);
  }, 30_000);

  it('refuses a backup of the other dialect, and a file that is no backup', async () => {
    const target = await scene.emptyTarget();
    const other = join(work, 'other.backup');
    writeFileSync(other, `${scene.otherDialectHeader}${'\0'.repeat(64)}`);
    const refused = await admin(target, 'backup', 'restore', other);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      onPostgres
        ? 'is a SQLite backup and this database is PostgreSQL'
        : 'is a PostgreSQL backup and this database is SQLite',
    );

    const notes = join(work, 'notes.txt');
    writeFileSync(notes, 'not a backup');
    expect((await admin(target, 'backup', 'restore', notes)).err).toContain(
      'is not a backup: it is neither a SQLite database nor a pg_dump archive',
    );
    expect(await tableNames(target.database)).toEqual([]);
  });

  it('refuses to overwrite a file, leaving it as it was', async () => {
    const file = join(work, 'taken.backup');
    writeFileSync(file, 'yesterday');
    const refused = await admin(scene.source, 'backup', 'create', file);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('exists already');
    expect(readFileSync(file, 'utf8')).toBe('yesterday');
  });
});

/** One more customer after the backup, so the live database differs from it. */
async function customerAfterTheBackup(t: TestApp): Promise<string> {
  const customer = await seedCustomer(t, { email: 'after@example.com' });
  await t.database.kysely
    .transaction()
    .execute((trx) =>
      createWalletService({ clock: t.clock }).credit(trx, customer.id, [
        { minutes: 5, reason: 'adjustment', note: 'after the backup' },
      ]),
    );
  return customer.id;
}
