// "Notify me when available"'s queries (docs/decisions/052). A notice is sent by a
// compare-and-set from 'pending' to 'sent': the claim that makes it once, whichever process.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewAvailabilityNotice, NoticeChannel } from '#server/db/tables/callback-queue.ts';
import { defaultLocale, isLocale, type Locale } from '#shared/copy/locale.ts';

export async function insertNotice(db: Kysely<DB>, notice: NewAvailabilityNotice) {
  await db.insertInto('availabilityNotices').values(notice).execute();
}

/** The customer's email and first verified number (10 digits), if any. */
export async function findContact(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('customers')
    .select((eb) => [
      'customers.email',
      eb
        .selectFrom('customerPhoneNumbers')
        .select('customerPhoneNumbers.phone')
        .whereRef('customerPhoneNumbers.customerId', '=', 'customers.id')
        .orderBy('customerPhoneNumbers.createdAt')
        .limit(1)
        .as('phone'),
    ])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  return row ? { email: row.email, phone: row.phone ?? null } : null;
}

export async function lapseExpired(db: Kysely<DB>, now: string) {
  await db
    .updateTable('availabilityNotices')
    .set({ status: 'lapsed', endedAt: now })
    .where('status', '=', 'pending')
    .where('expiresAt', '<=', now)
    .execute();
}

export async function cancelPending(
  db: Kysely<DB>,
  input: { customerId: string; advisorId: string; at: string },
): Promise<number> {
  const result = await db
    .updateTable('availabilityNotices')
    .set({ status: 'cancelled', endedAt: input.at })
    .where('customerId', '=', input.customerId)
    .where('advisorId', '=', input.advisorId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findNotice(db: Kysely<DB>, id: string) {
  return (
    (await db
      .selectFrom('availabilityNotices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export async function listPending(db: Kysely<DB>, customerId: string, now: string) {
  return db
    .selectFrom('availabilityNotices')
    .innerJoin('advisors', 'advisors.id', 'availabilityNotices.advisorId')
    .select([
      'advisors.extension as extension',
      'advisors.name as advisorName',
      'availabilityNotices.channel as channel',
      'availabilityNotices.expiresAt as expiresAt',
    ])
    .where('availabilityNotices.customerId', '=', customerId)
    .where('availabilityNotices.status', '=', 'pending')
    .where('availabilityNotices.expiresAt', '>', now)
    .orderBy('availabilityNotices.createdAt')
    .execute();
}

export interface DueNotice {
  id: string;
  customerId: string;
  channel: NoticeChannel;
  destination: string;
  language: Locale;
  advisorName: string;
  extension: number;
}

/** Pending notices whose advisor is Available now: signed in, and no call open to them. */
export async function listDue(db: Kysely<DB>, now: string, limit: number): Promise<DueNotice[]> {
  const rows = await db
    .selectFrom('availabilityNotices')
    .innerJoin('advisors', 'advisors.id', 'availabilityNotices.advisorId')
    .select([
      'availabilityNotices.id as id',
      'availabilityNotices.customerId as customerId',
      'availabilityNotices.channel as channel',
      'availabilityNotices.destination as destination',
      'availabilityNotices.language as language',
      'advisors.name as advisorName',
      'advisors.extension as extension',
    ])
    .where('availabilityNotices.status', '=', 'pending')
    .where('availabilityNotices.expiresAt', '>', now)
    .where('advisors.signedIn', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('calls')
            .select('calls.id')
            .whereRef('calls.advisorId', '=', 'advisors.id')
            .where('calls.status', '=', 'dialing'),
        ),
      ),
    )
    .orderBy('availabilityNotices.createdAt')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    language: isLocale(row.language) ? row.language : defaultLocale,
  }));
}

/** pending → sent, with the stop secret of the message about to go; false: taken already. */
export async function claim(
  db: Kysely<DB>,
  input: { id: string; at: string; stopTokenHash: string },
): Promise<boolean> {
  const result = await db
    .updateTable('availabilityNotices')
    .set({ status: 'sent', endedAt: input.at, stopTokenHash: input.stopTokenHash })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
