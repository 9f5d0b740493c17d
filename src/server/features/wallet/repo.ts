// The wallet's queries: a customer's balance and the append-only minute ledger. Every function
// takes the Kysely to run on; the wallet service only ever passes the caller's transaction.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { numberedIds } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { LedgerReason, NewMinuteLedgerEntry } from '#server/db/tables/minute-ledger.ts';

/**
 * Adds `delta` to the balance in one statement (`credits = credits + delta`) and answers the
 * new balance, or null when there is no such customer. Being a single update, two transactions
 * can never both read the same old balance and overwrite each other.
 */
export async function addToCredits(
  db: Kysely<DB>,
  customerId: string,
  delta: number,
): Promise<number | null> {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ credits: eb('credits', '+', delta) }))
    .where('id', '=', customerId)
    .returning('credits')
    .executeTakeFirst();
  return row?.credits ?? null;
}

/**
 * The balance, read under the row's write lock for the rest of the transaction (an update that
 * changes nothing takes it on PostgreSQL; SQLite's BEGIN IMMEDIATE already holds the database's),
 * so a debit can decide how much to take knowing no one else changes the balance meanwhile.
 * Null when there is no such customer.
 */
export async function lockCredits(db: Kysely<DB>, customerId: string): Promise<number | null> {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ credits: eb.ref('credits') }))
    .where('id', '=', customerId)
    .returning('credits')
    .executeTakeFirst();
  return row?.credits ?? null;
}

export async function insertLedgerEntry(db: Kysely<DB>, entry: NewMinuteLedgerEntry) {
  await db.insertInto('minuteLedger').values(entry).execute();
}

/** A query selecting purchase ids (`select id from purchases where …`). */
export type PurchaseIds = SelectQueryBuilder<DB, 'purchases', { id: string }>;

/**
 * Adds each selected purchase's minutes to its customer's balance, for the purchases without a
 * `reason` ledger row yet, in one statement; answers how many balances changed.
 */
export async function addPurchasesToCredits(
  db: Kysely<DB>,
  purchaseIds: PurchaseIds,
  reason: LedgerReason,
): Promise<number> {
  const result = await db
    .updateTable('customers')
    .from('purchases as p')
    .set((eb) => ({ credits: eb('customers.credits', '+', eb.ref('p.minutes')) }))
    .whereRef('p.customerId', '=', 'customers.id')
    .where('p.id', 'in', uncredited(db, purchaseIds, reason))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The ledger rows of the same purchases, each with the balance after it: the balance as it is
 * now, the caller's transaction having just added the purchase. Answers how many were written.
 */
export async function insertLedgerEntriesForPurchases(
  db: Kysely<DB>,
  purchaseIds: PurchaseIds,
  reason: LedgerReason,
  createdAt: string,
): Promise<number> {
  const result = await db
    .insertInto('minuteLedger')
    .columns([
      'id',
      'customerId',
      'deltaMinutes',
      'balanceAfter',
      'reason',
      'purchaseId',
      'callId',
      'note',
      'createdAt',
    ])
    .expression((eb) =>
      eb
        .selectFrom('purchases as p')
        .innerJoin('customers as c', 'c.id', 'p.customerId')
        .select(({ ref, val, lit }) => [
          numberedIds(ref('p.id')).as('id'),
          'p.customerId',
          'p.minutes',
          'c.credits',
          val(reason).as('reason'),
          'p.id as purchaseId',
          lit(null).as('callId'),
          lit(null).as('note'),
          val(createdAt).as('createdAt'),
        ])
        .where('p.id', 'in', uncredited(db, purchaseIds, reason)),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The selected purchases that have no `reason` ledger row yet. */
function uncredited(db: Kysely<DB>, purchaseIds: PurchaseIds, reason: LedgerReason) {
  return db
    .selectFrom(purchaseIds.as('selected'))
    .select('selected.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('minuteLedger as l')
            .select('l.id')
            .whereRef('l.purchaseId', '=', 'selected.id')
            .where('l.reason', '=', reason),
        ),
      ),
    );
}

/**
 * The net of the customer's ledger rows written after the purchase credited its minutes (ids
 * follow creation), leaving out calls and the purchase's own rows: the minutes credited since
 * by other purchases, cashback and adjustments, less what was taken back of those since.
 */
export async function creditedAfterPurchase(
  db: Kysely<DB>,
  customerId: string,
  purchaseId: string,
): Promise<number> {
  const row = await db
    .selectFrom('minuteLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('deltaMinutes'), eb.lit(0)).as('total'))
    .where('customerId', '=', customerId)
    .where('reason', '<>', 'call')
    .where((eb) => eb.or([eb('purchaseId', 'is', null), eb('purchaseId', '<>', purchaseId)]))
    .where('id', '>', (eb) =>
      eb
        .selectFrom('minuteLedger as credited')
        .select((inner) => inner.fn.min<string>('credited.id').as('first'))
        .where('credited.purchaseId', '=', purchaseId)
        .where('credited.reason', 'in', ['purchase', 'cashback']),
    )
    .executeTakeFirstOrThrow();
  // PostgreSQL's sum of integers is a bigint, which pg reads as a string.
  return Number(row.total);
}

/** The balance and the sum of the ledger, which must always be equal (docs/architecture.md §4). */
export async function balanceAndLedgerSum(db: Kysely<DB>, customerId: string) {
  const customer = await db
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirst();
  const sum = await db
    .selectFrom('minuteLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('deltaMinutes'), eb.lit(0)).as('total'))
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  return customer ? { credits: customer.credits, ledgerSum: Number(sum.total) } : null;
}

export interface LedgerMismatch {
  customerId: string;
  email: string;
  credits: number;
  ledgerSum: number;
}

/**
 * Every customer whose balance is not the sum of their ledger rows (a customer without rows sums
 * to 0), by email, and how many customers were checked. The ledger is summed once per customer
 * before the join, so the check reads each table once however many customers there are.
 */
export async function balancesOffTheirLedger(
  db: Kysely<DB>,
): Promise<{ customers: number; mismatches: LedgerMismatch[] }> {
  const sums = db
    .selectFrom('minuteLedger')
    .select((eb) => ['customerId', eb.fn.sum<number>('deltaMinutes').as('total')])
    .groupBy('customerId')
    .as('sums');
  const rows = await db
    .selectFrom('customers')
    .leftJoin(sums, 'sums.customerId', 'customers.id')
    .select((eb) => [
      'customers.id as customerId',
      'customers.email',
      'customers.credits',
      eb.fn.coalesce('sums.total', eb.lit(0)).as('ledgerSum'),
    ])
    .where((eb) => eb('customers.credits', '<>', eb.fn.coalesce('sums.total', eb.lit(0))))
    .orderBy('customers.email')
    .orderBy('customers.id')
    .execute();
  const count = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('customers'))
    .executeTakeFirstOrThrow();
  // PostgreSQL's sums and counts are bigints, which pg reads as strings.
  return {
    customers: Number(count.customers),
    mismatches: rows.map((row) => ({ ...row, ledgerSum: Number(row.ledgerSum) })),
  };
}

/**
 * The customer's call as billed: when it ended, the minutes its 'call' ledger row took (0 when
 * none), and whether they were given back already (a 'call_credit' row); null when the call is
 * not the customer's.
 */
export async function billedCall(db: Kysely<DB>, customerId: string, callId: string) {
  const call = await db
    .selectFrom('calls')
    .select(['id', 'callEnd', 'settledAt'])
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
    endedAt: call.callEnd ?? call.settledAt,
    minutes: billed ? -billed.deltaMinutes : 0,
    creditedAlready: rows.some((row) => row.reason === 'call_credit'),
  };
}
