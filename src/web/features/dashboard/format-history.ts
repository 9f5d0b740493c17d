// How the history tables write their values (docs/product.md §2, §9).
import type { Locale } from '#shared/copy/locale.ts';
import { perLocale } from '#shared/copy/per-locale.ts';

const ORDER_ID_SHOWN = 8;

/** "5O190127…": an order id's first 8 characters and an ellipsis; a short id as it is. */
export function shortOrderId(orderId: string): string {
  return orderId.length > ORDER_ID_SHOWN ? `${orderId.slice(0, ORDER_ID_SHOWN)}…` : orderId;
}

const minutesFormat = perLocale(
  (intl) => new Intl.NumberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/**
 * A call's length for the "Call Duration (minutes)" column: minutes with one decimal (125 s →
 * "2.1", "2,1" in French), so it reads in the column's unit and beside "Minutes Used", which
 * counts each started minute (docs/product.md §10.6).
 */
export function formatCallMinutes(durationSeconds: number, locale?: Locale): string {
  return minutesFormat(locale).format(durationSeconds / 60);
}
