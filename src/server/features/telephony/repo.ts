// The phone line's queries: who is calling (an advisor's number, or a verified number of an
// active, non-deleted customer, by its 10 digits), the calls open for a customer, and a call's life from dial to
// settlement. Every function takes the Kysely to run on (often the caller's transaction).
import type { Kysely } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { DB } from '#server/db/schema.ts';
import type { CallStatus, NewCall } from '#server/db/tables/calls.ts';
import { defaultLocale, isLocale, type Locale } from '#shared/copy/locale.ts';

/** Who holds a number: an advisor registered on it, a customer who verified it, or both. */
export interface NumberOwners {
  advisor: boolean;
  customer: {
    customerId: string;
    name: string;
    credits: number;
    reserved: number;
    /** The language of the customer's phone line (their account's). */
    language: Locale;
  } | null;
}

/**
 * Who is calling, in one query (it runs on every webhook, hence compiled once): whether an
 * advisor is registered on the number, and the active, non-deleted customer who verified it, with
 * the minutes their open calls hold. Both numbers are unique, so at most one row of each.
 */
const numberOwnersQuery = compiledOnce((db, phone) => {
  const advisor = db
    .selectFrom('advisors')
    .select((eb) => [
      eb.cast<string>(eb.val('advisor'), 'text').as('kind'),
      'advisors.id as id',
      'advisors.name as name',
      eb.lit(0).as('credits'),
      eb.lit(0).as('reserved'),
      // Advisors keep no language: the line asks them (the column only matches the customers').
      eb.cast<string>(eb.val(defaultLocale), 'text').as('language'),
    ])
    .where('advisors.phone', '=', phone);
  return db
    .selectFrom('customerPhoneNumbers')
    .innerJoin('customers', 'customers.id', 'customerPhoneNumbers.customerId')
    .select((eb) => [
      eb.cast<string>(eb.val('customer'), 'text').as('kind'),
      'customers.id as id',
      'customers.name as name',
      'customers.credits as credits',
      eb
        .selectFrom('calls')
        .select((calls) =>
          calls.fn
            .coalesce(calls.fn.sum<number>('calls.reservedMinutes'), calls.lit(0))
            .as('total'),
        )
        .whereRef('calls.customerId', '=', 'customers.id')
        .where('calls.status', '=', 'dialing')
        .as('reserved'),
      eb.cast<string>('customers.language', 'text').as('language'),
    ])
    .where('customerPhoneNumbers.phone', '=', phone)
    .where('customers.isActive', '=', true)
    .where('customers.deletedAt', 'is', null)
    .unionAll(advisor);
});

export async function findNumberOwners(db: Kysely<DB>, phone: string): Promise<NumberOwners> {
  const rows = await numberOwnersQuery(db, phone);
  const customer = rows.find((row) => row.kind === 'customer');
  return {
    advisor: rows.some((row) => row.kind === 'advisor'),
    customer: customer
      ? {
          customerId: customer.id,
          name: customer.name,
          credits: Number(customer.credits),
          // PostgreSQL's sum of integers is a bigint, which pg reads as a string.
          reserved: Number(customer.reserved),
          language: isLocale(customer.language) ? customer.language : defaultLocale,
        }
      : null,
  };
}

/** Minutes held by the customer's calls still open (ringing or talking). */
export async function reservedMinutesOf(db: Kysely<DB>, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('calls')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reservedMinutes'), eb.lit(0)).as('total'))
    .where('customerId', '=', customerId)
    .where('status', '=', 'dialing')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertCall(db: Kysely<DB>, call: NewCall): Promise<void> {
  await db.insertInto('calls').values(call).execute();
}

export async function findCall(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('calls').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** The advisor answered: the bridge starts now (only the first answer counts). */
export async function markAnswered(
  db: Kysely<DB>,
  input: { id: string; dialCallSid: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('calls')
    .set({ callStart: input.at, dialCallSid: input.dialCallSid })
    .where('id', '=', input.id)
    .where('status', '=', 'dialing')
    .where('callStart', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Closes an open call once: a compare-and-set on 'dialing', so a repeated end-of-call callback
 * (or the sweeper racing it) finds the call settled and changes nothing. True for the winner.
 */
export async function settle(
  db: Kysely<DB>,
  input: {
    id: string;
    status: Exclude<CallStatus, 'dialing'>;
    dialCallSid: string | null;
    callStart: string | null;
    callEnd: string;
    durationSeconds: number;
    minutesUsed: number;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('calls')
    .set({
      status: input.status,
      dialCallSid: input.dialCallSid,
      callStart: input.callStart,
      callEnd: input.callEnd,
      durationSeconds: input.durationSeconds,
      minutesUsed: input.minutesUsed,
      settledAt: input.at,
    })
    .where('id', '=', input.id)
    .where('status', '=', 'dialing')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Open calls dialled before `before`: candidates for the sweeper. */
export async function listOpenCallsDialedBefore(db: Kysely<DB>, before: string, limit: number) {
  return db
    .selectFrom('calls')
    .selectAll()
    .where('status', '=', 'dialing')
    .where('dialedAt', '<', before)
    .orderBy('dialedAt')
    .limit(limit)
    .execute();
}

export async function balanceOf(db: Kysely<DB>, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.credits ?? 0;
}

export async function findAdvisorName(db: Kysely<DB>, advisorId: string): Promise<string> {
  const row = await db
    .selectFrom('advisors')
    .select('name')
    .where('id', '=', advisorId)
    .executeTakeFirst();
  return row?.name ?? '';
}

export async function findCustomerName(db: Kysely<DB>, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('customers')
    .select('name')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.name ?? null;
}
