// `npm run admin` as a process: the same configuration as the server (a wrong one is refused
// with exit code 1, but not the server's production refusals: it serves nothing), the same
// database file, and exit codes a script can rely on. These start
// real processes on SQLite files; the postgres project leaves them out (the commands themselves
// run on both databases in admin.test.ts) — vitest.config.ts excludes it there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { runNode } from '#tests/support/node-process.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoData } from '#server/db/seed/index.ts';

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'lumina-admin-'));
  dataDirs.push(dir);
  return dir;
}

function admin(args: string[], env: Record<string, string>) {
  return runNode(['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    env: { PATH: process.env.PATH, ...env },
  });
}

describe('npm run admin', () => {
  it('prints the help with exit code 0', { timeout: 30_000 }, async () => {
    const result = await admin(['help'], { DATA_DIR: newDataDir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('advisor sign-in <ext>');
  });

  it(
    'refuses a wrong configuration, listing the problem, with exit code 1',
    { timeout: 30_000 },
    async () => {
      const result = await admin(['advisor', 'list'], {
        DATA_DIR: newDataDir(),
        DATABASE_URL: 'mysql://nope',
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Invalid configuration:');
      expect(result.stderr).toContain('DATABASE_URL: must be a postgres:// URL');
    },
  );

  it('changes presence in the database the server uses', { timeout: 30_000 }, async () => {
    const dataDir = newDataDir();
    const database = openDatabase({ dataDir });
    await migrateToLatest(database);
    await seedDemoData(database, { clock: createFakeClock() });
    await database.close();

    const result = await admin(['advisor', 'sign-out', '4001'], { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Advisor 4001 (Celeste Moreau) is now signed out.');

    const reopened = openDatabase({ dataDir });
    try {
      const row = await reopened.kysely
        .selectFrom('advisors')
        .select('signedIn')
        .where('extension', '=', 4001)
        .executeTakeFirstOrThrow();
      expect(row.signedIn).toBe(false);
    } finally {
      await reopened.close();
    }

    const unknown = await admin(['advisor', 'sign-in', '4999'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No advisor has the extension 4999.');
  });

  it(
    "works on a production machine whose operator's shell has none of the providers' secrets",
    { timeout: 30_000 },
    async () => {
      const dataDir = newDataDir();
      const database = openDatabase({ dataDir });
      await migrateToLatest(database);
      await seedDemoData(database, { clock: createFakeClock() });
      await database.close();

      // The server would refuse this environment (no SMTP, Twilio, PayPal or Gigadat).
      const result = await admin(['advisor', 'sign-out', '4001'], {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
      });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain('Advisor 4001 (Celeste Moreau) is now signed out.');
    },
  );
});
