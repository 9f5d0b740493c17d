// The advisors' queries: the listed advisors with their schedules and live calls (the feed),
// one advisor by extension, and presence updates. Every function takes the Kysely to run on.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

const advisorColumns = [
  'id',
  'extension',
  'name',
  'description',
  'gender',
  'photoPath',
  'greetingAudioPath',
  'availTimeStr',
  'isIcCall',
  'isListed',
  'signedIn',
  'signedInChangedAt',
  'phone',
] as const;

export type AdvisorRow = NonNullable<Awaited<ReturnType<typeof findByExtension>>>;

export async function findByExtension(db: Kysely<DB>, extension: number) {
  const row = await db
    .selectFrom('advisors')
    .select(advisorColumns)
    .where('extension', '=', extension)
    .executeTakeFirst();
  return row ?? null;
}

/** The advisor whose registered number this is (10 digits), listed or not. */
export async function findByPhone(db: Kysely<DB>, phone: string) {
  const row = await db
    .selectFrom('advisors')
    .select(advisorColumns)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row ?? null;
}

/** Every advisor, listed or not, by extension (for operators). */
export async function listAll(db: Kysely<DB>): Promise<AdvisorRow[]> {
  return db.selectFrom('advisors').select(advisorColumns).orderBy('extension').execute();
}

/** The advisors the public board shows, by extension. */
export async function listListed(db: Kysely<DB>): Promise<AdvisorRow[]> {
  return db
    .selectFrom('advisors')
    .select(advisorColumns)
    .where('isListed', '=', true)
    .orderBy('extension')
    .execute();
}

/** The schedule ranges of the listed advisors. */
export async function listListedScheduleSlots(db: Kysely<DB>) {
  return db
    .selectFrom('advisorScheduleSlots')
    .innerJoin('advisors', 'advisors.id', 'advisorScheduleSlots.advisorId')
    .select([
      'advisorScheduleSlots.advisorId',
      'advisorScheduleSlots.dayOfWeek',
      'advisorScheduleSlots.slot',
      'advisorScheduleSlots.fromTime',
      'advisorScheduleSlots.toTime',
    ])
    .where('advisors.isListed', '=', true)
    .execute();
}

/** The calls open to an advisor right now (at most one per advisor, by a unique index). */
export async function listDialingCalls(db: Kysely<DB>) {
  return db
    .selectFrom('calls')
    .select(['advisorId', 'reservedMinutes', 'dialedAt', 'callStart'])
    .where('status', '=', 'dialing')
    .execute();
}

/** Sets the presence if it differs; true when this call changed it. */
export async function updateSignedIn(
  db: Kysely<DB>,
  advisorId: string,
  signedIn: boolean,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('advisors')
    .set({ signedIn, signedInChangedAt: at, updatedAt: at })
    .where('id', '=', advisorId)
    .where('signedIn', '=', !signedIn)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
