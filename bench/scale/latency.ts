// Timing many requests one after another: a warm-up first (the JIT, the databases' caches), then
// each request's own duration, summed up as percentiles.

export interface Latency {
  samples: number;
  p50: number;
  p99: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function latencyOf(durations: readonly number[]): Latency {
  const sorted = [...durations].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/**
 * Times `request` on the k-th item of every series in turn, for each k (the first `warmUp` k
 * untimed), one request at a time: each series' figures then come from the same minutes, so a
 * machine busy with other work weighs on all of them alike. The order of the series alternates
 * from one k to the next. Answers each series' latency, in ms.
 */
export async function timeInterleaved<T>(
  series: readonly (readonly T[])[],
  warmUp: number,
  request: (seriesIndex: number, item: T) => Promise<void>,
): Promise<Latency[]> {
  const durations = series.map((): number[] => []);
  const rounds = Math.max(...series.map((items) => items.length));
  for (let k = 0; k < rounds; k += 1) {
    const order = series.map((_, index) => index);
    if (k % 2 === 1) order.reverse();
    for (const index of order) {
      const item = series[index]?.[k];
      if (item === undefined) continue;
      const started = performance.now();
      await request(index, item);
      if (k >= warmUp) durations[index]?.push(performance.now() - started);
    }
  }
  return durations.map(latencyOf);
}
