// `npm run admin -- <command>` as its own process (the command package.json's "admin" script
// runs), on the shared schema: what an operator, a cron or a second instance's scheduler runs.
import { resolve } from 'node:path';
import { runNode, type ProcessRun } from '#tests/support/node-process.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');

export type AdminRun = ProcessRun;

export function runAdmin(args: string[], databaseUrl: string): Promise<AdminRun> {
  return runNode(['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: databaseUrl },
  });
}
