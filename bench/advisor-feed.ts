// Advisor feed under load (docs/performance.md): GET /api/advisors, polled by every
// visitor's home page, on the product's production server as shipped (the esbuild bundle,
// SQLite, LOG_LEVEL=info: one line per request) under many connections at once. Two baselines,
// in the same run, each a bare Fastify server bundled and started the same way, answering the
// very bytes the product's feed answered: one without a logger, one with a pino logger writing
// one line per request the same way (at info, the same fields). Every server's log goes to a
// file of its own in the benchmark's folder (its standard output opened on the file), so each
// line is really written, as a deployment writes to a file or a journal, without a pipe the
// benchmark would have to read. The client sends no If-None-Match, so every answer is the full
// feed, not a 304, and no Accept-Encoding (autocannon sends none), so all answer uncompressed.
// The feed has no rate limit (only sign-in and code requests do), so nothing needs lifting for
// the load client.
//
// The servers are loaded in turns, a few short rounds each, the order turned every round: on a
// machine shared with other work, the load changes from one moment to the next, and long runs
// one after the other compared the machine's moments as much as the servers. Each round's ratio
// compares runs seconds apart; the median round is the figure, and the spread of the rounds
// says how far to trust it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerBundles } from './support/builds.ts';
import { withCleanup } from './support/cleanup.ts';
import { loadLine, ms, percent, verdict } from './support/figures.ts';
import { measureLoad, type LoadFigures } from './support/load.ts';
import { progress } from './support/progress.ts';
import { startBareServer, startProductServer } from './support/servers.ts';
import { makeWorkDir } from './support/work-dir.ts';

/** The goals: at least 80 % of the baseline's throughput, p99 under 20 ms. */
export const THROUGHPUT_RATIO_GOAL = 0.8;
export const P99_GOAL_MS = 20;

const feedPath = '/api/advisors';
/** The level a deployment runs at (docs/operations.md): one line per request. */
const logLevel = 'info';
const load = { connections: 50, pacing: 'back-to-back' } as const;
const rounds = 8;
const roundSeconds = 3;
/** Before each server's first round (JIT, caches); later rounds only reopen the connections. */
const firstWarmUpSeconds = 3;
const roundWarmUpSeconds = 1;

export interface AdvisorFeedFigures {
  feedBytes: number;
  /** One entry per round, in the same order for every server. */
  product: LoadFigures[];
  /** Bare Fastify without a logger. */
  bare: LoadFigures[];
  /** Bare Fastify with a pino logger writing one line per request. */
  bareLogging: LoadFigures[];
  /** Lines each log file holds at the end, against the requests each server answered. */
  logLines: { product: number; bareLogging: number };
}

const countLines = (file: string) => readFileSync(file).toString().split('\n').length - 1;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median round of each figure; counts are summed over the rounds. */
function medianOf(runs: readonly LoadFigures[]): LoadFigures {
  const cpu = runs.map((run) => run.cpuMsPerRequest);
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    max: Math.max(...runs.map((run) => run.max)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    warmUpRequests: runs.reduce((sum, run) => sum + run.warmUpRequests, 0),
    unanswered: runs.reduce((sum, run) => sum + run.unanswered, 0),
    cpuMsPerRequest: cpu.every((value) => value !== null) ? median(cpu) : null,
  };
}

export function measureAdvisorFeed(): Promise<AdvisorFeedFigures> {
  return withCleanup(async (defer) => {
    const work = makeWorkDir('advisor-feed', defer);
    progress('advisor-feed', 'building the server');
    const bundles = await buildServerBundles(join(work, 'server'));
    progress('advisor-feed', 'starting the product server and the bare baseline');
    const product = await startProductServer(
      {
        bundle: bundles.product,
        dataDir: join(work, 'data'),
        // No pages: the feed alone is measured.
        webDir: join(work, 'no-web-app'),
        cwd: work,
        logLevel,
        logFile: join(work, 'product.log'),
      },
      defer,
    );
    const answer = await fetch(`${product.url}${feedPath}`);
    const feed = Buffer.from(await answer.arrayBuffer());
    const contentType = answer.headers.get('content-type');
    if (answer.status !== 200 || !contentType) {
      throw new Error(`${feedPath} answered ${answer.status}: ${feed.toString()}`);
    }
    const feedFile = join(work, 'feed.json');
    writeFileSync(feedFile, feed);
    const bareServer = (logging: 'none' | 'request-line', name: string) =>
      startBareServer(
        {
          bundle: bundles.bare,
          cwd: work,
          method: 'GET',
          path: feedPath,
          bodyFile: feedFile,
          contentType,
          name,
          logging,
          logLevel,
          logFile: join(work, `${logging}.log`),
        },
        defer,
      );
    const bare = await bareServer('none', 'the bare baseline without a logger');
    const bareLogging = await bareServer('request-line', 'the bare baseline with a logger');
    for (const baseline of [bare, bareLogging]) {
      const bytes = Buffer.from(await (await fetch(`${baseline.url}${feedPath}`)).arrayBuffer());
      if (!bytes.equals(feed)) throw new Error('a bare server does not answer the same bytes');
    }

    const figures: AdvisorFeedFigures = {
      feedBytes: feed.byteLength,
      product: [],
      bare: [],
      bareLogging: [],
      logLines: { product: 0, bareLogging: 0 },
    };
    const servers = [
      { server: product, runs: figures.product },
      { server: bare, runs: figures.bare },
      { server: bareLogging, runs: figures.bareLogging },
    ];
    for (let round = 0; round < rounds; round += 1) {
      progress(
        'advisor-feed',
        `round ${round + 1} of ${rounds}: ${roundSeconds} s on each server, in turn`,
      );
      // Each server goes first, second and last in turn.
      const turn = round % servers.length;
      for (const { server, runs } of [...servers.slice(turn), ...servers.slice(0, turn)]) {
        runs.push(
          await measureLoad({
            url: `${server.url}${feedPath}`,
            serverPid: server.pid,
            ...load,
            warmUpSeconds: round === 0 ? firstWarmUpSeconds : roundWarmUpSeconds,
            durationSeconds: roundSeconds,
          }),
        );
      }
    }
    figures.logLines = {
      product: countLines(join(work, 'product.log')),
      bareLogging: countLines(join(work, 'request-line.log')),
    };
    return figures;
  });
}

/**
 * Lines in the log for every request answered, warm-ups included: 1.00 when each request wrote
 * one line (the few lines of the start and the benchmark's own first requests aside).
 */
function linesPerRequest(lines: number, runs: readonly LoadFigures[]): string {
  const answered = runs.reduce((sum, run) => sum + run.requests + run.warmUpRequests, 0);
  return (lines / answered).toFixed(2);
}

export function report(figures: AdvisorFeedFigures): string[] {
  const product = medianOf(figures.product);
  const ratiosTo = (baseline: readonly LoadFigures[]) =>
    figures.product.map(
      (run, round) => run.requestsPerSecond / (baseline[round]?.requestsPerSecond ?? NaN),
    );
  const toBare = ratiosTo(figures.bare);
  const toLogging = ratiosTo(figures.bareLogging);
  const ratio = median(toBare);
  const p99s = figures.product.map((run) => run.p99);
  return [
    `Advisor feed under load (GET ${feedPath}, ${figures.feedBytes} bytes, ${load.connections} connections, ${rounds} rounds of ${roundSeconds} s on each server in turn, LOG_LEVEL=${logLevel}, each log to a file; median round)`,
    loadLine('product server', product),
    loadLine('baseline: bare Fastify, no logger, same bytes', medianOf(figures.bare)),
    loadLine('baseline: bare Fastify, pino, one line a request', medianOf(figures.bareLogging)),
    `  throughput ${percent(ratio)} of the baseline without a logger (rounds: ${toBare.map(percent).join(', ')}) — ${verdict(ratio >= THROUGHPUT_RATIO_GOAL)} the goal of at least ${percent(THROUGHPUT_RATIO_GOAL)}`,
    `  throughput ${percent(median(toLogging))} of the baseline with a logger (rounds: ${toLogging.map(percent).join(', ')})`,
    `  p99 ${ms(product.p99)} (rounds: ${p99s.join(', ')} ms) — ${verdict(product.p99 < P99_GOAL_MS)} the goal of under ${ms(P99_GOAL_MS)}`,
    `  log lines per request answered: product ${linesPerRequest(figures.logLines.product, figures.product)}, baseline with a logger ${linesPerRequest(figures.logLines.bareLogging, figures.bareLogging)}`,
  ];
}
