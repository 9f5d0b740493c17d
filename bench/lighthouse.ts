// Lighthouse (docs/performance.md): performance, accessibility, best practices and SEO
// of /, /pricing and /login, and of /dashboard and /purchase signed in as the demo customer, mobile preset, in the system Chromium, on the production build
// served by the product's production server. Baseline, in the same run: a plain HTML page (one
// heading, one paragraph, the head every page needs) served by the very same server build with
// WEB_DIR pointing at it — so its scores show what the server's answers alone allow, and the
// difference is what the web app costs. Each page is run a few times and the run with the median
// performance score is kept (performance varies from run to run; the other categories rarely).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoCustomer } from '../src/server/db/seed/demo-content.ts';
import { buildServerBundles, buildWebApp } from './support/builds.ts';
import { withCleanup } from './support/cleanup.ts';
import { verdict } from './support/figures.ts';
import {
  categories,
  runLighthouse,
  type CategoryId,
  type PageResult,
} from './support/lighthouse-run.ts';
import { progress } from './support/progress.ts';
import { startProductServer } from './support/servers.ts';
import { makeWorkDir } from './support/work-dir.ts';

/** The issue's goals, 0–100. */
export const GOALS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
};
/** Pages a visitor sees, and pages the demo customer sees signed in (its session cookie sent). */
export const PAGES: readonly { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/pricing', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/purchase', signedIn: true },
];
export const RUNS_PER_PAGE = 3;
const baselineLabel = 'baseline page';
const appStartedPath = '/api/auth/session';

const baselineHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A plain page, served by the product's server." />
    <title>Baseline page</title>
    <!-- Names an icon (an empty one), as the product's pages name theirs, so no request for
         /favicon.ico (a 404 the console would report) lowers the baseline's best practices. -->
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>
      <h1>Baseline page</h1>
      <p>One heading and one paragraph, no script, no stylesheet.</p>
    </main>
  </body>
</html>
`;

export interface LighthouseFigures {
  baseline: PageResult;
  pages: PageResult[];
}

async function medianRun(
  url: string,
  reportDir: string,
  label: string,
  cookie?: string,
): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
    progress('lighthouse', `${label}, run ${run} of ${RUNS_PER_PAGE}`);
    runs.push(await runLighthouse(url, join(reportDir, `${runs.length}.json`), cookie));
  }
  // A page whose app never started would score well and mean nothing: the app's first act is
  // asking for the session.
  const silent = runs.find((run) => !run.requested.includes(appStartedPath));
  if (label !== baselineLabel && silent) {
    throw new Error(`${url}: the web app did not start (no request for ${appStartedPath})`);
  }
  // A signed-in page that sent Lighthouse to the sign-in page would measure the wrong page.
  const elsewhere = runs.find((run) => new URL(run.finalUrl).pathname !== new URL(url).pathname);
  if (elsewhere) throw new Error(`${url}: Lighthouse measured ${elsewhere.finalUrl} instead`);
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error(`no Lighthouse run of ${url}`);
  return median;
}

/**
 * The session cookie of the demo customer (docs/contracts.md, "Demo data"), signed in as the
 * sign-in page does, for the pages only a customer sees.
 */
async function demoCustomerCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: demoCustomer.email, password: demoCustomer.password }),
  });
  if (!response.ok) {
    throw new Error(`signing in the demo customer: ${response.status} ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map((header) => header.split(';', 1)[0]);
  if (cookies.length === 0) throw new Error('signing in the demo customer set no cookie');
  return cookies.join('; ');
}

export function measureLighthouse(): Promise<LighthouseFigures> {
  return withCleanup(async (defer) => {
    const work = makeWorkDir('lighthouse', defer);
    progress('lighthouse', 'building the web app and the server');
    const webDir = join(work, 'web');
    await buildWebApp(webDir);
    const bundles = await buildServerBundles(join(work, 'server'));
    const baselineDir = join(work, 'baseline-web');
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(join(baselineDir, 'index.html'), baselineHtml);
    const reports = join(work, 'reports');
    mkdirSync(reports, { recursive: true });

    progress('lighthouse', 'starting the server, with the web app and with the baseline page');
    const product = await startProductServer(
      { bundle: bundles.product, dataDir: join(work, 'data'), webDir, cwd: work },
      defer,
    );
    const baselineServer = await startProductServer(
      {
        name: 'the server of the baseline page',
        bundle: bundles.product,
        dataDir: join(work, 'data-baseline'),
        webDir: baselineDir,
        cwd: work,
      },
      defer,
    );
    const baseline = await medianRun(`${baselineServer.url}/`, reports, baselineLabel);
    progress('lighthouse', 'signing in as the demo customer');
    const cookie = await demoCustomerCookie(product.url);
    const pages: PageResult[] = [];
    for (const page of PAGES) {
      const label = page.signedIn ? `${page.path} (signed in)` : page.path;
      const pageCookie = page.signedIn ? cookie : undefined;
      pages.push(await medianRun(`${product.url}${page.path}`, reports, label, pageCookie));
    }
    return { baseline, pages };
  });
}

const scoreLine = (result: PageResult) =>
  categories.map((category) => `${category} ${result.scores[category]}`).join(', ');

function pageLines(label: string, result: PageResult, baseline: PageResult): string[] {
  const missed = categories.filter((category) => result.scores[category] < GOALS[category]);
  const lines = [`  ${label}: ${scoreLine(result)} — ${verdict(missed.length === 0)} the goals`];
  for (const category of missed) {
    lines.push(
      `    ${category} ${result.scores[category]} (baseline ${baseline.scores[category]}), audits not passed:`,
    );
    for (const audit of result.failedAudits[category]) {
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      const urls = audit.urls.length > 0 ? ` (${audit.urls.join(', ')})` : '';
      lines.push(`      ${audit.id}: ${audit.title}${value}${urls}`);
    }
  }
  for (const warning of result.warnings) lines.push(`    warning: ${warning}`);
  return lines;
}

export function report(figures: LighthouseFigures): string[] {
  const { baseline } = figures;
  return [
    `Lighthouse 12.8.2 (mobile preset, system Chromium, median of ${RUNS_PER_PAGE} runs by performance)`,
    `  goals: ${categories.map((category) => `${category} ≥ ${GOALS[category]}`).join(', ')}`,
    ...pageLines('baseline (plain HTML page, same server)', baseline, baseline),
    ...figures.pages.flatMap((page, index) =>
      pageLines(
        PAGES[index]?.signedIn
          ? `${new URL(page.url).pathname} (signed in)`
          : new URL(page.url).pathname,
        page,
        baseline,
      ),
    ),
  ];
}
