// What a call costs (docs/product.md §10.6): every started minute of the connected advisor leg, never
// more than the minutes reserved for it (the Dial's time limit cuts the call there), and nothing
// for a call that never connected.

/** Twilio's longest Dial time limit (4 hours): a reservation never exceeds it. */
export const MAX_CALL_MINUTES = 240;

/**
 * The minutes a call may last: the caller's available minutes, never past Twilio's longest time
 * limit nor the caller's own per-call limit (null: none; docs/decisions/054).
 */
export function callTimeLimit(available: number, perCallLimit: number | null): number {
  return Math.max(0, Math.min(available, MAX_CALL_MINUTES, perCallLimit ?? MAX_CALL_MINUTES));
}

/** ceil(seconds / 60); 0 s costs nothing. */
export function minutesForSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.ceil(seconds / 60);
}

/** The minutes charged for a connected call of `seconds` with `reserved` minutes reserved. */
export function billableMinutes(seconds: number, reserved: number): number {
  return Math.min(minutesForSeconds(seconds), reserved);
}
