// PayPal-Request-Id (docs/architecture.md §5.1): PayPal keeps a key for 6 hours and answers
// a repeated request with the latest state of what the first one did. Only requests that
// succeeded are remembered: after a decline, the same key may try again once the buyer has
// approved anew, as a caller retrying with a stable key expects.
import type { Clock } from '#server/clock.ts';

const windowMs = 6 * 60 * 60 * 1000;

export function createIdempotencyKeys(clock: Clock) {
  /** `<operation>:<scope>:<PayPal-Request-Id>` → the resource it produced, and when. */
  const keys = new Map<string, { resourceId: string; at: number }>();
  return {
    /** The resource a live key produced, or null. */
    recall(key: string | null): string | null {
      if (key === null) return null;
      const entry = keys.get(key);
      if (!entry) return null;
      if (clock.now().getTime() - entry.at > windowMs) {
        keys.delete(key);
        return null;
      }
      return entry.resourceId;
    },
    remember(key: string | null, resourceId: string) {
      if (key !== null) keys.set(key, { resourceId, at: clock.now().getTime() });
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
