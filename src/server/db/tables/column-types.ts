// The JS shapes every column has on both dialects (docs/architecture.md §4): the app writes
// `clock.now().toISOString()`; SQLite keeps that text, PostgreSQL a timestamptz parsed back to it.

/** An instant, ISO-8601 in UTC with milliseconds, exactly as `Date#toISOString` gives it. */
export type Timestamp = string;

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;
