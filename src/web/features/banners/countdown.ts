// The promotion countdown's arithmetic (docs/product.md §4: days, hours, minutes, seconds; hidden at zero).

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole seconds from `nowSeconds` (a Unix time in seconds) until `endsAt`. The end is rounded
 * up, so the count reaches 0 exactly when the promotion ends, not up to a second early. NaN
 * (an end date that cannot be read) becomes 0: a promotion whose end is unknown is not shown.
 */
export function secondsUntil(endsAt: string, nowSeconds: number): number {
  const endSeconds = Math.ceil(Date.parse(endsAt) / 1000);
  const remaining = endSeconds - nowSeconds;
  return Number.isNaN(remaining) ? 0 : remaining;
}

export function countdownParts(totalSeconds: number): CountdownParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
