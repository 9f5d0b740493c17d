import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * A forward-only migration. It receives the dialect so that it can pick column types
 * (src/server/db/migrations/column-types.ts); everything else is the same SQL on both.
 * The Kysely it gets has no plugins: names are written as in SQL (snake_case).
 */
export interface DialectMigration {
  // Migrations outlive the table types of their day, so they see an untyped database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
}
