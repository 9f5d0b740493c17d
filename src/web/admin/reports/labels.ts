// How the reports' buckets, packages and methods read in the operator's language: a day as the
// one formatter writes it (src/shared/format/display.ts), a week by its Monday, a month by name.
import type { Granularity } from '#shared/api/admin/reports.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCalendarDate } from '#shared/format/display.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

export function bucketLabel(bucket: string, by: Granularity): string {
  if (by === 'day') return formatCalendarDate(bucket);
  if (by === 'week') return adminCopy.reports.weekOf(formatCalendarDate(bucket));
  return adminCopy.reports.month(Number(bucket.slice(0, 4)), Number(bucket.slice(5, 7)));
}

/** The package's name in the operator's language (the recorded English name for an unknown id). */
export function packageLabel(bundleId: string, recordedName: string): string {
  const names: Record<string, string> = accountCopy.purchase.bundleNames;
  return Object.hasOwn(names, bundleId) ? (names[bundleId] ?? recordedName) : recordedName;
}
