// Every rule that depends on "now" asks a Clock, so tests can set the time (DESIGN.md §8.3).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
