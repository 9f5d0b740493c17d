// End-to-end journeys in the system Chromium against the real server, built as `npm start`
// builds it, on a fresh SQLite database with the demo data (docs/architecture.md §7). Run through
// `npm run test:e2e`, which finds the browser (scripts/run-e2e.ts).
import { defineConfig } from '@playwright/test';
import { chromiumFlags, findBrowser } from './scripts/find-browser.ts';
import { e2eTwilioAuthToken } from './tests/e2e/support/phone-line.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = 'tests/e2e/.artifacts/data';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'tests/e2e/.artifacts/results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: 'tests/e2e/.artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    // The journeys read the English texts; french.spec.ts browses as a French speaker.
    locale: 'en-CA',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findBrowser(),
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // `npm test` builds while Vitest runs and says so with E2E_PREBUILT (scripts/run-tests.ts);
    // run alone, the suite builds first, as `npm start` does.
    command: `rm -rf ${dataDir} && ${process.env.E2E_PREBUILT === '1' ? '' : 'npm run build && '}node dist/server/main.js`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // No NODE_ENV, as `npm start` runs it (set here, it would reach the build too): development,
      // every provider simulated, and the journeys read codes and links in the dev outbox the way
      // a person does. staging-band.spec.ts starts a production server of its own.
      // As behind one load balancer: each journey sends its own X-Forwarded-For
      // (support/fixtures.ts), the last hop, which the server takes as the client's address.
      TRUST_PROXY: '1',
      // The line's webhooks are signed with a token of the journeys' own, not the public one.
      TWILIO_AUTH_TOKEN: e2eTwilioAuthToken,
    },
  },
});
