// The phone line's queries: who is calling (an advisor's number, or a verified number of an
// active, non-deleted customer, by its 10 digits, with what this call has established about
// them), the calls open for a customer, a call's life from dial to settlement, and the caller
// checks of calls that need a PIN. Every function takes the Kysely to run on (often the caller's
// transaction).
import type { Kysely } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { DB } from '#server/db/schema.ts';
import type { CallStatus, NewCall } from '#server/db/tables/calls.ts';
import type { NewCallerCheck } from '#server/db/tables/caller-checks.ts';
import { defaultLocale, isLocale, type Locale } from '#shared/copy/locale.ts';

/** What the line has recorded about the caller of one call (caller_checks). */
export interface CallerCheckState {
  /** StirVerstat as the call's first webhook carried it. */
  stirVerstat: string | null;
  wrongPins: number;
  pinVerified: boolean;
}

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
    /** Whether the customer has set a phone PIN. */
    hasPin: boolean;
    /** This call's check, when the line recorded one (a PIN asked, a caller ID that failed). */
    check: CallerCheckState | null;
  } | null;
}

/**
 * Who is calling, in one query (it runs on every webhook, hence compiled once): whether an
 * advisor is registered on the number, and the active, non-deleted customer who verified it, with
 * the minutes their open calls hold, whether they have a PIN, and this call's caller check if
 * any. Both numbers are unique, so at most one row of each.
 */
const numberOwnersQuery = compiledOnce((db, phone: string, callSid: string) => {
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
      // No PIN and no caller check: untyped nulls take the customers' column types.
      eb.lit(null).$castTo<string | null>().as('pinOwner'),
      eb.lit(null).$castTo<string | null>().as('stirVerstat'),
      eb.lit(null).$castTo<number | null>().as('wrongPins'),
      eb.lit(null).$castTo<string | null>().as('pinVerifiedAt'),
    ])
    .where('advisors.phone', '=', phone);
  return db
    .selectFrom('customerPhoneNumbers')
    .innerJoin('customers', 'customers.id', 'customerPhoneNumbers.customerId')
    .leftJoin('phonePins', 'phonePins.customerId', 'customers.id')
    .leftJoin('callerChecks', (join) =>
      join
        .onRef('callerChecks.customerId', '=', 'customers.id')
        .on('callerChecks.callSid', '=', callSid),
    )
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
      'phonePins.customerId as pinOwner',
      'callerChecks.stirVerstat as stirVerstat',
      // Never null in a row that exists: it tells whether the call has one.
      'callerChecks.wrongPins as wrongPins',
      'callerChecks.pinVerifiedAt as pinVerifiedAt',
    ])
    .where('customerPhoneNumbers.phone', '=', phone)
    .where('customers.isActive', '=', true)
    .where('customers.deletedAt', 'is', null)
    .unionAll(advisor);
});

export async function findNumberOwners(
  db: Kysely<DB>,
  phone: string,
  callSid: string,
): Promise<NumberOwners> {
  const rows = await numberOwnersQuery(db, phone, callSid);
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
          hasPin: customer.pinOwner !== null,
          check:
            customer.wrongPins === null
              ? null
              : {
                  stirVerstat: customer.stirVerstat,
                  wrongPins: Number(customer.wrongPins),
                  pinVerified: customer.pinVerifiedAt !== null,
                },
        }
      : null,
  };
}

/**
 * Records the caller check of a call, once: a call's first webhook opens it with the
 * StirVerstat it carried, and a later one changes nothing (the first value holds).
 */
export async function openCallerCheck(db: Kysely<DB>, check: NewCallerCheck): Promise<void> {
  await db
    .insertInto('callerChecks')
    .values(check)
    .onConflict((oc) => oc.column('callSid').doNothing())
    .execute();
}

/** Counts one wrong PIN of the call; answers the call's wrong PINs, this one included. */
export async function addWrongPin(db: Kysely<DB>, callSid: string): Promise<number> {
  const row = await db
    .updateTable('callerChecks')
    .set((eb) => ({ wrongPins: eb('callerChecks.wrongPins', '+', 1) }))
    .where('callSid', '=', callSid)
    .returning('wrongPins')
    .executeTakeFirst();
  return row?.wrongPins ?? 0;
}

export async function markPinVerified(db: Kysely<DB>, callSid: string, at: string): Promise<void> {
  await db
    .updateTable('callerChecks')
    .set({ pinVerifiedAt: at })
    .where('callSid', '=', callSid)
    .where('pinVerifiedAt', 'is', null)
    .execute();
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

/** Whether the customer has ever been put through to this advisor (a call the advisor answered). */
export async function hasTalkedWith(
  db: Kysely<DB>,
  customerId: string,
  advisorId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('calls')
    .select('id')
    .where('customerId', '=', customerId)
    .where('advisorId', '=', advisorId)
    .where('callStart', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCall(db: Kysely<DB>, call: NewCall): Promise<void> {
  await db.insertInto('calls').values(call).execute();
}

export async function findCall(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('calls').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** The call open to an advisor now (at most one, by a unique index), or null. */
export async function findOpenCallOfAdvisor(db: Kysely<DB>, advisorId: string) {
  const row = await db
    .selectFrom('calls')
    .select(['id', 'customerId', 'reservedMinutes', 'callStart'])
    .where('advisorId', '=', advisorId)
    .where('status', '=', 'dialing')
    .executeTakeFirst();
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

/** The calls open on the line now (ringing or talking), whichever instance placed them. */
export async function countOpenCalls(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('calls')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'dialing')
    .executeTakeFirstOrThrow();
  return Number(row.count);
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

/** Gives a call placed by the line its Twilio CallSid, once (from the placeholder). */
export async function setProviderCallSid(
  db: Kysely<DB>,
  input: { id: string; from: string; to: string },
): Promise<void> {
  await db
    .updateTable('calls')
    .set({ providerCallSid: input.to })
    .where('id', '=', input.id)
    .where('providerCallSid', '=', input.from)
    .execute();
}
