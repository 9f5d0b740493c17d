// How the history tables write their values (spec §2, §9).

const ORDER_ID_SHOWN = 8;

/** "5O190127…": an order id's first 8 characters and an ellipsis; a short id as it is. */
export function shortOrderId(orderId: string): string {
  return orderId.length > ORDER_ID_SHOWN ? `${orderId.slice(0, ORDER_ID_SHOWN)}…` : orderId;
}

const minutesFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * A call's length for the "Call Duration (minutes)" column: minutes with one decimal (125 s →
 * "2.1"), so it reads in the column's unit and beside "Minutes Used", which counts each started
 * minute (DECISIONS.md 6).
 */
export function formatCallMinutes(durationSeconds: number): string {
  return minutesFormat.format(durationSeconds / 60);
}
