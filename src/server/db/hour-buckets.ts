// The hour (UTC) an instant column falls in, as an ISO instant 'YYYY-MM-DDTHH:00:00.000Z' on both
// dialects: the one piece of date bucketing the reports leave to the database. Grouping by the
// UTC hour is exact for any zone whose offset is whole hours (America/Toronto's is), so the
// reports turn hours into business days, weeks and months in TypeScript, with the zone rules
// of src/shared/time/business-time.ts, instead of each dialect's time-zone functions (SQLite has
// none). A period of a year is at most 8,784 hours per group.
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DialectName } from './database.ts';

export function utcHourOf(
  dialect: DialectName,
  instant: Expression<string | null>,
): RawBuilder<string> {
  // SQLite keeps instants as `Date#toISOString()` text. PostgreSQL bins the timestamptz into
  // hours counted from a UTC midnight, whatever the session's zone, and its type parser answers
  // the same ISO text: date_bin is plain arithmetic on the instant, where date_trunc(…, 'UTC')
  // converts each row to the zone and back, about twice the cost over a month of a million
  // customers' orders (docs/performance.md). date_bin needs PostgreSQL 14 or later.
  return dialect === 'postgres'
    ? sql<string>`date_bin('1 hour', ${instant}, timestamptz '2000-01-01T00:00:00Z')`
    : sql<string>`substr(${instant}, 1, 13) || ':00:00.000Z'`;
}
