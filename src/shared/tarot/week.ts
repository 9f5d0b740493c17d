// A game's week is a business week, Monday to Sunday (docs/product.md §10.2). Operators name a game by
// its Monday; this checks such a date before anything is written.
import { addDays } from '#shared/time/business-time.ts';

/** True for a real calendar date written YYYY-MM-DD that falls on a Monday. */
export function isWeekStart(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  // 2026-02-30 rolls over to March: not a real date.
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) {
    return false;
  }
  return day.getUTCDay() === 1;
}

/** The Sunday that ends the week starting on `weekStart`. */
export function weekEndOf(weekStart: string): string {
  return addDays(weekStart, 6);
}
