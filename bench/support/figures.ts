// How the benchmarks write their figures: thousands separated, milliseconds, percentages.
import { timeoutSeconds, type LoadFigures } from './load.ts';

export const count = (value: number) => Math.round(value).toLocaleString('en-CA');
export const ms = (value: number) => `${value} ms`;
export const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
export const verdict = (met: boolean) => (met ? 'meets' : 'MISSES');

/** One server under load: throughput, latencies, and what was never answered. */
export function loadLine(label: string, figures: LoadFigures, unit = 'req/s'): string {
  const unanswered =
    figures.unanswered > 0
      ? `; ${count(figures.unanswered)} FAILED or unanswered within ${timeoutSeconds} s, not in the latencies`
      : '';
  const cpu =
    figures.cpuMsPerRequest === null
      ? ''
      : `, server CPU ${figures.cpuMsPerRequest.toFixed(3)} ms a request`;
  return `  ${label}: ${count(figures.requestsPerSecond)} ${unit}, p99 ${ms(figures.p99)} (p50 ${ms(figures.p50)}, max ${ms(figures.max)}), ${count(figures.requests)} answered${cpu}${unanswered}`;
}
