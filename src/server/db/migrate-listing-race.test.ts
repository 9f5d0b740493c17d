// Which failures of Kysely's listing of every schema's tables migrateToLatest reads again
// (migrate.ts): only a PostgreSQL schema, table or column gone during the listing, before any
// migration ran, and never our own schema missing.
import { describe, expect, it } from 'vitest';
import { listingRace } from './migrate.ts';

const ours = 'test_41_ours';
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a failure of the listing before migrating', () => {
  it('is read again when another schema, table or column went away during it', () => {
    expect(
      listingRace(pgError('3F000', 'schema "test_7_theirs" does not exist'), undefined, ours),
    ).toBe(true);
    expect(
      listingRace(
        pgError('42P01', 'relation "test_7_theirs.calls" does not exist'),
        undefined,
        ours,
      ),
    ).toBe(true);
    expect(
      listingRace(
        pgError('42703', 'column "customer_id" of relation "payment_orders" does not exist'),
        undefined,
        ours,
      ),
    ).toBe(true);
  });

  it('is not when our own schema is missing', () => {
    expect(listingRace(pgError('3F000', `schema "${ours}" does not exist`), undefined, ours)).toBe(
      false,
    );
  });

  it('is not once a migration has run, nor for another error, nor on SQLite', () => {
    const gone = pgError('42P01', 'relation "calls" does not exist');
    expect(listingRace(gone, [{ migrationName: 'm1', status: 'Error' }], ours)).toBe(false);
    expect(listingRace(pgError('23505', 'duplicate key value'), undefined, ours)).toBe(false);
    expect(listingRace(gone, undefined, undefined)).toBe(false);
  });
});
