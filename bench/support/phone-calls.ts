// Calls as they happen on a real line: each caller rings in (the incoming-call webhook), listens
// to the greeting and keys their advisor's extension (the extension webhook, which reserves the
// advisor and the minutes), waits while the advisor's phone rings (the whisper webhook, fetched
// when the advisor picks up), talks, and hangs up (the end-of-call callback, which settles the
// call); after a short while they call again. The pauses are drawn from ranges, the same for
// every run (a seeded generator), and the callers' first calls start spread over about a second,
// so all of them are in a call at once. Every webhook's latency is measured from the moment it
// is sent until its answer is read; the incoming-call webhook's are kept apart.
import { performance } from 'node:perf_hooks';
import { telephonyPaths, TELEPHONY_PREFIX } from '#server/features/telephony/urls.ts';
import { newCallSid } from '#server/providers/voice/simulator/call-ids.ts';
import { seededRandom } from '#shared/random/seeded-random.ts';
import { timeoutSeconds } from './load.ts';
import {
  inboundCallParams,
  serviceNumber,
  signedWebhook,
  voicePath,
  type BenchCaller,
} from './phone-callers.ts';

/** Seconds, drawn evenly between the two bounds. */
type Range = readonly [number, number];

export interface CallPacing {
  /** Over how long the callers' first calls start. */
  startSpread: number;
  /** From the greeting's answer to the extension keyed: hearing the greeting, then keying. */
  keying: Range;
  /** From the Dial to the advisor picking up. */
  ringing: Range;
  talking: Range;
  /** From one call's end to the caller's next call. */
  betweenCalls: Range;
}

export interface CallRunOptions {
  /** Where the requests go. */
  url: string;
  /** The PUBLIC_URL the signatures are made over. */
  publicUrl: string;
  authToken: string;
  callers: BenchCaller[];
  callsPerCaller: number;
  pacing: CallPacing;
  /**
   * The product's answers are read (the greeting names the caller, the Dial carries the call's
   * id); the bare baseline's fixed TwiML is not, and its calls go on with a placeholder id.
   */
  readAnswers: boolean;
  seed: number;
}

export interface Latencies {
  /** Milliseconds. */
  p50: number;
  p99: number;
  max: number;
  count: number;
}

export interface CallRunFigures {
  incoming: Latencies;
  /** The extension, whisper and end-of-call webhooks. */
  laterSteps: Latencies;
  /** Most calls in progress at once. */
  peakCalls: number;
  /** Webhooks not answered within the timeout (their calls were dropped); not in the latencies. */
  unanswered: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at quantile `q` of sorted `values` (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function summarise(values: number[]): Latencies {
  const sorted = values.toSorted((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    p50: round(quantile(sorted, 0.5)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    count: sorted.length,
  };
}

class Unanswered extends Error {}

const CALL_ID_IN_DIAL = /dial-ended\?call=([^"&<]+)/;

export async function runCalls(options: CallRunOptions): Promise<CallRunFigures> {
  const { pacing, readAnswers } = options;
  const incoming: number[] = [];
  const later: number[] = [];
  let inProgress = 0;
  let peakCalls = 0;
  let unanswered = 0;

  async function post(pathAndQuery: string, params: Record<string, string>, into: number[]) {
    const webhook = signedWebhook(options.publicUrl, options.authToken, pathAndQuery, params);
    const sent = performance.now();
    let answer: Response;
    let twiml: string;
    try {
      answer = await fetch(`${options.url}${webhook.path}`, {
        method: webhook.method,
        headers: webhook.headers,
        body: webhook.body,
        signal: AbortSignal.timeout(timeoutSeconds * 1000),
      });
      twiml = await answer.text();
    } catch {
      throw new Unanswered();
    }
    into.push(performance.now() - sent);
    if (answer.status !== 200) {
      throw new Error(`${pathAndQuery} answered ${answer.status}: ${twiml}`);
    }
    return twiml;
  }

  async function call(caller: BenchCaller, random: () => number) {
    const pause = ([low, high]: Range) => sleep((low + (high - low) * random()) * 1000);
    const callSid = newCallSid();
    const dialCallSid = newCallSid();
    const params = (status: string) => inboundCallParams(caller, callSid, status);
    const greeting = await post(voicePath, params('ringing'), incoming);
    if (readAnswers && !greeting.includes(caller.firstName)) {
      throw new Error(`the line did not greet ${caller.firstName}: ${greeting}`);
    }
    await pause(pacing.keying);
    const dial = await post(
      `${TELEPHONY_PREFIX}${telephonyPaths.extension}?attempt=1`,
      { ...params('in-progress'), Digits: String(caller.extension) },
      later,
    );
    const callId = readAnswers ? CALL_ID_IN_DIAL.exec(dial)?.[1] : 'baseline';
    if (!callId) throw new Error(`${caller.firstName}'s call was not put through: ${dial}`);
    await pause(pacing.ringing);
    await post(
      `${TELEPHONY_PREFIX}${telephonyPaths.whisper}?call=${callId}`,
      {
        ...params('in-progress'),
        CallSid: dialCallSid,
        ParentCallSid: callSid,
        Direction: 'outbound-dial',
        From: serviceNumber,
        To: `+1${caller.advisorPhone}`,
      },
      later,
    );
    const talkStart = performance.now();
    await pause(pacing.talking);
    await post(
      `${TELEPHONY_PREFIX}${telephonyPaths.dialEnded}?call=${callId}`,
      {
        ...params('in-progress'),
        DialCallSid: dialCallSid,
        DialCallStatus: 'completed',
        DialCallDuration: String(Math.round((performance.now() - talkStart) / 1000)),
      },
      later,
    );
  }

  async function caller(who: BenchCaller, index: number) {
    const random = seededRandom(options.seed * 1000 + index);
    await sleep(random() * pacing.startSpread * 1000);
    for (let made = 0; made < options.callsPerCaller; made += 1) {
      if (made > 0) {
        const [low, high] = pacing.betweenCalls;
        await sleep((low + (high - low) * random()) * 1000);
      }
      inProgress += 1;
      peakCalls = Math.max(peakCalls, inProgress);
      try {
        await call(who, random);
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
        unanswered += 1;
      } finally {
        inProgress -= 1;
      }
    }
  }

  const started = performance.now();
  await Promise.all(options.callers.map((who, index) => caller(who, index)));
  const seconds = (performance.now() - started) / 1000;
  return {
    incoming: summarise(incoming),
    laterSteps: summarise(later),
    peakCalls,
    unanswered,
    seconds,
  };
}
