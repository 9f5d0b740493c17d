// Advisor feed under load (docs/performance.md): GET /api/advisors, polled by every
// visitor's home page, on the product's production server (the esbuild bundle, SQLite, logging
// at warn) under many connections at once. Baseline, in the same run: a bare Fastify server,
// bundled and started the same way, answering the very bytes the product's feed answered. The
// client sends no If-None-Match, so every answer is the full feed, not a 304, and no
// Accept-Encoding (autocannon sends none), so both answer uncompressed. The feed has no rate
// limit (only sign-in and code requests do), so nothing needs lifting for the load client.
//
// The two servers are loaded in turns, a few short rounds each, the order swapped every round:
// on a machine shared with other work, the load changes from one moment to the next, and two
// long runs one after the other compared the machine's moments as much as the servers. Each
// round's ratio compares two runs seconds apart; the median round is the figure, and the spread
// of the rounds says how far to trust it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerBundles } from './support/builds.ts';
import { withCleanup } from './support/cleanup.ts';
import { loadLine, ms, percent, verdict } from './support/figures.ts';
import { measureLoad, type LoadFigures } from './support/load.ts';
import { progress } from './support/progress.ts';
import { BENCH_LOG_LEVEL, startBareServer, startProductServer } from './support/servers.ts';
import { makeWorkDir } from './support/work-dir.ts';

/** The goals: at least 80 % of the baseline's throughput, p99 under 20 ms. */
export const THROUGHPUT_RATIO_GOAL = 0.8;
export const P99_GOAL_MS = 20;

const feedPath = '/api/advisors';
const load = { connections: 50, pacing: 'back-to-back' } as const;
const rounds = 8;
const roundSeconds = 3;
/** Before each server's first round (JIT, caches); later rounds only reopen the connections. */
const firstWarmUpSeconds = 3;
const roundWarmUpSeconds = 1;

export interface AdvisorFeedFigures {
  feedBytes: number;
  /** One entry per round, in the same order for both servers. */
  product: LoadFigures[];
  bare: LoadFigures[];
}

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
    const bare = await startBareServer(
      {
        bundle: bundles.bare,
        cwd: work,
        method: 'GET',
        path: feedPath,
        bodyFile: feedFile,
        contentType,
      },
      defer,
    );
    const bareFeed = Buffer.from(await (await fetch(`${bare.url}${feedPath}`)).arrayBuffer());
    if (!bareFeed.equals(feed)) throw new Error('the bare server does not answer the same bytes');

    const figures: AdvisorFeedFigures = { feedBytes: feed.byteLength, product: [], bare: [] };
    const servers = [
      { server: product, runs: figures.product },
      { server: bare, runs: figures.bare },
    ];
    for (let round = 0; round < rounds; round += 1) {
      progress(
        'advisor-feed',
        `round ${round + 1} of ${rounds}: ${roundSeconds} s on each server, in turn`,
      );
      for (const { server, runs } of round % 2 === 0 ? servers : [...servers].reverse()) {
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
    return figures;
  });
}

export function report(figures: AdvisorFeedFigures): string[] {
  const product = medianOf(figures.product);
  const bare = medianOf(figures.bare);
  const ratios = figures.product.map(
    (run, round) => run.requestsPerSecond / (figures.bare[round]?.requestsPerSecond ?? NaN),
  );
  const ratio = median(ratios);
  const p99s = figures.product.map((run) => run.p99);
  return [
    `Advisor feed under load (GET ${feedPath}, ${figures.feedBytes} bytes, ${load.connections} connections, ${rounds} rounds of ${roundSeconds} s on each server in turn, LOG_LEVEL=${BENCH_LOG_LEVEL}; median round)`,
    loadLine('product server', product),
    loadLine('baseline (bare Fastify, same bytes)', bare),
    `  throughput ${percent(ratio)} of the baseline (rounds: ${ratios.map(percent).join(', ')}) — ${verdict(ratio >= THROUGHPUT_RATIO_GOAL)} the goal of at least ${percent(THROUGHPUT_RATIO_GOAL)}`,
    `  p99 ${ms(product.p99)} (rounds: ${p99s.join(', ')} ms) — ${verdict(product.p99 < P99_GOAL_MS)} the goal of under ${ms(P99_GOAL_MS)}`,
  ];
}
