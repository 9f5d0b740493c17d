// Runs an operator command against the database of the server the browser suite started
// (playwright.config.ts), as an operator would on that machine.
import { execFileSync } from 'node:child_process';

export const e2eDataDir = 'tests/e2e/.artifacts/data';

export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}
