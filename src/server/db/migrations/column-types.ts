// The only place where a migration's SQL differs by dialect: the column types SQLite lacks.
// On SQLite, instants and dates are TEXT in their ISO form (which sorts and compares correctly as
// text, and a CHECK keeps it that way) and booleans are INTEGER 0/1.
// Migrations are frozen once released: change these only in ways that keep old migrations' SQL.
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

type Build = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
type ColumnType = 'text' | 'integer' | 'boolean' | 'date' | 'timestamptz';
/** Spread into `addColumn(...)`. */
export type ColumnArgs = [name: string, type: ColumnType, build: Build];

const asIs: Build = (column) => column;

const ISO_INSTANT_GLOB =
  '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z';
const ISO_DATE_GLOB = '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]';

export function columnTypes(dialect: DialectName) {
  const sqlite = dialect === 'sqlite';
  const glob = (name: string, pattern: string) =>
    sql<boolean>`${sql.ref(name)} glob ${sql.lit(pattern)}`;
  return {
    /** timestamptz; on SQLite TEXT holding `Date#toISOString()`. */
    timestamp: (name: string, build: Build = asIs): ColumnArgs =>
      sqlite
        ? [name, 'text', (column) => build(column.check(glob(name, ISO_INSTANT_GLOB)))]
        : [name, 'timestamptz', build],
    /** date; on SQLite TEXT holding 'YYYY-MM-DD'. */
    date: (name: string, build: Build = asIs): ColumnArgs =>
      sqlite
        ? [name, 'text', (column) => build(column.check(glob(name, ISO_DATE_GLOB)))]
        : [name, 'date', build],
    /** boolean; on SQLite INTEGER 0/1 (the SqliteBooleanPlugin converts both ways). */
    boolean: (name: string, build: Build = asIs): ColumnArgs =>
      sqlite
        ? [name, 'integer', (column) => build(column.check(sql`${sql.ref(name)} in (0, 1)`))]
        : [name, 'boolean', build],
  };
}

/** A CHECK that a text column holds exactly `length` ASCII digits, in SQL both dialects run. */
export function digitsCheck(column: string, length: number) {
  let stripped = sql`${sql.ref(column)}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    stripped = sql`replace(${stripped}, ${sql.lit(String(digit))}, '')`;
  }
  return sql<boolean>`length(${sql.ref(column)}) = ${sql.lit(length)} and ${stripped} = ''`;
}
