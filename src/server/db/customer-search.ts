// The operators' customer search in each dialect's SQL (docs/decisions/047): a case-insensitive
// prefix of the email or the name, and the name's sort order, each written so the index the
// migration 20261126T142000 made serves it. Emails are stored lower-cased; names are not.
//
// - SQLite: the email by GLOB (case-sensitive, so the email's binary unique index serves it);
//   the name by a range under NOCASE (its NOCASE index; NOCASE folds ASCII letters only).
// - PostgreSQL: LIKE 'prefix%' on email and lower(name), served by text_pattern_ops indexes
//   (the database's collation need not be C); the name sorted by lower(name), its own index.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from './database.ts';

const globEscaped = (text: string) => text.replace(/[[*?]/g, (char) => `[${char}]`);
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** Sorts after every character, in NOCASE and in binary order. */
const LAST_CHARACTER = '\u{10FFFF}';

export function emailStartsWith(dialect: DialectName, prefix: string): Expression<SqlBool> {
  const lowered = prefix.toLowerCase();
  return dialect === 'sqlite'
    ? sql<SqlBool>`"customers"."email" glob ${`${globEscaped(lowered)}*`}`
    : sql<SqlBool>`"customers"."email" like ${`${likeEscaped(lowered)}%`}`;
}

export function nameStartsWith(dialect: DialectName, prefix: string): Expression<SqlBool> {
  return dialect === 'sqlite'
    ? sql<SqlBool>`("customers"."name" >= ${prefix} collate nocase and "customers"."name" < ${`${prefix}${LAST_CHARACTER}`} collate nocase)`
    : sql<SqlBool>`lower("customers"."name") like ${`${likeEscaped(prefix.toLowerCase())}%`}`;
}

/**
 * A prefix of the name or of the email. SQLite does not serve `name-range OR email-glob` from its
 * two indexes: it reads every customer (or walks the sort's index to its end when few match), 0.4
 * to 1.4 s at 200,000 customers (bench/scale/customer-search.ts). Asked as the customers whose id
 * is in the union of the two index ranges, it searches both ranges and sorts the few rows found.
 * PostgreSQL combines the two indexes of an OR itself (a BitmapOr).
 */
export function nameOrEmailStartsWith(dialect: DialectName, prefix: string): Expression<SqlBool> {
  if (dialect !== 'sqlite') {
    return sql<SqlBool>`(${nameStartsWith(dialect, prefix)} or ${emailStartsWith(dialect, prefix)})`;
  }
  return sql<SqlBool>`"customers"."id" in (select "customers"."id" from "customers" where ${nameStartsWith(dialect, prefix)} union all select "customers"."id" from "customers" where ${emailStartsWith(dialect, prefix)})`;
}

/** The name as the list sorts it, case aside. */
export function nameSortKey(dialect: DialectName): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`"customers"."name" collate nocase`
    : sql<string>`lower("customers"."name")`;
}
