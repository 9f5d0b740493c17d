// The advisor's own calls, for their history and statements: connected and settled calls only
// (an unanswered offer is not one of their calls), read through calls_advisor_start_idx.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

export interface CallRow {
  id: string;
  callStart: string;
  durationSeconds: number | null;
  minutesUsed: number;
  customerName: string;
}

const ownCalls = (db: Kysely<DB>, advisorId: string) =>
  db
    .selectFrom('calls')
    .where('calls.advisorId', '=', advisorId)
    .where('calls.callStart', 'is not', null)
    .where('calls.minutesUsed', 'is not', null);

const withCaller = (db: Kysely<DB>, advisorId: string) =>
  ownCalls(db, advisorId)
    .innerJoin('customers', 'customers.id', 'calls.customerId')
    .select([
      'calls.id',
      'calls.callStart',
      'calls.durationSeconds',
      'calls.minutesUsed',
      'customers.name as customerName',
    ]);

export async function countCalls(db: Kysely<DB>, advisorId: string): Promise<number> {
  const row = await ownCalls(db, advisorId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the advisor's calls, newest first. */
export async function callsPage(
  db: Kysely<DB>,
  advisorId: string,
  offset: number,
  limit: number,
): Promise<CallRow[]> {
  return withCaller(db, advisorId)
    .orderBy('calls.callStart', 'desc')
    .orderBy('calls.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute() as Promise<CallRow[]>;
}

/** The advisor's calls started in [start, end), the first first. */
export async function callsBetween(
  db: Kysely<DB>,
  advisorId: string,
  span: { start: string; end: string },
): Promise<CallRow[]> {
  return withCaller(db, advisorId)
    .where('calls.callStart', '>=', span.start)
    .where('calls.callStart', '<', span.end)
    .orderBy('calls.callStart')
    .orderBy('calls.id')
    .execute() as Promise<CallRow[]>;
}

export async function advisorRef(db: Kysely<DB>, advisorId: string) {
  return db
    .selectFrom('advisors')
    .select(['name', 'extension'])
    .where('id', '=', advisorId)
    .executeTakeFirst();
}
