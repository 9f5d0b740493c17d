// The operator commands as a production install runs them (docs/operations.md, decision 043):
// `npm run build:server`'s bundle (built here, exactly as scripts/build-server.ts builds it) in a
// release folder whose node_modules holds only what `npm ci --omit=dev` installs — the packages
// package-lock.json does not mark as development-only — and nothing above it to fall back on,
// so neither tsx nor TypeScript can be found. `node dist/server/admin.js` then answers `help`,
// migrates a new SQLite database, checks the ledger and backs the database up; the server
// itself starts there too.
// Starts real processes on SQLite files, so the postgres project leaves it out (vitest.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { freePort } from '#tests/support/free-port.ts';
import { runNode } from '#tests/support/node-process.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import { bundleServer } from './server-bundle.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

interface LockedPackage {
  dev?: boolean;
}

/** The packages `npm ci --omit=dev` installs at the top of node_modules, by name. */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(path)?.[1];
    return name !== undefined && entry.dev !== true ? [name] : [];
  });
}

/**
 * A release in a new temporary folder: package.json, the bundle in dist/server, and node_modules
 * with links to the project's copies of the production packages only. Node runs it with
 * --preserve-symlinks, so a package's own imports are looked up from the release's node_modules
 * too, never from the project's.
 */
async function productionRelease(): Promise<{
  root: string;
  metafile: Awaited<ReturnType<typeof bundleServer>>;
}> {
  const root = mkdtempSync(join(tmpdir(), 'lumina-release-'));
  const metafile = await bundleServer(join(root, 'dist', 'server'));
  copyFileSync(join(projectRoot, 'package.json'), join(root, 'package.json'));
  for (const name of productionPackages()) {
    const installed = join(projectRoot, 'node_modules', name);
    // Optional packages for other platforms are in the lock file but not installed.
    if (!existsSync(installed)) continue;
    const link = join(root, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(installed, link, 'dir');
  }
  return { root, metafile };
}

let release: { root: string; metafile: Awaited<ReturnType<typeof bundleServer>> };
const dataDirs: string[] = [];

beforeAll(async () => {
  release = await productionRelease();
}, 60_000);

afterAll(() => {
  rmSync(release.root, { recursive: true, force: true });
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}) {
  return runNode(['--preserve-symlinks', ...args], {
    cwd: release.root,
    env: { PATH: process.env.PATH, ...env },
  });
}

const admin = (args: string[], env: Record<string, string>) =>
  run(['dist/server/admin.js', ...args], env);

async function demoDatabase(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumina-release-data-'));
  dataDirs.push(dataDir);
  const database = openDatabase({ dataDir });
  await migrateToLatest(database);
  await seedDemoData(database, { clock: createFakeClock() });
  await database.close();
  return dataDir;
}

describe('the build, on a production install', () => {
  it('cannot see the development packages (the conditions are real)', async () => {
    for (const name of ['tsx', 'typescript', 'esbuild']) {
      const found = await run(['--input-type=module', '-e', `await import('${name}')`]);
      expect({ name, code: found.code }).toEqual({ name, code: 1 });
      expect(found.stderr).toContain('ERR_MODULE_NOT_FOUND');
    }
  });

  it('imports only Node and the production dependencies', () => {
    const allowed = new Set([
      ...Object.keys(packageJson.dependencies),
      ...builtinModules,
      ...builtinModules.map((name) => `node:${name}`),
    ]);
    const packageOf = (path: string) => /^(?:@[^/]+\/)?[^/]+/.exec(path)?.[0] ?? path;
    const outputs = Object.entries(release.metafile.outputs).filter(([file]) =>
      file.endsWith('.js'),
    );
    expect(outputs.map(([file]) => file.split('/').pop()).sort()).toEqual([
      'admin.js',
      'call.js',
      'main.js',
      'synthesis-worker.js',
    ]);
    for (const [file, output] of outputs) {
      const imported = output.imports
        // The server imports esbuild only when it runs from source (sdk-script.ts).
        .filter((entry) => entry.external && entry.kind !== 'dynamic-import')
        .map((entry) => (entry.path.startsWith('node:') ? entry.path : packageOf(entry.path)));
      expect({ file, outside: imported.filter((name) => !allowed.has(name)) }).toEqual({
        file,
        outside: [],
      });
    }
  });

  it('answers admin.js help, naming the command a production machine types', async () => {
    const result = await admin(['help'], { DATA_DIR: await demoDatabase() });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Usage: node dist/server/admin.js <command> [arguments]');
    expect(result.stdout).toMatch(/ledger check\s+Check every customer's balance/);
  });

  it(
    'runs admin.js ledger check and backup create on a SQLite database, in production',
    { timeout: 30_000 },
    async () => {
      const dataDir = await demoDatabase();
      const env = { NODE_ENV: 'production', DATA_DIR: dataDir };

      const matching = await admin(['ledger', 'check'], env);
      expect(matching).toMatchObject({ code: 0, stderr: '' });
      expect(matching.stdout).toMatch(/balances? match(es)? (its|their) ledger\.\n$/);

      const database = openDatabase({ dataDir });
      const customer = await database.kysely
        .selectFrom('customers')
        .select(['id', 'email', 'credits'])
        .orderBy('email')
        .executeTakeFirstOrThrow();
      await database.kysely
        .updateTable('customers')
        .set({ credits: customer.credits + 7 })
        .where('id', '=', customer.id)
        .execute();
      await database.close();

      const mismatch = await admin(['ledger', 'check'], env);
      expect(mismatch.code).toBe(1);
      expect(mismatch.stdout.split('\n')[1]?.split(/\s+/)).toEqual([
        customer.id,
        customer.email,
        String(customer.credits + 7),
        String(customer.credits),
      ]);
      expect(mismatch.stderr).toMatch(/^1 balance differs from its ledger, of \d+:/);

      const file = join(dataDir, 'copy.backup');
      const backup = await admin(['backup', 'create', file], env);
      expect(backup).toMatchObject({ code: 0, stderr: '' });
      expect(backup.stdout).toContain(`Backed up the SQLite database`);
      expect(existsSync(file)).toBe(true);
    },
  );

  it('starts the server, which answers its health check', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'lumina-release-data-'));
    dataDirs.push(dataDir);
    const server = spawn(
      process.execPath,
      ['--preserve-symlinks', 'dist/server/main.js', '--default-node-env=production'],
      {
        cwd: release.root,
        env: {
          PATH: process.env.PATH,
          // Production on stand-ins, as a test deployment runs (docs/decisions/024).
          STAGING: 'true',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          WEB_DIR: join(dataDir, 'no-web-build'),
          SEED: 'none',
          LOG_LEVEL: 'warn',
          // Production wants an auth token of the deployment's own, even for the stand-in line.
          TWILIO_AUTH_TOKEN: randomBytes(16).toString('hex'),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    try {
      expect(await health(`http://127.0.0.1:${port}`, server, () => errors)).toBe(200);
    } finally {
      await stop(server);
    }
  });
});

/** /api/health's status once the server answers; throws if it stops first. */
async function health(url: string, child: ChildProcess, errors: () => string): Promise<number> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${errors()}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => undefined,
    );
    if (status !== undefined) return status;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`the server did not answer:\n${errors()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
