// A temporary folder for one benchmark run, removed by its clean-up. It lives in the project's
// node_modules/.cache rather than the system's temporary folder, so what is built there (the
// server bundle, the web app) resolves the project's npm packages as `npm run serve` does.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Defer } from './cleanup.ts';

export function makeWorkDir(name: string, defer: Defer): string {
  const cache = join(process.cwd(), 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, `bench-${name}-`));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
