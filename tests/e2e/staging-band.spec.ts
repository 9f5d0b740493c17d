// A test deployment (docs/decisions/024): the build served as `npm run serve` serves it, in
// production, on stand-ins, allowed by STAGING=true. Every page carries the "Test mode — no real
// payments" band from the first paint (the server's shell), in both languages, on a phone's
// width, without covering the fixed bars or a focused control. The journeys' own server runs in
// development and shows no band. This file starts the staging server itself, from the build the
// suite's server made (playwright.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { copy, copyFor } from '#shared/copy/catalogue.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { e2eTwilioAuthToken } from './support/phone-line.ts';

const artifacts = resolve('tests/e2e/.artifacts');
let staging: { url: string; process: ChildProcess; dataDir: string } | undefined;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) {
      throw new Error(`the staging server stopped (${child.exitCode}):\n${output()}`);
    }
    const answered = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`the staging server did not answer:\n${output()}`);
}

test.beforeAll(async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(artifacts, 'staging-data-'));
  // `npm run serve`: the built server, production unless NODE_ENV says otherwise.
  const child = spawn(process.execPath, ['dist/server/main.js', '--default-node-env=production'], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STAGING: 'true',
      SEED: 'demo',
      TWILIO_AUTH_TOKEN: e2eTwilioAuthToken,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  staging = { url, process: child, dataDir };
  await waitForHealth(url, child, () => errors);
});

test.afterAll(async () => {
  if (!staging) return;
  const { process: child, dataDir } = staging;
  if (child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function stagingUrl(path: string): string {
  if (!staging) throw new Error('the staging server is not running');
  return `${staging.url}${path}`;
}

const band = (page: Page, locale: 'en' | 'fr-CA' = 'en') =>
  page.getByRole('region', { name: copyFor(locale).layout.testMode.band });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

function overlap(a: { y: number; height: number }, b: { y: number; height: number }): boolean {
  return a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('a test deployment on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the band in the server-rendered page, before the app runs', async ({ page }) => {
    // The app's code never arrives: what shows is the server's shell alone.
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
    await page.goto(stagingUrl('/pricing'));
    await expect(band(page)).toHaveText(copy.layout.testMode.band);
    await expect(page.getByRole('status')).toHaveText(copy.common.loading);
  });

  test('keeps the band once the app runs, above the header, covering neither the bars nor a focused control', async ({
    page,
  }, testInfo) => {
    await page.goto(stagingUrl('/pricing'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(band(page)).toBeVisible();
    const bandBox = await boxOf(band(page));
    expect(bandBox.y).toBe(0);
    expect(bandBox.width).toBe(390);
    // One line of text on a phone, not a wall.
    expect(bandBox.height).toBeLessThan(48);

    // The fixed bars at the bottom: the cookie question (not answered yet) and the call-now bar.
    const consent = page.getByRole('region', { name: copy.layout.consent.title });
    const callNow = page.getByRole('complementary', { name: copy.navigation.callNowRegion });
    await expect(consent).toBeVisible();
    await expect(callNow).toBeVisible();
    expect(overlap(bandBox, await boxOf(consent))).toBe(false);
    expect(overlap(bandBox, await boxOf(callNow))).toBe(false);

    // The first controls a keyboard reaches are not under it.
    const header = page.getByRole('banner');
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if (!(await header.locator(':focus').count())) continue;
      expect(overlap(bandBox, await boxOf(focused))).toBe(false);
    }

    // In the page's flow, not fixed: scrolled down, it has gone with the header and hides nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => (await band(page).boundingBox())?.y ?? 0)
      .toBeLessThanOrEqual(-bandBox.height);
    await expect(callNow).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolations(page, testInfo, 'the test-mode band', { within: band(page) });
  });
});

test.describe('a test deployment in French', () => {
  test.use({ locale: 'fr-CA' });

  test('says it in French', async ({ page }) => {
    await page.goto(stagingUrl('/'));
    await expect(band(page, 'fr-CA')).toHaveText(copyFor('fr-CA').layout.testMode.band);
  });
});

test('the journeys’ development server shows no band', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(band(page)).toHaveCount(0);
});
