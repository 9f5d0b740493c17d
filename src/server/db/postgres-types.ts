// Type parsers for one pg Pool, so PostgreSQL returns the same JS values as SQLite
// (docs/architecture.md §4): numbers for counts and sums, 'YYYY-MM-DD' for dates, and
// `Date#toISOString()` strings for instants. Set per pool, not on the global `pg.types`.
import pg from 'pg';
import type { CustomTypesConfig } from 'pg';

const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

type TextParser = (value: string) => unknown;

const defaultTimestamptzParser = pg.types.getTypeParser(OID.timestamptz) as (value: string) => Date;

function isoOr(value: string, instant: Date): string {
  // 'infinity' and friends have no ISO form; hand them over as PostgreSQL wrote them.
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

const parsers: Record<number, TextParser> = {
  // count(*) and sum(integer) are int8; our values are far below 2^53.
  [OID.int8]: (value) => Number(value),
  // avg() and sum(int8) are numeric; SQLite answers those with a JS number too.
  [OID.numeric]: (value) => Number(value),
  // The session runs with DateStyle=ISO, so this is already 'YYYY-MM-DD'.
  [OID.date]: (value) => value,
  [OID.timestamptz]: (value) => isoOr(value, defaultTimestamptzParser(value)),
  // Not used by the schema; read as UTC rather than the server process's zone.
  [OID.timestamp]: (value) => isoOr(value, new Date(`${value.replace(' ', 'T')}Z`)),
};

export const postgresTypeParsers: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && parsers[oid]
      ? parsers[oid]
      : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
