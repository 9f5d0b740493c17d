// The reports' CSV files (RFC 4180): a header row, then one row per line; every field quoted
// (so a package name with a comma or a quote stays one field; quotes inside are doubled), lines
// ended by CRLF. Amounts are written as plain decimals by the caller ("1234.56": no currency
// sign, no thousands separator), which spreadsheets and tax software read as numbers.
export type CsvField = string | number;

const quoted = (field: CsvField) => `"${String(field).replace(/"/g, '""')}"`;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvField[])[]): string {
  return [header, ...rows].map((row) => `${row.map(quoted).join(',')}\r\n`).join('');
}
