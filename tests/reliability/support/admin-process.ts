// `npm run admin -- <command>` as its own process (the command package.json's "admin" script
// runs), on the shared schema: what an operator, a cron or a second instance's scheduler runs.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../../..');

export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runAdmin(args: string[], databaseUrl: string): Promise<AdminRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: databaseUrl },
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
