// The in-process scheduler (docs/architecture.md §3 jobs/): every minute, each job's due slot is claimed in
// the database, and only the instance whose claim succeeds runs it, so N instances run each slot
// once. A run that fails or dies stays unfinished and is taken over after its lease; the jobs are
// idempotent, so a rerun finishes what was left. Stopped on purpose (a restart), an instance
// releases the claims it holds, so another one runs those slots at its next tick, not a lease later.
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { noMetrics, type Metrics } from '#server/observability/metrics-port.ts';
import * as claims from './claims.ts';
import type { JobDefinition } from './definitions.ts';
import { runInBackground } from '#server/logging/work-context.ts';
import { repeatEvery, type Repeating } from './repeat.ts';

export const SCHEDULER_INTERVAL_MS = 60_000;
/** Longer than any run should take; then another instance may take the run over. */
export const RUN_LEASE_MS = 15 * 60_000;

export function createScheduler(deps: {
  database: Database;
  clock: Clock;
  jobs: readonly JobDefinition[];
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Names this instance in the claims. */
  owner?: string;
  /** Counts the runs and failures; nothing by default. */
  metrics?: Metrics;
}) {
  const { clock, jobs, logger } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const db = deps.database.kysely;
  const owner = deps.owner ?? `${hostname()}:${process.pid}`;
  let repeating: Repeating | undefined;

  async function runDue(job: JobDefinition): Promise<void> {
    const now = clock.now();
    const slot = job.dueSlot(now);
    const claimed = await claims.claim(db, {
      job: job.name,
      slot,
      by: owner,
      at: now,
      leaseMs: RUN_LEASE_MS,
    });
    if (!claimed) return;
    try {
      const outcome = await job.run(slot);
      await claims.finish(db, { job: job.name, slot, at: clock.now(), outcome });
      metrics.jobRan(job.name, 'succeeded');
      logger.info({ job: job.name, slot, outcome }, 'scheduled job done');
    } catch (error) {
      metrics.jobRan(job.name, 'failed');
      // Left unfinished: retried by this or another instance once the lease runs out.
      logger.error({ err: error, job: job.name, slot }, 'scheduled job failed');
    }
  }

  /** One pass over every job: each due slot is claimed, and run here if the claim is ours. */
  async function tick(): Promise<void> {
    for (const job of jobs) {
      try {
        // Each job's run has an id of its own (`job-…`) on its lines and its provider calls.
        await runInBackground(`job-${job.name}`, () => runDue(job));
      } catch (error) {
        logger.error({ err: error, job: job.name }, 'scheduled job could not be claimed');
      }
    }
  }

  return {
    tick,
    start() {
      repeating ??= repeatEvery(SCHEDULER_INTERVAL_MS, tick);
    },
    /**
     * Stops the timer, waits for a pass under way, then releases this instance's unfinished
     * claims (runs that failed here): the next instance to tick takes them at once.
     */
    async stop() {
      await repeating?.stop();
      repeating = undefined;
      try {
        const released = await claims.release(db, owner);
        if (released > 0) logger.info({ released, owner }, 'released the job claims held here');
      } catch (error) {
        // Not fatal: those slots are taken over when their lease runs out, as after a crash.
        logger.error({ err: error }, 'could not release the job claims held here');
      }
    },
  };
}
