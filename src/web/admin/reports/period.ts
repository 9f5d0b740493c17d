// The reports' period as the address holds it (?from=&to=&by=, so a reload or a shared link shows
// the same figures), its presets counted from today in Montréal (this month, last month, this
// quarter) and the rules a custom range must meet before it is asked for (the server's too).
import {
  GroupedPeriodQuerySchema,
  MAX_REPORT_DAYS,
  type GroupedPeriodQuery,
} from '#shared/api/admin/reports.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { addDays, businessDate } from '#shared/time/business-time.ts';
import * as z from 'zod/mini';

export const presets = ['thisMonth', 'lastMonth', 'thisQuarter'] as const;
export type Preset = (typeof presets)[number];

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** The last day of the month `months` after the month of `start` (its first day). */
const endAfter = (year: number, month: number, months: number) => {
  const next = new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
  return addDays(next, -1);
};

/** The days of a preset, counted from `today` ('YYYY-MM-DD' in Montréal). */
export function presetDays(preset: Preset, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (preset === 'thisMonth')
    return { from: monthStart(year, month), to: endAfter(year, month, 1) };
  if (preset === 'lastMonth') {
    const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    return { from: monthStart(last.year, last.month), to: endAfter(last.year, last.month, 1) };
  }
  const first = month - ((month - 1) % 3);
  return { from: monthStart(year, first), to: endAfter(year, first, 3) };
}

/** Today in Montréal, whatever the reader's own time zone. */
export const today = () => businessDate(new Date());

/** The preset whose days these are, or 'custom'. */
export function presetOf(period: { from: string; to: string }, day: string): Preset | 'custom' {
  return (
    presets.find((preset) => {
      const days = presetDays(preset, day);
      return days.from === period.from && days.to === period.to;
    }) ?? 'custom'
  );
}

/**
 * The period in the address, or this month by day when there is none; `invalid` when the address
 * holds one the server would refuse (the page says so and shows this month).
 */
export function periodFromSearch(
  search: URLSearchParams,
  day: string,
): { period: GroupedPeriodQuery; invalid: boolean } {
  const fallback: GroupedPeriodQuery = { ...presetDays('thisMonth', day), by: 'day' };
  if (!search.has('from') && !search.has('to') && !search.has('by')) {
    return { period: fallback, invalid: false };
  }
  const parsed = z.safeParse(GroupedPeriodQuerySchema, Object.fromEntries(search));
  if (!parsed.success || periodErrors(parsed.data).length > 0) {
    return { period: fallback, invalid: true };
  }
  return { period: parsed.data, invalid: false };
}

export interface PeriodError {
  field: 'from' | 'to';
  message: string;
}

/** What is wrong with a custom range, field by field (none when it can be asked for). */
export function periodErrors(period: { from: string; to: string }): PeriodError[] {
  const texts = adminCopy.reports.period;
  const day = z.iso.date();
  const errors: PeriodError[] = [];
  if (!z.safeParse(day, period.from).success) {
    errors.push({ field: 'from', message: texts.fromRequired });
  }
  if (!z.safeParse(day, period.to).success) {
    errors.push({ field: 'to', message: texts.toRequired });
  }
  if (errors.length > 0) return errors;
  if (period.to < period.from) return [{ field: 'to', message: texts.order }];
  if (addDays(period.from, MAX_REPORT_DAYS - 1) < period.to) {
    return [{ field: 'to', message: texts.tooLong(MAX_REPORT_DAYS) }];
  }
  return [];
}
