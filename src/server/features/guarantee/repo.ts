// The satisfaction guarantee's queries (docs/decisions/054): a customer's call as billed, their
// claims, and the back office's list. Every customer-facing one is scoped by the customer's id.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  GuaranteeClaimStatus,
  NewGuaranteeClaim,
} from '#server/db/tables/guarantee-claims.ts';

export async function claimOfCall(db: Kysely<DB>, callId: string) {
  const row = await db
    .selectFrom('guaranteeClaims')
    .select('id')
    .where('callId', '=', callId)
    .executeTakeFirst();
  return row ?? null;
}

/** How many claims the customer made since `since` (ISO), whatever became of them. */
export async function claimsSince(db: Kysely<DB>, customerId: string, since: string) {
  const row = await db
    .selectFrom('guaranteeClaims')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customerId', '=', customerId)
    .where('createdAt', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertClaim(db: Kysely<DB>, claim: NewGuaranteeClaim): Promise<void> {
  await db.insertInto('guaranteeClaims').values(claim).execute();
}

export async function claimsOf(db: Kysely<DB>, customerId: string, limit: number) {
  return db
    .selectFrom('guaranteeClaims')
    .select(['id', 'callId', 'minutes', 'status', 'createdAt'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Decides a claim still in review; false when it was decided already. */
export async function decide(
  db: Kysely<DB>,
  id: string,
  decision: {
    status: Extract<GuaranteeClaimStatus, 'approved' | 'declined'>;
    decidedAt: string;
    decidedBy: string;
    decisionMessage: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('guaranteeClaims')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'review')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const reviewColumns = [
  'g.id',
  'g.customerId',
  'c.name as customerName',
  'c.email as customerEmail',
  'c.language as customerLanguage',
  'g.callId',
  'k.callEnd',
  'g.minutes',
  'g.reason',
  'g.status',
  'g.createdAt',
  'g.decidedAt',
  'g.decisionMessage',
] as const;

function reviewQuery(db: Kysely<DB>) {
  return db
    .selectFrom('guaranteeClaims as g')
    .innerJoin('customers as c', 'c.id', 'g.customerId')
    .innerJoin('calls as k', 'k.id', 'g.callId')
    .select(reviewColumns);
}

/** The back office's list: newest first, of one status or all. */
export async function listForReview(
  db: Kysely<DB>,
  status: GuaranteeClaimStatus | undefined,
  limit: number,
) {
  let query = reviewQuery(db);
  if (status) query = query.where('g.status', '=', status);
  return query.orderBy('g.createdAt', 'desc').orderBy('g.id', 'desc').limit(limit).execute();
}

export async function findForReview(db: Kysely<DB>, id: string) {
  const row = await reviewQuery(db).where('g.id', '=', id).executeTakeFirst();
  return row ?? null;
}
