// Daily horoscope readings, one per sign per business date (docs/product.md §7 fetchHoroscope). The public
// horoscope API is an unofficial scraper (docs/architecture.md §5.4), so each day's reading is
// asked for once and kept here: every visitor and every instance then reads the same text.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('horoscope_readings')
    .addColumn('sign', 'text', (c) => c.notNull())
    // The business date (Montréal) the reading belongs to.
    .addColumn(...t.date('date', (c) => c.notNull()))
    // The date as the source words it ("Nov 21, 2026"), shown to the visitor as it came.
    .addColumn('reading_date_text', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('fetched_at', (c) => c.notNull()))
    .addPrimaryKeyConstraint('horoscope_readings_pkey', ['sign', 'date'])
    .addCheckConstraint(
      'horoscope_readings_sign',
      // Written out rather than imported: a migration is frozen, whatever the code becomes.
      sql`sign in ('aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio',
        'sagittarius', 'capricorn', 'aquarius', 'pisces')`,
    )
    .addCheckConstraint('horoscope_readings_source', sql`source in ('api', 'built-in')`)
    .execute();
}
