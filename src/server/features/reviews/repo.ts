// The reviews' queries (docs/decisions/053). Every function takes the Kysely to run on.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewReview } from '#server/db/tables/reviews.ts';
import { REVIEW_MIN_BILLED_MINUTES } from '#shared/api/reviews.ts';

const reviewableCallColumns = [
  'calls.id as callId',
  'calls.customerId',
  'calls.advisorId',
  'calls.callStart',
  'calls.minutesUsed',
  'advisors.name as advisorName',
  'advisors.extension',
  'reviews.rating',
  'reviews.text',
  'reviews.createdAt as reviewedAt',
] as const;

function reviewableCalls(db: Kysely<DB>) {
  return db
    .selectFrom('calls')
    .innerJoin('advisors', 'advisors.id', 'calls.advisorId')
    .leftJoin('reviews', 'reviews.callId', 'calls.id')
    .select(reviewableCallColumns)
    .where('calls.minutesUsed', '>=', REVIEW_MIN_BILLED_MINUTES);
}

export type ReviewableCallRow = NonNullable<Awaited<ReturnType<typeof findReviewableCall>>>;

/** The call, if it is the customer's and long enough to rate; with its review, if any. */
export async function findReviewableCall(db: Kysely<DB>, customerId: string, callId: string) {
  const row = await reviewableCalls(db)
    .where('calls.id', '=', callId)
    .where('calls.customerId', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The customer's calls long enough to rate, newest first. */
export async function listReviewableCalls(db: Kysely<DB>, customerId: string, limit: number) {
  return reviewableCalls(db)
    .where('calls.customerId', '=', customerId)
    .orderBy('calls.createdAt', 'desc')
    .orderBy('calls.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertReview(db: Kysely<DB>, review: NewReview): Promise<void> {
  await db.insertInto('reviews').values(review).execute();
}

const shown = (db: Kysely<DB>, advisorId: string) =>
  db.selectFrom('reviews').where('advisorId', '=', advisorId).where('hiddenAt', 'is', null);

/** How many shown reviews of the advisor gave each rating. */
export async function ratingCounts(db: Kysely<DB>, advisorId: string) {
  const rows = await shown(db, advisorId)
    .select((eb) => ['rating', eb.fn.countAll<number | string>().as('count')])
    .groupBy('rating')
    .execute();
  return rows.map((row) => ({ rating: row.rating, count: Number(row.count) }));
}

/** A page of the advisor's shown reviews, newest first; one more than asked tells of a next. */
export async function listShown(db: Kysely<DB>, advisorId: string, offset: number, limit: number) {
  return shown(db, advisorId)
    .select(['id', 'rating', 'text', 'createdAt', 'replyText', 'repliedAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findAdvisorIdByExtension(db: Kysely<DB>, extension: number) {
  const row = await db
    .selectFrom('advisors')
    .select('id')
    .where('extension', '=', extension)
    .where('isListed', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Sets the advisor's reply on a shown review of theirs; false when there is none such. */
export async function setReply(
  db: Kysely<DB>,
  input: { id: string; advisorId: string; text: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ replyText: input.text, repliedAt: input.at })
    .where('id', '=', input.id)
    .where('advisorId', '=', input.advisorId)
    .where('hiddenAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findShownById(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom('reviews')
    .select(['id', 'rating', 'text', 'createdAt', 'replyText', 'repliedAt'])
    .where('id', '=', id)
    .where('hiddenAt', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

const adminColumns = [
  'reviews.id',
  'advisors.name as advisorName',
  'advisors.extension',
  'customers.name as customerName',
  'reviews.rating',
  'reviews.text',
  'reviews.createdAt',
  'reviews.hiddenAt',
  'reviews.hiddenReason',
  'reviews.replyText',
] as const;

function adminRows(db: Kysely<DB>) {
  return db
    .selectFrom('reviews')
    .innerJoin('advisors', 'advisors.id', 'reviews.advisorId')
    .innerJoin('customers', 'customers.id', 'reviews.customerId');
}

export async function listForOperators(
  db: Kysely<DB>,
  query: { status?: 'shown' | 'hidden' | undefined; page: number; pageSize: number },
) {
  let base = adminRows(db);
  if (query.status === 'shown') base = base.where('reviews.hiddenAt', 'is', null);
  if (query.status === 'hidden') base = base.where('reviews.hiddenAt', 'is not', null);
  const [rows, count] = await Promise.all([
    base
      .select(adminColumns)
      .orderBy('reviews.createdAt', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findForOperators(db: Kysely<DB>, id: string) {
  const row = await adminRows(db)
    .select(adminColumns)
    .where('reviews.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** Hides a shown review, or shows a hidden one; false when it already was (compare and set). */
export async function setHidden(
  db: Kysely<DB>,
  id: string,
  hidden: { at: string; by: string; reason: string } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set(
      hidden
        ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason }
        : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
    )
    .where('id', '=', id)
    .where('hiddenAt', hidden ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Calls of at least the minimum that started in [start, end), not rated, not invited yet, of an
 * account not deleted: the next-day invitation's list.
 */
export async function listCallsToInvite(db: Kysely<DB>, start: string, end: string) {
  return db
    .selectFrom('calls')
    .innerJoin('customers', 'customers.id', 'calls.customerId')
    .innerJoin('advisors', 'advisors.id', 'calls.advisorId')
    .leftJoin('reviews', 'reviews.callId', 'calls.id')
    .leftJoin('reviewInvitations', 'reviewInvitations.callId', 'calls.id')
    .select([
      'calls.id as callId',
      'customers.id as customerId',
      'customers.name',
      'customers.email',
      'customers.language',
      'advisors.name as advisorName',
    ])
    .where('calls.callStart', '>=', start)
    .where('calls.callStart', '<', end)
    .where('calls.minutesUsed', '>=', REVIEW_MIN_BILLED_MINUTES)
    .where('reviews.id', 'is', null)
    .where('reviewInvitations.callId', 'is', null)
    .where('customers.deletedAt', 'is', null)
    .orderBy('calls.callStart')
    .execute();
}

/** Records the call's invitation; false when another process recorded it first. */
export async function recordInvitation(db: Kysely<DB>, callId: string, at: string) {
  const result = await db
    .insertInto('reviewInvitations')
    .values({ callId, queuedAt: at })
    .onConflict((conflict) => conflict.column('callId').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
