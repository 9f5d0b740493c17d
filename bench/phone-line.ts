// Phone line (docs/performance.md): latency of the incoming-call webhook — Twilio's
// signed POST to /api/telephony/voice, answered with the greeting TwiML after the signature
// check and the caller's lookup by number — with 200 concurrent calls from 200 different
// customers.
// - The goal figure, 200 calls in progress: each caller makes whole calls as on a real line
//   (incoming call, extension keyed seconds later, the advisor's whisper, the end-of-call
//   callback, then another call), the first calls starting spread over a second, so that the
//   200 calls overlap (support/phone-calls.ts). The incoming-call webhooks' p99 is the figure.
// - Stress, beyond the goal: every second, the 200 calls' incoming webhooks at the same moment
//   (ringing in together); and each call's incoming webhook sent again as soon as it is answered
//   (full pressure: how many webhooks a second the server can take).
// The product's production server (the esbuild bundle, SQLite, logging at warn) is measured
// against a baseline in the same run: a bare Fastify server, bundled and started the same way,
// answering every webhook of the line with fixed TwiML the size of the greeting.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { TELEPHONY_PREFIX } from '#server/features/telephony/urls.ts';
import { buildServerBundles } from './support/builds.ts';
import { withCleanup } from './support/cleanup.ts';
import { count, loadLine, ms, verdict } from './support/figures.ts';
import { measureLoad, type LoadFigures, type LoadPacing } from './support/load.ts';
import {
  incomingCallWebhook,
  seedCallers,
  voicePath,
  type BenchCaller,
  type SignedWebhook,
} from './support/phone-callers.ts';
import {
  runCalls,
  type CallPacing,
  type CallRunFigures,
  type Latencies,
} from './support/phone-calls.ts';
import { progress } from './support/progress.ts';
import {
  BENCH_LOG_LEVEL,
  BENCH_TWILIO_AUTH_TOKEN,
  startBareServer,
  startProductServer,
} from './support/servers.ts';
import type { ServerProcess } from './support/server-process.ts';
import { makeWorkDir } from './support/work-dir.ts';

/** The goal: p99 under 30 ms with 200 concurrent calls. */
export const P99_GOAL_MS = 30;
export const CONCURRENT_CALLS = 200;

/**
 * A caller's call, in seconds. Hearing the greeting and keying an extension takes several
 * seconds; real conversations last minutes, shortened here to keep the run short (shorter calls
 * only make the line busier).
 */
export const callPacing: CallPacing = {
  startSpread: 1,
  keying: [4, 8],
  ringing: [2, 5],
  talking: [5, 15],
  betweenCalls: [1, 3],
};
/** Measured calls per caller, after one warm-up call each at a brisk pace. */
const CALLS_PER_CALLER = 2;
const warmUpPacing: CallPacing = {
  startSpread: 1,
  keying: [0.5, 1],
  ringing: [0.2, 0.5],
  talking: [1, 2],
  betweenCalls: [0, 0],
};

const stressLoad = { connections: CONCURRENT_CALLS, durationSeconds: 10, warmUpSeconds: 3 };

interface ProductAndBaseline<Figures> {
  product: Figures;
  bare: Figures;
}

export interface PhoneLineFigures {
  twimlBytes: number;
  /** The load average (1 min) before each part: the machine is not the benchmark's alone. */
  loadAverage: { calls: number; stress: number };
  calls: ProductAndBaseline<CallRunFigures>;
  together: ProductAndBaseline<LoadFigures>;
  fullPressure: ProductAndBaseline<LoadFigures>;
}

const send = (url: string, webhook: SignedWebhook) =>
  fetch(`${url}${webhook.path}`, {
    method: webhook.method,
    headers: webhook.headers,
    body: webhook.body,
  });

/** Each caller's webhook once: the line must greet every one of them by name. */
async function checkGreetings(url: string, webhooks: SignedWebhook[], callers: BenchCaller[]) {
  for (const [index, webhook] of webhooks.entries()) {
    const caller = callers[index];
    const answer = await send(url, webhook);
    const twiml = await answer.text();
    if (answer.status !== 200 || !caller || !twiml.includes(caller.firstName)) {
      throw new Error(`the line did not greet ${caller?.firstName} (${answer.status}): ${twiml}`);
    }
  }
}

const loadAverage = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

export function measurePhoneLine(): Promise<PhoneLineFigures> {
  return withCleanup(async (defer) => {
    const work = makeWorkDir('phone-line', defer);
    progress('phone-line', 'building the server');
    const bundles = await buildServerBundles(join(work, 'server'));
    progress('phone-line', `seeding ${CONCURRENT_CALLS} customers and their advisors`);
    const dataDir = join(work, 'data');
    const callers = await seedCallers(dataDir, CONCURRENT_CALLS);
    progress('phone-line', 'starting the product server and the bare baseline');
    const product = await startProductServer(
      { bundle: bundles.product, dataDir, webDir: join(work, 'no-web-app'), cwd: work },
      defer,
    );
    const webhooks = callers.map((caller) =>
      incomingCallWebhook(product.url, BENCH_TWILIO_AUTH_TOKEN, caller),
    );
    await checkGreetings(product.url, webhooks, callers);

    const first = webhooks[0];
    if (!first) throw new Error('no caller');
    const answer = await send(product.url, first);
    const twiml = Buffer.from(await answer.arrayBuffer());
    const twimlFile = join(work, 'greeting.xml');
    writeFileSync(twimlFile, twiml);
    const bare = await startBareServer(
      {
        bundle: bundles.bare,
        cwd: work,
        method: 'POST',
        // Every webhook of the line, answered alike.
        path: `${TELEPHONY_PREFIX}/*`,
        bodyFile: twimlFile,
        contentType: answer.headers.get('content-type') ?? 'text/xml',
      },
      defer,
    );

    const callsOn = async (server: ServerProcess, name: string, readAnswers: boolean) => {
      const run = (callsPerCaller: number, pacing: CallPacing) =>
        runCalls({
          url: server.url,
          publicUrl: product.url,
          authToken: BENCH_TWILIO_AUTH_TOKEN,
          callers,
          callsPerCaller,
          pacing,
          readAnswers,
          seed: 21,
        });
      progress('phone-line', `${CONCURRENT_CALLS} callers calling the ${name}: warm-up call`);
      await run(1, warmUpPacing);
      progress(
        'phone-line',
        `${CONCURRENT_CALLS} callers calling the ${name}: ${CALLS_PER_CALLER} calls each (about a minute)`,
      );
      return run(CALLS_PER_CALLER, callPacing);
    };
    const callsLoad = loadAverage();
    const calls = {
      product: await callsOn(product, 'product server', true),
      bare: await callsOn(bare, 'bare baseline', false),
    };

    const requestOf = (connection: number) => {
      const webhook = webhooks[connection % webhooks.length];
      if (!webhook) throw new Error('no webhook');
      return webhook;
    };
    const stressOne = (server: ServerProcess, name: string, pacing: LoadPacing) => {
      const step = `stress on the ${name}, ${pacing === 'back-to-back' ? 'full pressure' : 'ringing in together'}`;
      progress(
        'phone-line',
        `${step} (${stressLoad.warmUpSeconds} s warm-up, ${stressLoad.durationSeconds} s)`,
      );
      return measureLoad({
        url: server.url,
        serverPid: server.pid,
        requestOf,
        pacing,
        ...stressLoad,
      });
    };
    const stress = async (pacing: LoadPacing) => ({
      product: await stressOne(product, 'product server', pacing),
      bare: await stressOne(bare, 'bare baseline', pacing),
    });
    const stressLoadAverage = loadAverage();
    const together = await stress('burst-each-second');
    const fullPressure = await stress('back-to-back');
    return {
      twimlBytes: twiml.byteLength,
      loadAverage: { calls: callsLoad, stress: stressLoadAverage },
      calls,
      together,
      fullPressure,
    };
  });
}

const latencies = (figures: Latencies) =>
  `p99 ${ms(figures.p99)} (p50 ${ms(figures.p50)}, max ${ms(figures.max)}, ${count(figures.count)} webhooks)`;

// No CPU per webhook here: at a few dozen webhooks a second, the server's idle work (timers,
// garbage collection) weighs as much as the webhooks; the full-pressure figure gives it.
function callLine(label: string, figures: CallRunFigures): string[] {
  const unanswered =
    figures.unanswered > 0
      ? `; ${count(figures.unanswered)} calls dropped on a webhook unanswered, not in the latencies`
      : '';
  return [
    `    ${label}: incoming-call webhook ${latencies(figures.incoming)}`,
    `      later webhooks (extension, whisper, end of call): ${latencies(figures.laterSteps)}`,
    `      at most ${figures.peakCalls} calls in progress, ${figures.seconds.toFixed(0)} s${unanswered}`,
  ];
}

function stressLines(
  title: string,
  figures: ProductAndBaseline<LoadFigures>,
  twimlBytes: number,
): string[] {
  const { product, bare } = figures;
  return [
    `  ${title}:`,
    loadLine('  product server', product, 'webhooks/s'),
    loadLine(`  baseline (bare Fastify, fixed ${twimlBytes}-byte TwiML)`, bare, 'webhooks/s'),
    `    p99 ${ms(product.p99)}, ${(product.p99 / bare.p99).toFixed(1)}× the baseline's`,
  ];
}

export function report(figures: PhoneLineFigures): string[] {
  const { product, bare } = figures.calls;
  const p99 = product.incoming.p99;
  return [
    `Phone line (signed POSTs under ${TELEPHONY_PREFIX}, ${CONCURRENT_CALLS} customers, LOG_LEVEL=${BENCH_LOG_LEVEL})`,
    `  ${CONCURRENT_CALLS} concurrent calls (goal): each caller makes ${CALLS_PER_CALLER} whole calls after a warm-up call, the first ones starting over ${callPacing.startSpread} s; load average ${figures.loadAverage.calls}`,
    ...callLine('product server', product),
    ...callLine(`baseline (bare Fastify, fixed ${figures.twimlBytes}-byte TwiML)`, bare),
    `    incoming-call webhook p99 ${ms(p99)}, ${(p99 / bare.incoming.p99).toFixed(1)}× the baseline's — ${verdict(p99 < P99_GOAL_MS)} the goal of under ${ms(P99_GOAL_MS)}`,
    `  STRESS, beyond the goal (incoming-call webhook ${voicePath} only, ${stressLoad.durationSeconds} s after ${stressLoad.warmUpSeconds} s warm-up; load average ${figures.loadAverage.stress}):`,
    ...stressLines(
      `ringing in together (every second, the ${CONCURRENT_CALLS} calls' webhooks at the same instant)`,
      figures.together,
      figures.twimlBytes,
    ),
    ...stressLines(
      `full pressure (each webhook sent again once answered: ${CONCURRENT_CALLS} always waiting)`,
      figures.fullPressure,
      figures.twimlBytes,
    ),
  ];
}
