// The process as `npm start` runs it: it refuses a wrong configuration, and it stops cleanly.
// These start real processes on SQLite files; the PostgreSQL path of the same code is covered by
// the integration suite, so the postgres project leaves this file out (vitest.config.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumina-main-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
  });

  it('migrates, seeds, answers its health check, and exits 0 on SIGTERM', async () => {
    const server = startServer({});
    const port = await waitFor(
      () => /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output().stdout)?.[1],
    );
    expect(server.output().stdout).toContain('seeded the demo data into an empty database');

    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('"signal":"SIGTERM"');
  }, 30_000);
});
