// CSV as RFC 4180 writes it, for every file the back office downloads: fields separated by
// commas, lines ended by CRLF, a quoted field's quotes doubled. Two styles:
// - `reportStyle` (the reports, read by spreadsheets and tax software): every field quoted, so
//   a package name with a comma stays one field; amounts come as plain decimals from the caller.
// - `auditStyle` (the audit log's export, whose subjects and reasons operators typed): a field
//   quoted only when it must be, and one a spreadsheet would run as a formula (=, +, -, @, tab,
//   carriage return first) prefixed with an apostrophe (OWASP's CSV injection advice).
// - `statementStyle` (an advisor's monthly statement, which names each caller as the customer
//   typed their name): every field quoted, as a report's, and formulas guarded, as the audit's.
// `withByteOrderMark` starts a file a person opens in a spreadsheet with U+FEFF, without which
// Excel reads UTF-8 as Windows-1252 and shows « Marie-Ãˆve » for « Marie-Ève ».
export type CsvField = string | number;

export interface CsvStyle {
  quoteEveryField: boolean;
  guardFormulas: boolean;
}

export const reportStyle: CsvStyle = { quoteEveryField: true, guardFormulas: false };
export const auditStyle: CsvStyle = { quoteEveryField: false, guardFormulas: true };
export const statementStyle: CsvStyle = { quoteEveryField: true, guardFormulas: true };

/** The file as a spreadsheet reads its accents right: U+FEFF, then the CSV. */
export const withByteOrderMark = (csv: string) => `\uFEFF${csv}`;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function field(value: CsvField, style: CsvStyle): string {
  const text = String(value);
  const safe = style.guardFormulas && FORMULA_START.test(text) ? `'${text}` : text;
  return style.quoteEveryField || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (with its CRLF) of these values. */
export function csvLine(values: readonly CsvField[], style: CsvStyle): string {
  return `${values.map((value) => field(value, style)).join(',')}\r\n`;
}

/** A whole file: the header line, then a line per row. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvField[])[],
  style: CsvStyle,
): string {
  return [header, ...rows].map((row) => csvLine(row, style)).join('');
}
