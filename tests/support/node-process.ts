// A Node process run to its end, with what it wrote: the operator commands as an operator runs
// them, and the built bundles as a production install runs them.
import { spawn } from 'node:child_process';

export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node <args>` in `cwd` with exactly `env`; answers its exit code and output once it closes. */
export function runNode(
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): Promise<ProcessRun> {
  const child = spawn(process.execPath, args, {
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}
