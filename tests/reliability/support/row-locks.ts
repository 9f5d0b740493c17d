// Holds some customers' rows locked (SELECT … FOR UPDATE in an open transaction), so an
// instance's transaction that moves their minutes stops just before its commit: its first
// writes are made, the balance update waits. Killing the instance then is killing it between a
// provider's message and the commit, without any hook in the product.
import { sql } from 'kysely';
import type { Database } from '#server/db/database.ts';

export interface RowLocks {
  /** How many other sessions are waiting on these locks now. */
  waiting(): Promise<number>;
  /** Ends the locking transaction (nothing was changed in it). */
  release(): Promise<void>;
}

export async function lockCustomerRows(
  database: Database,
  customerIds: string[],
): Promise<RowLocks> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const ready = new Promise<void>((resolve) => (locked = resolve));
  let pid = 0;
  const transaction = database.kysely.transaction().execute(async (trx) => {
    const row = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    pid = row.rows[0]?.pid ?? 0;
    await trx
      .selectFrom('customers')
      .select('id')
      .where('id', 'in', customerIds)
      .forUpdate()
      .execute();
    locked();
    await released;
  });
  await Promise.race([ready, transaction]);
  return {
    async waiting() {
      const result = await sql<{ count: string }>`
        select count(*) as count from pg_stat_activity
        where ${pid} = any(pg_blocking_pids(pid))`.execute(database.kysely);
      return Number(result.rows[0]?.count ?? 0);
    },
    async release() {
      release();
      await transaction;
    },
  };
}
