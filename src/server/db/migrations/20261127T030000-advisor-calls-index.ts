// The advisors' app lists an advisor's calls newest first, a page at a time, and adds up their
// earnings over a period (docs/decisions/048): both read one advisor's calls by start, which
// `calls_billed_start_idx` (by start, every advisor) and `calls_one_dialing_per_advisor` (open
// calls only) do not answer without a pass over every call of the period.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('calls_advisor_start_idx')
    .on('calls')
    .columns(['advisor_id', 'call_start'])
    .execute();
}
