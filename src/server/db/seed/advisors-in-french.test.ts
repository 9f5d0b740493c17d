// The demo advisors' French texts : a database seeded before French existed gets them
// from the migration that added them, unless an operator has changed the English since; and each
// text follows the French catalogue's typography.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from '../migrations/index.ts';
import { seedAdvisors } from './advisors.ts';

const frenchTextsMigration = '20261121T195807-advisor-texts-in-french';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** The demo advisors as a database seeded before the French texts holds them. */
const englishOnlyRows = (at: string) =>
  seedAdvisors.map((advisor) => ({
    id: `advisor-${advisor.extension}`,
    extension: advisor.extension,
    name: advisor.name,
    description: advisor.description,
    gender: advisor.gender,
    phone: advisor.phone,
    availTimeStr: advisor.availTimeStr,
    createdAt: at,
    updatedAt: at,
  }));

describe('the demo advisors in French', () => {
  it('gives a database seeded in English only the demo’s French, but not over an operator’s change', async () => {
    database = openDatabase({ dataDir: ':memory:' });
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < frenchTextsMigration),
    );
    await migrateToLatest(database, before);
    await database.kysely
      .insertInto('advisors')
      .values(englishOnlyRows('2026-11-01T12:00:00.000Z'))
      .execute();
    await database.kysely
      .updateTable('advisors')
      .set({ description: 'An operator rewrote this.' })
      .where('extension', '=', 4002)
      .execute();

    await migrateToLatest(database);

    const rows = await database.kysely
      .selectFrom('advisors')
      .select(['extension', 'descriptionFr', 'availTimeStrFr'])
      .orderBy('extension')
      .execute();
    expect(rows).toEqual(
      seedAdvisors.map((advisor) => ({
        extension: advisor.extension,
        // The French of a description that is no longer the demo's would say something else.
        descriptionFr: advisor.extension === 4002 ? null : advisor.descriptionFr,
        availTimeStrFr: advisor.availTimeStrFr,
      })),
    );
  });

  it.each(seedAdvisors.map((advisor) => [advisor.extension, advisor] as const))(
    'has %s’s texts in French, with typographic apostrophes',
    (_extension, advisor) => {
      const pairs: [english: string, french: string][] = [
        [advisor.description, advisor.descriptionFr],
        [advisor.availTimeStr, advisor.availTimeStrFr],
      ];
      for (const [english, french] of pairs) {
        expect(french.trim()).not.toBe('');
        expect(french).not.toBe(english);
        expect(french).not.toContain("'");
        // A colon takes a non-breaking space before it in French.
        expect(french).not.toMatch(/[^\u00a0]:/);
      }
    },
  );
});
