// The part of autocannon 9's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface AutocannonClient {
    /** The requests this connection sends, in turn. */
    setRequests(requests: AutocannonRequest[]): void;
  }

  export interface AutocannonOptions extends AutocannonRequest {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
    /** Requests a second each connection sends at most (all together, at each second's start). */
    connectionRate?: number;
    ignoreCoordinatedOmission?: boolean;
    /** Called once for each connection, before it sends its first request. */
    setupClient?: (client: AutocannonClient) => void;
  }

  /** hdr-histogram-percentiles-obj: the percentiles named p2_5, p50, p97_5, p99, … */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface AutocannonResult {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
