// The app's Prometheus metrics (docs/decisions/040; the list is in docs/architecture.md
// "Metrics"). One registry per app, never prom-client's global one, so tests building several
// apps in one process each count their own. Counters are kept in this process and summed across
// instances by Prometheus; what must be the same whichever instance is asked (the calls in
// progress) is read from the database at each scrape. Node's own metrics (event-loop lag, heap,
// CPU, handles) are prom-client's defaults; they are started once per app and prom-client offers
// no way to stop them, which is why an app without METRICS_TOKEN builds none of this.
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '#server/db/database.ts';
import { jobNames } from '#server/jobs/definitions.ts';
import { paymentMethods } from '#shared/api/payment-methods.ts';
import {
  messageFailures,
  webhookOutcomes,
  webhookProviders,
  type Metrics,
} from './metrics-port.ts';

export interface MetricsSources {
  /** The calls open on the line now, across every instance (a query). */
  callsInProgress(): Promise<number>;
  /** PostgreSQL's pool; undefined (SQLite) registers no pool metrics. */
  poolUse?: (() => PoolUse) | undefined;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

export type RequestDurations = Histogram<'route' | 'method' | 'status_code'>;

export interface AppMetrics {
  registry: Registry;
  /** What the services report to. */
  port: Metrics;
  /** Filled by ./request-durations.ts, one observation per request. */
  requestDurations: RequestDurations;
}

const channels = ['email', 'sms'] as const;

export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requestDurations: RequestDurations = new Histogram({
    name: 'lumina_http_request_duration_seconds',
    help: 'Time to answer a request, by route template (never the raw URL), method and status.',
    labelNames: ['route', 'method', 'status_code'] as const,
    // The advisor feed's target is a p99 under 20 ms: fine buckets below that.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const webhooks = new Counter({
    name: 'lumina_webhooks_received_total',
    help: 'Provider webhooks received, by provider and outcome (processed, ignored, rejected, failed).',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  const paymentsCompleted = new Counter({
    name: 'lumina_payments_completed_total',
    help: 'Payment orders credited, by method.',
    labelNames: ['method'] as const,
    registers,
  });
  const paymentsFailed = new Counter({
    name: 'lumina_payments_failed_total',
    help: 'Payment orders that ended failed (provider refusal, unpaid, mismatched evidence), by method.',
    labelNames: ['method'] as const,
    registers,
  });
  const minutesBilled = new Counter({
    name: 'lumina_call_minutes_billed_total',
    help: 'Minutes that settled calls took from the balances of the callers.',
    registers,
  });
  const messagesSent = new Counter({
    name: 'lumina_messages_sent_total',
    help: 'Emails and SMS the provider accepted, by channel.',
    labelNames: ['channel'] as const,
    registers,
  });
  const messagesFailed = new Counter({
    name: 'lumina_messages_failed_total',
    help: 'Failed delivery attempts, by channel and what follows (retrying, given_up).',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'lumina_job_runs_total',
    help: 'Scheduled job runs this instance claimed and finished or failed, by job.',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'lumina_job_failures_total',
    help: 'Scheduled job runs that failed, by job (taken over after their lease).',
    labelNames: ['job'] as const,
    registers,
  });
  const callsInProgress = new Gauge({
    name: 'lumina_calls_in_progress',
    help: 'Calls open on the line (ringing or talking) across every instance, read from the database.',
    registers,
    async collect() {
      try {
        callsInProgress.set(await sources.callsInProgress());
      } catch (error) {
        // The other metrics matter most while the database is unwell: the scrape still answers,
        // and this one says it does not know.
        sources.logger.warn({ err: error }, 'metrics: could not count the calls in progress');
        callsInProgress.set(Number.NaN);
      }
    },
  });
  if (sources.poolUse) registerPoolGauges(registry, sources.poolUse);

  // Every series that can exist starts at 0, so rate() and increase() see its first event.
  for (const provider of webhookProviders) {
    for (const outcome of webhookOutcomes) webhooks.labels(provider, outcome).inc(0);
  }
  for (const method of paymentMethods) {
    paymentsCompleted.labels(method).inc(0);
    paymentsFailed.labels(method).inc(0);
  }
  for (const channel of channels) {
    messagesSent.labels(channel).inc(0);
    for (const outcome of messageFailures) messagesFailed.labels(channel, outcome).inc(0);
  }
  for (const job of jobNames) {
    jobRuns.labels(job).inc(0);
    jobFailures.labels(job).inc(0);
  }

  const port: Metrics = {
    webhookReceived: (provider, outcome) => webhooks.labels(provider, outcome).inc(),
    paymentCompleted: (method) => paymentsCompleted.labels(method).inc(),
    paymentFailed: (method) => paymentsFailed.labels(method).inc(),
    minutesBilled: (minutes) => minutesBilled.inc(minutes),
    messageSent: (channel) => messagesSent.labels(channel).inc(),
    messageFailed: (channel, failure) => messagesFailed.labels(channel, failure).inc(),
    jobRan: (job, outcome) => {
      jobRuns.labels(job).inc();
      if (outcome === 'failed') jobFailures.labels(job).inc();
    },
  };
  return { registry, port, requestDurations };
}

/** pg's Pool counts, read at each scrape. */
function registerPoolGauges(registry: Registry, poolUse: () => PoolUse): void {
  const registers = [registry];
  const connections = new Gauge({
    name: 'lumina_db_pool_connections',
    help: 'PostgreSQL pool connections of this instance, by state (busy, idle).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = poolUse();
      connections.labels('busy').set(use.total - use.idle);
      connections.labels('idle').set(use.idle);
    },
  });
  const waiting = new Gauge({
    name: 'lumina_db_pool_waiting',
    help: 'Queries of this instance waiting for a PostgreSQL connection.',
    registers,
    collect() {
      waiting.set(poolUse().waiting);
    },
  });
  const max = new Gauge({
    name: 'lumina_db_pool_max_connections',
    help: 'The most connections the PostgreSQL pool of this instance opens.',
    registers,
    collect() {
      max.set(poolUse().max);
    },
  });
}
