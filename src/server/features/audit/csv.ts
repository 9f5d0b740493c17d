// CSV as RFC 4180 writes it, for the audit log's export: fields separated by commas, lines by
// CRLF, a field quoted when it holds a comma, a quote or a line break (its quotes doubled). A
// field that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is
// prefixed with an apostrophe, so an operator opening the export runs nothing a subject or a
// reason smuggled in (OWASP's CSV injection advice).
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (with its CRLF) of these values. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(field).join(',')}\r\n`;
}
