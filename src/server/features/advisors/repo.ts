// The advisors' queries: the listed advisors with their schedules and live calls (the feed),
// one advisor by extension, and presence updates. Every function takes the Kysely to run on.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { AdvisorUpdate, NewAdvisor } from '#server/db/tables/advisors.ts';
import type {
  DayOfWeek,
  NewAdvisorScheduleSlot,
} from '#server/db/tables/advisor-schedule-slots.ts';

const advisorColumns = [
  'id',
  'extension',
  'name',
  'description',
  'descriptionFr',
  'gender',
  'photoPath',
  'greetingAudioPath',
  'availTimeStr',
  'availTimeStrFr',
  'isIcCall',
  'isListed',
  'signedIn',
  'signedInChangedAt',
  'phone',
  'language',
  'awaySince',
  'awayUntil',
  'specialties',
  'languages',
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

export async function findById(db: Kysely<DB>, advisorId: string) {
  const row = await db
    .selectFrom('advisors')
    .select(advisorColumns)
    .where('id', '=', advisorId)
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

/**
 * Each listed advisor's shown reviews: how many and their ratings' sum (docs/decisions/053); an
 * advisor without any is absent.
 */
export async function listListedRatings(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('advisors', 'advisors.id', 'reviews.advisorId')
    .select((eb) => [
      'reviews.advisorId',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('reviews.rating').as('total'),
    ])
    .where('advisors.isListed', '=', true)
    .where('reviews.hiddenAt', 'is', null)
    .groupBy('reviews.advisorId')
    .execute();
  return rows.map((row) => ({
    advisorId: row.advisorId,
    count: Number(row.count),
    total: Number(row.total),
  }));
}

/** The calls open to an advisor right now (at most one per advisor, by a unique index). */
export async function listDialingCalls(db: Kysely<DB>) {
  return db
    .selectFrom('calls')
    .select(['advisorId', 'reservedMinutes', 'dialedAt', 'callStart'])
    .where('status', '=', 'dialing')
    .execute();
}

/**
 * Signs in (Available) or out (Offline) if that differs, a break (Away) ending either way, and
 * the count of missed offers starting again on signing in; true when this call changed it.
 */
export async function updateSignedIn(
  db: Kysely<DB>,
  advisorId: string,
  signedIn: boolean,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('advisors')
    .set({
      signedIn,
      signedInChangedAt: at,
      awaySince: null,
      awayUntil: null,
      updatedAt: at,
      ...(signedIn ? { missedOffers: 0 } : {}),
    })
    .where('id', '=', advisorId)
    .where((eb) => eb.or([eb('signedIn', '=', !signedIn), eb('awaySince', 'is not', null)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Puts the advisor on a break (Away: not taking calls), back at `awayUntil` if given; `onlyIf
 * Available`: only when they were taking calls (the missed-offers rule). True when changed.
 */
export async function updateAway(
  db: Kysely<DB>,
  advisorId: string,
  awayUntil: string | null,
  at: string,
  options: { onlyIfAvailable: boolean },
): Promise<boolean> {
  let query = db
    .updateTable('advisors')
    .set((eb) => ({
      signedIn: false,
      signedInChangedAt: at,
      awaySince: eb.fn.coalesce('awaySince', eb.val(at)),
      awayUntil,
      missedOffers: 0,
      updatedAt: at,
    }))
    .where('id', '=', advisorId);
  if (options.onlyIfAvailable) query = query.where('signedIn', '=', true);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * One more offered call the advisor did not answer, counted in the row itself so two calls'
 * callbacks at once each add theirs; the count after it, or null for an unknown advisor.
 */
export async function addMissedOffer(db: Kysely<DB>, advisorId: string): Promise<number | null> {
  const row = await db
    .updateTable('advisors')
    .set((eb) => ({ missedOffers: eb('missedOffers', '+', 1) }))
    .where('id', '=', advisorId)
    .returning('missedOffers')
    .executeTakeFirst();
  return row?.missedOffers ?? null;
}

/** An answered call: the count of missed offers starts again. */
export async function resetMissedOffers(db: Kysely<DB>, advisorId: string): Promise<void> {
  await db
    .updateTable('advisors')
    .set({ missedOffers: 0 })
    .where('id', '=', advisorId)
    .where('missedOffers', '>', 0)
    .execute();
}

// ---- For operators ---------------------------------------------------------------------------

export async function insertAdvisor(db: Kysely<DB>, advisor: NewAdvisor): Promise<void> {
  await db.insertInto('advisors').values(advisor).execute();
}

export async function updateAdvisor(
  db: Kysely<DB>,
  advisorId: string,
  values: AdvisorUpdate,
): Promise<void> {
  await db.updateTable('advisors').set(values).where('id', '=', advisorId).execute();
}

/** One advisor's schedule ranges, by day (Sunday first) and slot. */
export async function listScheduleSlots(db: Kysely<DB>, advisorId: string) {
  return db
    .selectFrom('advisorScheduleSlots')
    .select(['dayOfWeek', 'slot', 'fromTime', 'toTime'])
    .where('advisorId', '=', advisorId)
    .orderBy('dayOfWeek')
    .orderBy('slot')
    .execute();
}

/** Replaces the ranges of those days with `slots` (none: the advisor is off those days). */
export async function replaceScheduleDays(
  db: Kysely<DB>,
  advisorId: string,
  days: readonly DayOfWeek[],
  slots: readonly NewAdvisorScheduleSlot[],
): Promise<void> {
  await db
    .deleteFrom('advisorScheduleSlots')
    .where('advisorId', '=', advisorId)
    .where('dayOfWeek', 'in', [...days])
    .execute();
  if (slots.length > 0)
    await db
      .insertInto('advisorScheduleSlots')
      .values([...slots])
      .execute();
}

/** How many advisors have this stored photo or greeting (a file may be named by more than one). */
export async function countUsingFile(
  db: Kysely<DB>,
  column: 'photoPath' | 'greetingAudioPath',
  path: string,
): Promise<number> {
  const row = await db
    .selectFrom('advisors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', path)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
