// The deck's French names : a database seeded before French existed gets them from the
// migration that added them, the same names a new database is seeded with.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from '../migrations/index.ts';
import { tarotDeck } from './tarot-deck.ts';

const frenchNamesMigration = '20261121T194203-operator-texts-in-french';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('the tarot deck in French', () => {
  it('names every card of a deck seeded in English only, as a new deck is named', async () => {
    database = openDatabase({ dataDir: ':memory:' });
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < frenchNamesMigration),
    );
    await migrateToLatest(database, before);
    await database.kysely
      .insertInto('tarotCards')
      .values(tarotDeck.map(({ id, name, arcana }, position) => ({ id, name, arcana, position })))
      .execute();

    await migrateToLatest(database);

    const cards = await database.kysely
      .selectFrom('tarotCards')
      .select(['id', 'nameFr'])
      .orderBy('position')
      .execute();
    expect(cards).toEqual(tarotDeck.map(({ id, nameFr }) => ({ id, nameFr })));
  });

  it('gives every card a French name of its own', () => {
    expect(new Set(tarotDeck.map((card) => card.nameFr)).size).toBe(tarotDeck.length);
  });
});
