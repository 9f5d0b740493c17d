// How operator commands write what they show: aligned tables, instants on Montréal's clock (where
// the operators and the business day are, docs/product.md §10.2), minutes and phone numbers as people
// read them.
import { formatPhone } from '#shared/format/display.ts';
import { addDays, BUSINESS_TIME_ZONE, zonedParts } from '#shared/time/business-time.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-11-21 10:00" on Montréal's clock. */
export function businessTime(iso: string): string {
  const p = zonedParts(new Date(iso), BUSINESS_TIME_ZONE);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

/**
 * An end or an expiry: like `businessTime`, but midnight reads as 24:00 of the day before, so an
 * end typed as `--end 2026-12-24` (the midnight after that day) shows as "2026-12-24 24:00".
 */
export function businessEnd(iso: string): string {
  const p = zonedParts(new Date(iso), BUSINESS_TIME_ZONE);
  if (p.hour !== 0 || p.minute !== 0) return businessTime(iso);
  const dayBefore = addDays(`${p.year}-${two(p.month)}-${two(p.day)}`, -1);
  return `${dayBefore} 24:00`;
}

/** `businessEnd`, or a dash when there is no instant. */
export const businessEndOrDash = (iso: string | null) => (iso === null ? '-' : businessEnd(iso));

/** `businessTime`, or a dash when there is no instant. */
export const businessTimeOrDash = (iso: string | null) => (iso === null ? '-' : businessTime(iso));

/** "812 bytes", "48.2 kB", "1.3 MB": a file's size as people read it (powers of 1000). */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** "1 minute", "25 minutes". */
export const minutes = (count: number) => `${count} minute${Math.abs(count) === 1 ? '' : 's'}`;

/** "(514) 555-0100", or a dash when there is no number. */
export const phoneOrDash = (phone: string | null) =>
  phone === null ? '-' : formatPhone(phone, 'en');

/** Rows as columns separated by two spaces, each as wide as its widest cell. */
export function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** A text cut to `max` characters with an ellipsis, on one line (for list columns). */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** "label:  value" lines with the values aligned. */
export function facts(rows: readonly (readonly [label: string, value: string])[]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}  ${value}`);
}
