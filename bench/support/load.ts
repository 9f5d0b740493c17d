// Load with autocannon (in this process): many connections, each sending its next request as
// soon as the previous one is answered ('back-to-back'), or every connection one request at the
// same moment each second ('burst-each-second': autocannon's per-connection pacing starts every
// connection's second together, so the requests go out as one burst). A warm-up first (JIT,
// caches, connections), then the measured run. Any answer but a 2xx stops the benchmark:
// autocannon leaves them out of its latencies, so a refused request would look fast. Requests
// left unanswered within the timeout are counted and reported: they are not in the latencies
// either. The server's CPU time per answered request is read around the measured run.
import autocannon, { type AutocannonClient, type AutocannonRequest } from 'autocannon';
import { processCpuSeconds } from './process-cpu.ts';

export type LoadPacing = 'back-to-back' | 'burst-each-second';

export interface LoadOptions {
  url: string;
  /** The server's process, whose CPU time per answered request is reported. */
  serverPid: number;
  connections: number;
  /** Seconds of the measured run. */
  durationSeconds: number;
  warmUpSeconds: number;
  /** The request of each connection (its index from 0); default: GET of `url`. */
  requestOf?: (connection: number) => AutocannonRequest;
  pacing: LoadPacing;
}

export interface LoadFigures {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  max: number;
  requests: number;
  /** Answered during the warm-up before the measured run. */
  warmUpRequests: number;
  /** Connection errors and requests unanswered within `timeoutSeconds`. */
  unanswered: number;
  /** The server's CPU time (all threads) per answered request; null where it cannot be read. */
  cpuMsPerRequest: number | null;
}

/** autocannon's default: a request not answered within this long counts as an error. */
export const timeoutSeconds = 10;

async function run(options: LoadOptions, durationSeconds: number) {
  let connection = 0;
  const { requestOf } = options;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: durationSeconds,
    timeout: timeoutSeconds,
    ...(options.pacing === 'burst-each-second'
      ? // Latencies as measured: autocannon's correction assumes evenly spaced requests.
        { connectionRate: 1, ignoreCoordinatedOmission: true }
      : {}),
    ...(requestOf
      ? {
          // A copy: autocannon writes its encoded request into the object it is given.
          setupClient: (client: AutocannonClient) =>
            client.setRequests([{ ...requestOf(connection++) }]),
        }
      : {}),
  });
  if (result.requests.total === 0) {
    throw new Error(`${options.url} answered nothing (${result.errors} connection errors)`);
  }
  if (result.non2xx > 0) {
    throw new Error(
      `${result.non2xx} of the answers of ${options.url} were not 2xx: ${JSON.stringify(result.statusCodeStats)}`,
    );
  }
  return result;
}

export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  const warmUp = await run(options, options.warmUpSeconds);
  const cpuBefore = processCpuSeconds(options.serverPid);
  const result = await run(options, options.durationSeconds);
  const cpuAfter = processCpuSeconds(options.serverPid);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    warmUpRequests: warmUp.requests.total,
    // autocannon counts timeouts among the errors.
    unanswered: result.errors,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}
