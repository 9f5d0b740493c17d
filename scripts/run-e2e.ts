// `npm run test:e2e`: runs the Playwright journeys in the system Chromium. Without a browser the
// suite is skipped with a loud line on a developer's machine, but fails the run in CI, where a
// missing browser means the browser suite did not run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { findBrowser } from './find-browser.ts';

const browser = findBrowser();
if (!browser) {
  const line = '='.repeat(78);
  const message = [
    line,
    'BROWSER SUITE NOT RUN: no Chromium at CHROME_PATH or /usr/bin/chromium.',
    'Install it (Debian: apt-get install -y chromium) or set CHROME_PATH, then run npm run test:e2e.',
    line,
  ].join('\n');
  if (process.env.CI) {
    console.error(message.replace('NOT RUN', 'MISSING IN CI'));
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const require = createRequire(import.meta.url);
const cli = require.resolve('@playwright/test/cli');
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: browser },
});
process.exit(result.status ?? 1);
