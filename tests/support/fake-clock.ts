// A clock that tests (and the benchmarks) set and advance by hand; the code under test reads it
// through the Clock interface (src/server/clock.ts) as it reads the system clock in production.
import type { Clock } from '#server/clock.ts';

export interface FakeClock extends Clock {
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
}

export function createFakeClock(start: Date | string = '2026-11-21T15:00:00.000Z'): FakeClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
