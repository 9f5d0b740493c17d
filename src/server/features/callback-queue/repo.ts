// The call-back queue's queries (docs/decisions/052). An entry is waiting while its status is
// 'waiting' and its expiry is ahead; the claims are compare-and-sets on the status, so two
// processes never take the same entry. Every function takes the Kysely to run on (often the
// caller's transaction).
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  CallbackQueueStatus,
  NewCallbackQueueEntry,
} from '#server/db/tables/callback-queue.ts';
import { defaultLocale, isLocale, type Locale } from '#shared/copy/locale.ts';

export async function insertEntry(db: Kysely<DB>, entry: NewCallbackQueueEntry): Promise<void> {
  await db.insertInto('callbackQueueEntries').values(entry).execute();
}

/** Ends the waiting entries whose time is up, so a customer may join again. */
export async function lapseExpired(db: Kysely<DB>, now: string): Promise<void> {
  await db
    .updateTable('callbackQueueEntries')
    .set({ status: 'lapsed', endedAt: now })
    .where('status', '=', 'waiting')
    .where('expiresAt', '<=', now)
    .execute();
}

/** The customer's waiting entry for the advisor, if any. */
export async function findWaiting(
  db: Kysely<DB>,
  input: { advisorId: string; customerId: string; now: string },
) {
  const row = await db
    .selectFrom('callbackQueueEntries')
    .selectAll()
    .where('advisorId', '=', input.advisorId)
    .where('customerId', '=', input.customerId)
    .where('status', 'in', ['waiting', 'calling'])
    .where('expiresAt', '>', input.now)
    .executeTakeFirst();
  return row ?? null;
}

/** How many wait for each advisor now (advisors nobody waits for are absent). */
export async function countWaiting(db: Kysely<DB>, now: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('callbackQueueEntries')
    .select((eb) => ['advisorId', eb.fn.countAll<number>().as('count')])
    .where('status', '=', 'waiting')
    .where('expiresAt', '>', now)
    .groupBy('advisorId')
    .execute();
  return new Map(rows.map((row) => [row.advisorId, Number(row.count)]));
}

/** An entry the line may call: the customer, their first number and their language. */
export interface WaitingCustomer {
  entryId: string;
  customerId: string;
  name: string;
  /** 10 digits; null when the customer has no verified number any more. */
  phone: string | null;
  language: Locale;
}

/** The advisor's waiting entries, first come first, at most `limit`. */
export async function listWaiting(
  db: Kysely<DB>,
  input: { advisorId: string; now: string; limit: number },
): Promise<WaitingCustomer[]> {
  const rows = await db
    .selectFrom('callbackQueueEntries')
    .innerJoin('customers', 'customers.id', 'callbackQueueEntries.customerId')
    .select((eb) => [
      'callbackQueueEntries.id as entryId',
      'customers.id as customerId',
      'customers.name as name',
      eb.cast<string>('customers.language', 'text').as('language'),
      eb
        .selectFrom('customerPhoneNumbers')
        .select('customerPhoneNumbers.phone')
        .whereRef('customerPhoneNumbers.customerId', '=', 'customers.id')
        .orderBy('customerPhoneNumbers.createdAt')
        .limit(1)
        .as('phone'),
    ])
    .where('callbackQueueEntries.advisorId', '=', input.advisorId)
    .where('callbackQueueEntries.status', '=', 'waiting')
    .where('callbackQueueEntries.expiresAt', '>', input.now)
    .orderBy('callbackQueueEntries.joinedAt')
    .orderBy('callbackQueueEntries.id')
    .limit(input.limit)
    .execute();
  return rows.map((row) => ({
    entryId: row.entryId,
    customerId: row.customerId,
    name: row.name,
    phone: row.phone ?? null,
    language: isLocale(row.language) ? row.language : defaultLocale,
  }));
}

/** waiting → calling with the line's call; false when another process took it first. */
export async function markCalling(
  db: Kysely<DB>,
  input: { entryId: string; callId: string },
): Promise<boolean> {
  const result = await db
    .updateTable('callbackQueueEntries')
    .set({ status: 'calling', callId: input.callId })
    .where('id', '=', input.entryId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A waiting entry ends without a call (no number, no minutes left, or they left). */
export async function endWaiting(
  db: Kysely<DB>,
  input: { entryId: string; status: CallbackQueueStatus; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('callbackQueueEntries')
    .set({ status: input.status, endedAt: input.at })
    .where('id', '=', input.entryId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The entry the line was calling with this call ends: connected, or skipped. */
export async function endCalling(
  db: Kysely<DB>,
  input: { callId: string; status: 'connected' | 'skipped'; at: string },
): Promise<void> {
  await db
    .updateTable('callbackQueueEntries')
    .set({ status: input.status, endedAt: input.at })
    .where('callId', '=', input.callId)
    .where('status', '=', 'calling')
    .execute();
}

/** The customer's waiting entries, with the advisors' extensions and names. */
export async function listOfCustomer(db: Kysely<DB>, customerId: string, now: string) {
  return db
    .selectFrom('callbackQueueEntries')
    .innerJoin('advisors', 'advisors.id', 'callbackQueueEntries.advisorId')
    .select([
      'callbackQueueEntries.id as id',
      'callbackQueueEntries.advisorId as advisorId',
      'advisors.extension as extension',
      'advisors.name as advisorName',
      'callbackQueueEntries.joinedAt as joinedAt',
      'callbackQueueEntries.expiresAt as expiresAt',
    ])
    .where('callbackQueueEntries.customerId', '=', customerId)
    .where('callbackQueueEntries.status', '=', 'waiting')
    .where('callbackQueueEntries.expiresAt', '>', now)
    .orderBy('callbackQueueEntries.joinedAt')
    .execute();
}

/** Entries ahead of this one in its advisor's queue, plus one: its place. */
export async function placeOf(
  db: Kysely<DB>,
  input: { advisorId: string; joinedAt: string; now: string },
) {
  const row = await db
    .selectFrom('callbackQueueEntries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('advisorId', '=', input.advisorId)
    .where('status', '=', 'waiting')
    .where('expiresAt', '>', input.now)
    .where('joinedAt', '<=', input.joinedAt)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What the customer could spend now: the balance less what their open calls hold. */
export async function availableMinutesOf(db: Kysely<DB>, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => [
      'customers.credits',
      eb
        .selectFrom('calls')
        .select((calls) =>
          calls.fn.coalesce(calls.fn.sum<number>('calls.reservedMinutes'), calls.lit(0)).as('t'),
        )
        .whereRef('calls.customerId', '=', 'customers.id')
        .where('calls.status', '=', 'dialing')
        .as('reserved'),
    ])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  return row ? row.credits - Number(row.reserved ?? 0) : 0;
}

/** Whether the customer has a verified number (the line calls them back on it). */
export async function hasPhone(db: Kysely<DB>, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('customerPhoneNumbers')
    .select('id')
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
