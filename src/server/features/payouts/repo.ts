// The payout rates' queries. Every function takes the Kysely to run on, which may be the
// caller's transaction (the back office writes its audit row in the same one).
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  AdvisorPayoutRate,
  NewAdvisorPayoutRate,
} from '#server/db/tables/advisor-payout-rates.ts';

export async function advisorExists(db: Kysely<DB>, advisorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('advisors')
    .select('id')
    .where('id', '=', advisorId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRate(db: Kysely<DB>, rate: NewAdvisorPayoutRate): Promise<void> {
  await db.insertInto('advisorPayoutRates').values(rate).execute();
}

/** Every rate of the advisor, latest in force first (by day, then by when it was written). */
export async function ratesOf(db: Kysely<DB>, advisorId: string): Promise<AdvisorPayoutRate[]> {
  return db
    .selectFrom('advisorPayoutRates')
    .selectAll()
    .where('advisorId', '=', advisorId)
    .orderBy('appliesFrom', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The rate in force on `day`: the latest whose day is on or before it. */
export async function rateOn(
  db: Kysely<DB>,
  advisorId: string,
  day: string,
): Promise<AdvisorPayoutRate | undefined> {
  return db
    .selectFrom('advisorPayoutRates')
    .selectAll()
    .where('advisorId', '=', advisorId)
    .where('appliesFrom', '<=', day)
    .orderBy('appliesFrom', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The rates of these advisors that apply from `upTo` or before, for the payout report. */
export async function ratesUpTo(
  db: Kysely<DB>,
  advisorIds: readonly string[],
  upTo: string,
): Promise<AdvisorPayoutRate[]> {
  if (advisorIds.length === 0) return [];
  return db
    .selectFrom('advisorPayoutRates')
    .selectAll()
    .where('advisorId', 'in', advisorIds)
    .where('appliesFrom', '<=', upTo)
    .orderBy('advisorId')
    .orderBy('appliesFrom', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
