// The process as `npm start` and `npm run serve` run it: it refuses a wrong configuration (and,
// in production, anything simulated), and it stops cleanly.
// These start real processes on SQLite files; the PostgreSQL path of the same code is covered by
// the integration suite, so the postgres project leaves this file out (vitest.config.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The arguments an npm script gives the built server (dist/server/main.js), e.g. serve's flag. */
function serverArguments(script: 'start' | 'serve'): string[] {
  const scripts = (
    JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = scripts[script] ?? '';
  const main = 'node dist/server/main.js';
  if (!command.includes(main)) throw new Error(`npm run ${script} does not run ${main}`);
  return command
    .slice(command.indexOf(main) + main.length)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

function startServer(env: Record<string, string>, args: string[] = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumina-main-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIR: join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  it('refuses to start on a wrong configuration, listing every problem, with exit code 1', async () => {
    const server = startServer({ PORT: 'eighty', THEME_MODE: 'easter' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PORT: must be a port number');
    expect(stderr).toContain('THEME_MODE:');
  }, 30_000);

  it('migrates, seeds, answers its health check, and exits 0 on SIGTERM', async () => {
    const server = startServer({});
    const port = await waitFor(
      () => /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output().stdout)?.[1],
    );
    expect(server.output().stdout).toContain('seeded the demo data into an empty database');

    const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { 'x-request-id': 'main-test-1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('main-test-1');
    expect(await res.json()).toEqual({ status: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const { stdout } = server.output();
    expect(stdout).toContain('"signal":"SIGTERM"');
    // The request's one line, on standard output as the process writes it.
    const lines = stdout.split('\n').filter((line) => line.includes('"msg":"request"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      reqId: 'main-test-1',
      method: 'GET',
      route: '/api/health',
      path: '/api/health',
      status: 200,
    });
  }, 30_000);
});

describe('npm start and npm run serve', () => {
  it('npm start builds, then runs the server itself in development, not through npm run serve', () => {
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.start).toMatch(/^npm run build && node dist\/server\/main\.js/);
    expect(scripts.start).not.toContain('npm run serve');
    expect(serverArguments('start')).toEqual([]);
  });

  it('npm run serve is production unless NODE_ENV says otherwise: on stand-ins it refuses to start, listing every problem', async () => {
    // An operator's .env copied from .env.example says SEED=demo; and a dev outbox asked for.
    const server = startServer({ SEED: 'demo', DEV_OUTBOX: 'true' }, serverArguments('serve'));
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Invalid configuration:');
    for (const refused of [
      'TWILIO_AUTH_TOKEN: must be set in production',
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: must be set in production',
      'GIGADAT_ACCESS_TOKEN, GIGADAT_SECURITY_TOKEN and GIGADAT_CAMPAIGN_ID: must be set in production',
      'SMTP_URL: must be set in production',
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM: must be set in production for SMS',
      'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: must be set in production for the phone line',
      'SEED: demo is refused in production',
      'DEV_OUTBOX: true is refused in production',
    ]) {
      expect(stderr).toContain(refused);
    }
    // Nothing was listened on, nothing seeded.
    expect(server.output().stdout).not.toContain('Server listening');
  }, 30_000);

  it('npm run serve with NODE_ENV=development serves the build in development', async () => {
    const server = startServer({ NODE_ENV: 'development' }, serverArguments('serve'));
    const port = await waitFor(
      () => /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output().stdout)?.[1],
    );
    expect(server.output().stdout).toContain('seeded the demo data into an empty database');
    const config = await fetch(`http://127.0.0.1:${port}/api/config`);
    expect(await config.json()).toMatchObject({ testMode: false });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 30_000);

  it('refuses a --default-node-env that is not an environment', async () => {
    const server = startServer({}, ['--default-node-env=prod']);
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(
      '--default-node-env: must be one of development, production, test, not "prod"',
    );
  }, 30_000);
});
