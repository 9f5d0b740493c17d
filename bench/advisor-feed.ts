// Advisor feed under load (issue "Evidence", benchmarks): GET /api/advisors, polled by every
// visitor's home page, on the product's production server (the esbuild bundle, SQLite, logging
// at warn) under many connections at once. Baseline, in the same run: a bare Fastify server,
// bundled and started the same way, answering the very bytes the product's feed answered. The
// client sends no If-None-Match, so every answer is the full feed, not a 304. The feed has no
// rate limit (only sign-in and code requests do), so nothing needs lifting for the load client.
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
const load = {
  connections: 50,
  durationSeconds: 10,
  warmUpSeconds: 3,
  pacing: 'back-to-back',
} as const;

export interface AdvisorFeedFigures {
  feedBytes: number;
  product: LoadFigures;
  bare: LoadFigures;
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

    progress(
      'advisor-feed',
      `loading the product server (${load.warmUpSeconds} s warm-up, ${load.durationSeconds} s)`,
    );
    const productFigures = await measureLoad({
      url: `${product.url}${feedPath}`,
      serverPid: product.pid,
      ...load,
    });
    progress('advisor-feed', 'loading the bare baseline');
    const bareFigures = await measureLoad({
      url: `${bare.url}${feedPath}`,
      serverPid: bare.pid,
      ...load,
    });
    return { feedBytes: feed.byteLength, product: productFigures, bare: bareFigures };
  });
}

export function report(figures: AdvisorFeedFigures): string[] {
  const { product, bare } = figures;
  const ratio = product.requestsPerSecond / bare.requestsPerSecond;
  return [
    `Advisor feed under load (GET ${feedPath}, ${figures.feedBytes} bytes, ${load.connections} connections, ${load.durationSeconds} s after ${load.warmUpSeconds} s warm-up, LOG_LEVEL=${BENCH_LOG_LEVEL})`,
    loadLine('product server', product),
    loadLine('baseline (bare Fastify, same bytes)', bare),
    `  throughput ${percent(ratio)} of the baseline — ${verdict(ratio >= THROUGHPUT_RATIO_GOAL)} the goal of at least ${percent(THROUGHPUT_RATIO_GOAL)}`,
    `  p99 ${ms(product.p99)} — ${verdict(product.p99 < P99_GOAL_MS)} the goal of under ${ms(P99_GOAL_MS)}`,
  ];
}
