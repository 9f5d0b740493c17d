// Every rule that depends on "now" asks a Clock, so tests can set the time (docs/architecture.md §8.3):
// they use the fake clock of tests/support/fake-clock.ts.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
