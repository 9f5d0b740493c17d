// The advisor's profile texts in French beside the English : the description the card
// shows and the play button speaks, and the availability in words. A nullable column beside each
// English one, as for the operators' other texts (20261121T194203): each text exists in exactly
// two languages, the feed reads both in the query it already runs, and both databases add a
// column the same way. Null means "not written in French yet": French pages then show the
// English, marked as English.
//
// A database seeded before this migration holds the demo advisors in English only; each of them
// whose English texts are still exactly the demo's gets the demo's French. Rows an operator has
// changed are left alone, so reading the demo data as it is today cannot write a wrong text.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { seedAdvisors } from '../seed/advisors.ts';

/** A French text is absent (null) or has words: never an empty string. */
const hasWords = (column: string) => sql`length(trim(${sql.ref(column)})) > 0`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('advisors')
    .addColumn('description_fr', 'text', (c) => c.check(hasWords('description_fr')))
    .execute();
  await db.schema
    .alterTable('advisors')
    .addColumn('avail_time_str_fr', 'text', (c) => c.check(hasWords('avail_time_str_fr')))
    .execute();
  for (const advisor of seedAdvisors) {
    await db
      .updateTable('advisors')
      .set({ description_fr: advisor.descriptionFr })
      .where('extension', '=', advisor.extension)
      .where('description', '=', advisor.description)
      .where('description_fr', 'is', null)
      .execute();
    await db
      .updateTable('advisors')
      .set({ avail_time_str_fr: advisor.availTimeStrFr })
      .where('extension', '=', advisor.extension)
      .where('avail_time_str', '=', advisor.availTimeStr)
      .where('avail_time_str_fr', 'is', null)
      .execute();
  }
}
