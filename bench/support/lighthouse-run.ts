// One Lighthouse run (the installed lighthouse 12.8.2, through its command line, never a
// download) in the system Chromium with the flags this machine kind needs, mobile preset (the
// default form factor, with its simulated slow 4G and CPU), the four categories, and the JSON
// report read back: each category's score, and the audits that did not pass.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumFlags, findBrowser } from '../../scripts/find-browser.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categories)[number];

/** Lighthouse's own line between a passed audit and one worth fixing. */
const passingScore = 0.9;
const runTimeoutMs = 180_000;

interface ReportAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: { url?: unknown }[] };
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  finalDisplayedUrl: string;
  categories: Record<CategoryId, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, ReportAudit>;
}

export interface FailedAudit {
  id: string;
  title: string;
  displayValue: string | undefined;
  /** The first few resources the audit names, where it names any. */
  urls: string[];
}

const urlsShown = 4;

function urlsOf(audit: ReportAudit, most = urlsShown): string[] {
  const urls = (audit.details?.items ?? [])
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string' && /^https?:/.test(url));
  return [...new Set(urls)].slice(0, most).map((url) => new URL(url).pathname);
}

export interface PageResult {
  url: string;
  /** 0–100 per category. */
  scores: Record<CategoryId, number>;
  failedAudits: Record<CategoryId, FailedAudit[]>;
  warnings: string[];
  /** The paths the page asked for, in order. */
  requested: string[];
  /** Where the page ended up (a redirect, a client-side navigation). */
  finalUrl: string;
}

function lighthouse(args: string[]): Promise<void> {
  const cli = join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js');
  const chrome = findBrowser();
  if (!chrome) throw new Error('no Chromium found: set CHROME_PATH or install chromium');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, CHROME_PATH: chrome }, timeout: runTimeoutMs, killSignal: 'SIGINT' },
      (error, _stdout, stderr) =>
        error
          ? reject(new Error(`lighthouse failed on ${args[0]}: ${error.message}\n${stderr}`))
          : resolve(),
    );
  });
}

function failedAudits(report: LighthouseReport, category: CategoryId): FailedAudit[] {
  return report.categories[category].auditRefs
    .map((ref) => report.audits[ref.id])
    .filter((audit): audit is ReportAudit => audit !== undefined)
    .filter((audit) => audit.score !== null && audit.score < passingScore)
    .filter((audit) => !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      urls: urlsOf(audit),
    }));
}

/** A trace Chromium failed to record (NO_NAVSTART, …) is a passing hiccup on a busy machine. */
const attempts = 3;

async function lighthouseWithRetries(args: string[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(args);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`  lighthouse: ${args[0]} failed, trying again`);
    }
  }
}

/** One run; `cookie` is sent with every request (a signed-in customer's page). */
export async function runLighthouse(
  url: string,
  reportFile: string,
  cookie?: string,
): Promise<PageResult> {
  await lighthouseWithRetries([
    url,
    '--quiet',
    '--output=json',
    `--output-path=${reportFile}`,
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=${chromiumFlags.join(' ')}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ]);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as LighthouseReport;
  if (report.runtimeError) {
    throw new Error(`lighthouse could not load ${url}: ${report.runtimeError.message}`);
  }
  const scores = {} as PageResult['scores'];
  const failed = {} as PageResult['failedAudits'];
  for (const category of categories) {
    scores[category] = Math.round((report.categories[category].score ?? 0) * 100);
    failed[category] = failedAudits(report, category);
  }
  return {
    url,
    scores,
    failedAudits: failed,
    warnings: report.runWarnings,
    requested: urlsOf(report.audits['network-requests'] ?? ({} as ReportAudit), Infinity),
    finalUrl: report.finalDisplayedUrl,
  };
}
