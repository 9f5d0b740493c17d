// The horoscope_readings table: one reading per sign per business date, written once.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  HoroscopeReading,
  NewHoroscopeReading,
} from '#server/db/tables/horoscope-readings.ts';

export async function findReading(
  db: Kysely<DB>,
  key: { sign: string; date: string },
): Promise<HoroscopeReading | undefined> {
  return db
    .selectFrom('horoscopeReadings')
    .selectAll()
    .where('sign', '=', key.sign)
    .where('date', '=', key.date)
    .executeTakeFirst();
}

/**
 * Keeps the day's reading unless one is already kept: when several requests (or instances) fetch
 * the same sign's first reading at once, the first insert wins and the others change nothing.
 */
export async function insertReadingIfAbsent(
  db: Kysely<DB>,
  reading: NewHoroscopeReading,
): Promise<void> {
  await db
    .insertInto('horoscopeReadings')
    .values(reading)
    .onConflict((oc) => oc.columns(['sign', 'date']).doNothing())
    .execute();
}
