// A real server process (`node --import tsx src/server/main.ts`, as `npm run dev` runs it) on a
// port of its own, on the shared PostgreSQL schema. It can be killed outright (SIGKILL: no
// shutdown hook runs, open transactions are cut) and started again on the same address, as a
// crashed instance is restarted by its supervisor. Every process is also killed when the test
// process exits, so a failing test leaves none behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '#tests/support/free-port.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');
const startTimeoutMs = 90_000;
const stopTimeoutMs = 15_000;
/** The end of a process's output kept for a failure's message. */
const keptOutputChars = 8_000;

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcess {
  readonly name: string;
  /** Where this process listens: http://127.0.0.1:<port>. */
  readonly url: string;
  /** The running process's id (scheduler claims name it), or undefined when not running. */
  pid(): number | undefined;
  /** Starts the process (again) and resolves once /api/health answers 200. */
  start(): Promise<void>;
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (the graceful shutdown, as systemd stops a unit), then waits; start() runs it again. */
  terminate(): Promise<void>;
  /** For good: SIGTERM (the graceful shutdown), waits for the process, removes its DATA_DIR. */
  stop(): Promise<void>;
  /** The end of what the process printed, for diagnosing a failure. */
  output(): string;
}

export interface ServerOptions {
  name: string;
  databaseUrl: string;
  /** The address Twilio and PayPal use: one for every instance, as behind a load balancer. */
  publicUrl?: string;
  /** More environment (provider settings). */
  env?: Record<string, string>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function createServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lumina-reliability-'));
  let child: ChildProcess | undefined;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-keptOutputChars);
  };

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: options.publicUrl ?? url,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    // No built web app: the API alone is under test.
    WEB_DIR: join(dataDir, 'no-web-build'),
    SEED: 'none',
    LOG_LEVEL: 'warn',
    ...options.env,
  };

  async function start(): Promise<void> {
    if (child && child.exitCode === null && child.signalCode === null) {
      throw new Error(`${options.name} is already running`);
    }
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    running.add(started);
    started.once('exit', () => running.delete(started));
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);

    const deadline = Date.now() + startTimeoutMs;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`${options.name} exited while starting:\n${output}`);
      }
      if (await healthy(url)) return;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    started.kill('SIGKILL');
    throw new Error(`${options.name} did not answer /api/health in time:\n${output}`);
  }

  async function signal(name: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const current = child;
    if (!current) return;
    current.kill(name);
    const timer = setTimeout(() => current.kill('SIGKILL'), stopTimeoutMs);
    await exited(current);
    clearTimeout(timer);
  }

  return {
    name: options.name,
    url,
    start,
    pid: () => (child?.exitCode === null && child.signalCode === null ? child.pid : undefined),
    kill: () => signal('SIGKILL'),
    terminate: () => signal('SIGTERM'),
    async stop() {
      await signal('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => output,
  };
}
