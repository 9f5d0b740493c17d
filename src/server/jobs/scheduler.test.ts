// The scheduler's claims: a slot runs once however many instances tick at once; a failed or
// abandoned run is taken over after its lease; the due slots follow business time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zonedTimeToInstant } from '#shared/time/business-time.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import * as claims from './claims.ts';
import { createJobs, type JobDefinition } from './definitions.ts';
import { createScheduler, RUN_LEASE_MS, SCHEDULER_INTERVAL_MS } from './scheduler.ts';

const quiet = { info: () => {}, error: () => {} };
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

function countingJob(slot = '2026-10', fail = false) {
  const runs: string[] = [];
  const job: JobDefinition = {
    name: 'monthly-cashback',
    summary: 'test',
    slotLabel: 'month',
    dueSlot: () => slot,
    async run(due) {
      runs.push(due);
      if (fail) throw new Error('boom');
      return 'done';
    },
  };
  return { job, runs };
}

const schedulerOf = (job: JobDefinition, owner: string) =>
  createScheduler({ database: t.database, clock: t.clock, jobs: [job], logger: quiet, owner });

describe('claims', () => {
  it('runs a slot once across five instances ticking at once, and records the outcome', async () => {
    const { job, runs } = countingJob();
    await Promise.all(
      Array.from({ length: 5 }, (_, index) => schedulerOf(job, `instance-${index}`).tick()),
    );
    expect(runs).toEqual(['2026-10']);
    await schedulerOf(job, 'later').tick();
    expect(runs).toHaveLength(1);
    const [run] = await claims.recentRuns(t.database.kysely, 10);
    expect(run).toMatchObject({ job: 'monthly-cashback', slot: '2026-10', outcome: 'done' });
    expect(run?.finishedAt).not.toBeNull();
  });

  it("logs a run's lines under an id of its own", async () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: 'info',
      destination: { write: (line) => lines.push(line) },
    });
    const { job } = countingJob();
    await createScheduler({ database: t.database, clock: t.clock, jobs: [job], logger }).tick();
    const done = lines
      .map((line) => JSON.parse(line) as { msg: string; reqId?: string })
      .find((line) => line.msg === 'scheduled job done');
    expect(done?.reqId).toMatch(/^job-monthly-cashback-[a-z0-9]+-[a-z0-9]+$/);
  });

  it('takes a failed run over once its lease has run out', async () => {
    const failing = countingJob('2026-10', true);
    await schedulerOf(failing.job, 'a').tick();
    const { job, runs } = countingJob('2026-10');
    await schedulerOf(job, 'b').tick();
    expect(runs).toEqual([]);
    t.clock.advance(RUN_LEASE_MS + 1000);
    await Promise.all([schedulerOf(job, 'b').tick(), schedulerOf(job, 'c').tick()]);
    expect(runs).toEqual(['2026-10']);
  });

  it('releases the claims of failed runs when stopped: another instance runs the slot at once', async () => {
    const failing = countingJob('2026-10', true);
    const stopping = schedulerOf(failing.job, 'a');
    await stopping.tick();
    const finished = countingJob('2026-09');
    await schedulerOf(finished.job, 'a').tick();
    const { job, runs } = countingJob('2026-10');
    await schedulerOf(job, 'b').tick();
    expect(runs).toEqual([]);

    await stopping.stop();
    await schedulerOf(job, 'b').tick();
    expect(runs).toEqual(['2026-10']);
    // The finished run of 'a' stays as the record; only the unfinished claim went.
    const left = await claims.recentRuns(t.database.kysely, 10);
    expect(left.map((run) => [run.slot, run.claimedBy, run.outcome])).toEqual(
      expect.arrayContaining([
        ['2026-09', 'a', 'done'],
        ['2026-10', 'b', 'done'],
      ]),
    );
    expect(left).toHaveLength(2);
  });

  it('runs the next slot when it comes', async () => {
    let slot = '2026-10';
    const runs: string[] = [];
    const job: JobDefinition = {
      ...countingJob().job,
      dueSlot: () => slot,
      run: async (due) => {
        runs.push(due);
        return 'ok';
      },
    };
    await schedulerOf(job, 'a').tick();
    slot = '2026-11';
    await schedulerOf(job, 'a').tick();
    expect(runs).toEqual(['2026-10', '2026-11']);
  });
});

describe('due slots, in business time', () => {
  const jobs = createJobs({
    cashback: { grant: async () => ({ month: '', granted: 0, minutes: 0, alreadyGranted: 0 }) },
    housekeeping: {
      removeExpired: async () => ({
        sessions: 0,
        operatorSessions: 0,
        codes: 0,
        rateWindows: 0,
        messages: 0,
        passwordStreaks: 0,
        callerChecks: 0,
        declinedApplications: 0,
      }),
      anonymiseDeletedAccounts: async () => ({ anonymised: 0 }),
    },
    tarot: { ensureGame: async () => undefined },
    reviews: { inviteForDay: async () => ({ queued: 0 }) },
    payments: {
      expireUnpaidOrders: async () => ({
        reviewed: 0,
        expired: 0,
        completed: 0,
        failed: 0,
        kept: 0,
        confirmed: 0,
      }),
    },
  });
  const slotOf = (name: string, at: Date) => jobs.find((job) => job.name === name)?.dueSlot(at);

  it('cashback: last month, from midnight on the 1st in Montréal', () => {
    // 00:30 on the 1st in Montréal is already November; 23:30 on the 31st is still October.
    const justAfter = zonedTimeToInstant({ year: 2026, month: 11, day: 1, hour: 0, minute: 30 });
    const justBefore = zonedTimeToInstant({ year: 2026, month: 10, day: 31, hour: 23, minute: 30 });
    expect(slotOf('monthly-cashback', justAfter)).toBe('2026-10');
    expect(slotOf('monthly-cashback', justBefore)).toBe('2026-09');
  });

  it('tarot: next week’s Monday', () => {
    // Saturday 21 November 2026 → the week of Monday 16th; next is the 23rd.
    const saturday = zonedTimeToInstant({ year: 2026, month: 11, day: 21, hour: 12, minute: 0 });
    expect(slotOf('weekly-tarot-game', saturday)).toBe('2026-11-23');
  });

  it('clean-ups: the hour and the day', () => {
    const at = zonedTimeToInstant({ year: 2026, month: 11, day: 21, hour: 9, minute: 5 });
    expect(slotOf('remove-expired', at)).toBe('2026-11-21T09');
    expect(slotOf('anonymise-deleted-accounts', at)).toBe('2026-11-21');
  });

  it('unpaid orders: every five minutes, in UTC, through the hour daylight saving repeats', () => {
    expect(slotOf('expire-unpaid-orders', new Date('2026-11-21T14:04:59.999Z'))).toBe(
      '2026-11-21T14:00Z',
    );
    expect(slotOf('expire-unpaid-orders', new Date('2026-11-21T14:05:00.000Z'))).toBe(
      '2026-11-21T14:05Z',
    );
    // 1:30 in Montréal happens twice on 1 November 2026 (05:30 and 06:30 UTC): two slots.
    expect(slotOf('expire-unpaid-orders', new Date('2026-11-01T05:30:00.000Z'))).toBe(
      '2026-11-01T05:30Z',
    );
    expect(slotOf('expire-unpaid-orders', new Date('2026-11-01T06:30:00.000Z'))).toBe(
      '2026-11-01T06:30Z',
    );
  });
});

it('ticks every minute once started, and not after it is stopped', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    let slot = 0;
    const runs: string[] = [];
    const job: JobDefinition = {
      ...countingJob().job,
      dueSlot: () => String(slot),
      run: async (due) => {
        runs.push(due);
        return 'ok';
      },
    };
    const scheduler = schedulerOf(job, 'a');
    scheduler.start();
    await vi.advanceTimersByTimeAsync(SCHEDULER_INTERVAL_MS);
    await vi.waitFor(() => expect(runs).toEqual(['0']));
    await scheduler.stop();
    slot = 1;
    await vi.advanceTimersByTimeAsync(3 * SCHEDULER_INTERVAL_MS);
    expect(runs).toEqual(['0']);
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});
