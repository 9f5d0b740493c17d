// The queries of the back office's customer pages and actions (docs/decisions/047). Each takes
// the Kysely to run on, so the service decides what shares a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

/** The 'call' and 'call_credit' ledger rows of the given calls of the customer. */
export async function callsBilling(db: Kysely<DB>, customerId: string, callIds: string[]) {
  if (callIds.length === 0) return [];
  return db
    .selectFrom('minuteLedger')
    .select(['callId', 'reason', 'deltaMinutes'])
    .where('customerId', '=', customerId)
    .where('callId', 'in', callIds)
    .where('reason', 'in', ['call', 'call_credit'])
    .execute();
}
