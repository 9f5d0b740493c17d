// Starts a Node server script in a process of its own on 127.0.0.1 and waits until it answers;
// the benchmark's clean-up stops it (SIGTERM, then SIGKILL if it lingers). The process gets only
// the environment given (and PATH), and runs in `cwd`, so a developer's .env or shell variables
// cannot change what is measured. Its output is kept (the last few kilobytes) to explain a
// server that does not start.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import type { Defer } from './cleanup.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
}

export interface StartServerOptions {
  /** Shown in messages, e.g. "the product server". */
  name: string;
  script: string;
  port: number;
  env: Record<string, string>;
  cwd: string;
  /** A path answering 200 once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
  /**
   * A file the server's standard output (its log) is written to, as a deployment would send it
   * to a file or a log shipper: the server writes to the file itself, not through a pipe this
   * process must read. Standard error is still kept.
   */
  stdoutFile?: string;
}

const stopGraceMs = 10_000;
const keptOutputChars = 8_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
  await exited(child);
  clearTimeout(timer);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startServer(
  options: StartServerOptions,
  defer: Defer,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const { stdoutFile } = options;
  const stdoutFd = stdoutFile === undefined ? undefined : openSync(stdoutFile, 'a');
  const child = spawn(process.execPath, [options.script], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'],
  });
  // The child has its own copy of the descriptor.
  if (stdoutFd !== undefined) closeSync(stdoutFd);
  defer(() => stopChild(child));
  // The pipes are always read, so a chatty server never blocks on a full pipe.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutputChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(String(error))));
  const fileTail = () => {
    if (stdoutFile === undefined) return '';
    const size = statSync(stdoutFile).size;
    return readFileSync(stdoutFile)
      .subarray(Math.max(0, size - keptOutputChars))
      .toString();
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  while (!(await answers(`${url}${options.readyPath}`))) {
    if (hasExited()) {
      throw new Error(`${options.name} exited before it was ready:\n${fileTail()}${output}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${options.name} did not answer ${options.readyPath} in time:\n${fileTail()}${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Whoever answered, it was not this server if it has exited (its port was taken meanwhile).
  if (hasExited() || child.pid === undefined) {
    throw new Error(`${options.name} exited:\n${fileTail()}${output}`);
  }
  return { url, pid: child.pid };
}
