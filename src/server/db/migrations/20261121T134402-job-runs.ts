// Scheduled job runs (docs/decisions/015-scheduled-jobs.md): one row per
// job and slot (the month, the week, the hour it is for). Whichever instance inserts the row
// runs the job; the others see it taken. A run that never finished (a crash) is taken over once
// its lease has expired, and the job, being idempotent, finishes what was left.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    // Who runs it (host and process), for the operator reading the table.
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('claimed_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('finished_at'))
    // A one-line summary of what the run did ("granted 12 customers"), or its error.
    .addColumn('outcome', 'text')
    .addPrimaryKeyConstraint('job_runs_pkey', ['job', 'slot'])
    .execute();
}
