// Text search in SQL both dialects run alike: whether a column contains a text, ignoring case
// (ASCII case on SQLite, whose lower() knows no other), the text's own % and _ taken literally.
import { sql, type RawBuilder } from 'kysely';

/** `lower(column) LIKE '%text%' ESCAPE '\'`, for a WHERE. */
export function containsIgnoringCase(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
