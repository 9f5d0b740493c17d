// The operators' customer search's prefixes (docs/decisions/047) are served by an index on both
// databases: a range of it searched, never every customer read.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { emailStartsWith, nameStartsWith } from './customer-search.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

describe('the prefix searches', () => {
  it('are served by an index, not a scan of every customer', async () => {
    const db = t.database.kysely;
    const { dialect } = t.database;
    for (const where of [emailStartsWith(dialect, 'mar'), nameStartsWith(dialect, 'Mar')]) {
      const query = db.selectFrom('customers').select('id').where(where).compile();
      // The values written in, as the planner sees them when they are bound.
      let index = 0;
      const literal = () => `'${String(query.parameters[index++]).replace(/'/g, "''")}'`;
      const text = query.sql.replace(/\?|\$\d+/g, literal);
      const plan =
        dialect === 'sqlite'
          ? (
              await sql<{ detail: string }>`explain query plan ${sql.raw(text)}`.execute(db)
            ).rows.map((row) => row.detail)
          : await db.transaction().execute(async (trx) => {
              // A handful of rows: without this the planner rightly prefers reading them all.
              await sql`set local enable_seqscan = off`.execute(trx);
              const explained = await sql<{
                'QUERY PLAN': string;
              }>`explain ${sql.raw(text)}`.execute(trx);
              return explained.rows.map((row) => row['QUERY PLAN']);
            });
      // SQLite SEARCHes an index by a range (a SCAN would read all of it); PostgreSQL uses an
      // index condition.
      expect(plan.join('\n')).toMatch(
        dialect === 'sqlite' ? /SEARCH customers USING/ : /Index Cond/,
      );
      expect(plan.join('\n')).not.toMatch(/^SCAN customers$|Seq Scan/m);
    }
  });
});
