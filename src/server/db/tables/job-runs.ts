import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** One scheduled job's run for one slot; the primary key makes each slot run once. */
export interface JobRunsTable {
  job: string;
  /** What the run is for: '2026-10' (a month), '2026-11-23' (a week's Monday), an hour. */
  slot: string;
  claimedBy: string;
  claimedAt: Timestamp;
  finishedAt: Timestamp | null;
  outcome: string | null;
}

export type JobRun = Selectable<JobRunsTable>;
export type NewJobRun = Insertable<JobRunsTable>;
