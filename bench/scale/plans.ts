// The query-plan check: every statement the product ran for a phone lookup, a dashboard and a
// cashback batch, asked again with EXPLAIN (PostgreSQL) or EXPLAIN QUERY PLAN (SQLite) with the
// same parameters, and any full pass over a table that grows with the customers reported — a
// sequential scan on PostgreSQL; on SQLite a SCAN of such a table, even in an index's order (a
// SEARCH uses the index to find the rows).
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';

/** The tables that grow with the customers (those the generator fills). */
const growingTables = new Set([
  'customers',
  'customer_phone_numbers',
  'sessions',
  'payment_orders',
  'purchases',
  'calls',
  'minute_ledger',
]);

export interface FullScan {
  table: string;
  /** The plan's line that reads the whole table. */
  plan: string;
  sql: string;
}

export interface PlanCheck {
  statements: number;
  fullScans: FullScan[];
  /** Statements the database would not explain, with its reason. */
  unexplained: string[];
}

const isDataStatement = (query: CompiledQuery) =>
  /^\s*(with|select|insert|update|delete)\b/i.test(query.sql);

/** Each distinct statement once (the first parameters seen), in the order first run. */
function distinct(queries: readonly CompiledQuery[]): CompiledQuery[] {
  const seen = new Map<string, CompiledQuery>();
  for (const query of queries) {
    if (isDataStatement(query) && !seen.has(query.sql)) seen.set(query.sql, query);
  }
  return [...seen.values()];
}

/** `"purchases" as "p"` → p: purchases, so a plan naming an alias names its table. */
function aliases(statement: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, table, alias] of statement.matchAll(/"(\w+)" as "(\w+)"/g)) {
    if (table && alias) names.set(alias, table);
  }
  return names;
}

/**
 * A query compiled once (src/server/db/compiled-once.ts) is recorded with the stand-in it was
 * compiled with, which PostgreSQL refuses (a NUL character); any text gives the same plan.
 */
const usable = (parameter: unknown) =>
  typeof parameter === 'string' && parameter.includes('\u0000') ? '0000000000' : parameter;

async function planLines(db: Kysely<unknown>, dialect: Database['dialect'], query: CompiledQuery) {
  const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
  const result = await db.executeQuery(
    CompiledQuery.raw(`${explain} ${query.sql}`, query.parameters.map(usable)),
  );
  return result.rows.map((row) =>
    String(
      dialect === 'postgres'
        ? Object.values(row as Record<string, unknown>)[0]
        : (row as { detail: unknown }).detail,
    ),
  );
}

function fullScansIn(lines: string[], statement: string, dialect: Database['dialect']) {
  const names = aliases(statement);
  const scans: FullScan[] = [];
  for (const line of lines) {
    const match =
      dialect === 'postgres'
        ? /Seq Scan on (\w+)(?: (\w+))?/.exec(line)
        : /^SCAN (\w+)/.exec(line.trim());
    const name = match?.[1];
    if (!name) continue;
    const table = names.get(name) ?? name;
    if (growingTables.has(table)) scans.push({ table, plan: line.trim(), sql: statement });
  }
  return scans;
}

export async function checkPlans(
  database: Database,
  queries: readonly CompiledQuery[],
): Promise<PlanCheck> {
  // Without plugins: the plan's rows come back as the database names them.
  const db = database.kysely.withoutPlugins() as unknown as Kysely<unknown>;
  const statements = distinct(queries);
  const fullScans: FullScan[] = [];
  const unexplained: string[] = [];
  for (const query of statements) {
    try {
      const lines = await planLines(db, database.dialect, query);
      fullScans.push(...fullScansIn(lines, query.sql, database.dialect));
    } catch (error) {
      // Reported, not thrown: the figures measured before are worth more than this check.
      unexplained.push(`${query.sql.slice(0, 60)}…: ${(error as Error).message}`);
    }
  }
  return { statements: statements.length, fullScans, unexplained };
}
