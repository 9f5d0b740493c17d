// The queries of the back office's customer pages and actions (docs/decisions/047). Each takes
// the Kysely to run on, so the service decides what shares a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

/**
 * The customer's call with the minutes its 'call' ledger row took (0 when none), and whether it
 * was credited back already; null when the call is not the customer's.
 */
export async function billedCall(db: Kysely<DB>, customerId: string, callId: string) {
  const call = await db
    .selectFrom('calls')
    .select('id')
    .where('id', '=', callId)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  if (!call) return null;
  const rows = await db
    .selectFrom('minuteLedger')
    .select(['reason', 'deltaMinutes'])
    .where('callId', '=', callId)
    .where('customerId', '=', customerId)
    .execute();
  const billed = rows.find((row) => row.reason === 'call');
  return {
    minutes: billed ? -billed.deltaMinutes : 0,
    creditedAlready: rows.some((row) => row.reason === 'call_credit'),
  };
}

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
