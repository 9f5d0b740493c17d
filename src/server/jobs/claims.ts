// Claims on scheduled runs, in the database (job_runs): the instance that inserts a job's slot
// runs it; a claim left unfinished past its lease (the instance died) can be taken over once.
// An instance that stops on purpose releases its unfinished claims, so nobody waits for a lease.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

export async function claim(
  db: Kysely<DB>,
  input: { job: string; slot: string; by: string; at: Date; leaseMs: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('jobRuns')
    .values({
      job: input.job,
      slot: input.slot,
      claimedBy: input.by,
      claimedAt: input.at.toISOString(),
      finishedAt: null,
      outcome: null,
    })
    .onConflict((conflict) => conflict.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return true;
  // Taken already: take it over only if it never finished and its lease has run out.
  const stale = new Date(input.at.getTime() - input.leaseMs).toISOString();
  const taken = await db
    .updateTable('jobRuns')
    .set({ claimedBy: input.by, claimedAt: input.at.toISOString() })
    .where('job', '=', input.job)
    .where('slot', '=', input.slot)
    .where('finishedAt', 'is', null)
    .where('claimedAt', '<', stale)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

export async function finish(
  db: Kysely<DB>,
  input: { job: string; slot: string; at: Date; outcome: string },
): Promise<void> {
  await db
    .updateTable('jobRuns')
    .set({ finishedAt: input.at.toISOString(), outcome: input.outcome.slice(0, 500) })
    .where('job', '=', input.job)
    .where('slot', '=', input.slot)
    .execute();
}

/**
 * Gives up every unfinished claim `by` holds (a run that failed, waiting for its lease): the
 * slot is free at once for the next instance that ticks. Finished runs stay as the record.
 */
export async function release(db: Kysely<DB>, by: string): Promise<number> {
  const released = await db
    .deleteFrom('jobRuns')
    .where('claimedBy', '=', by)
    .where('finishedAt', 'is', null)
    .executeTakeFirst();
  return Number(released.numDeletedRows);
}

export async function recentRuns(db: Kysely<DB>, limit: number) {
  return db.selectFrom('jobRuns').selectAll().orderBy('claimedAt', 'desc').limit(limit).execute();
}
