// The played call's clock. Some of a call passes in real time (the player may wait while the
// caller talks), some only on paper (a <Pause>, a menu timing out, an advisor's phone ringing
// out, or talk when the player does not wait). The timeline is the later of the clock and the
// time reached on paper, so records have consistent start, end and duration either way.
export interface CallTimeline {
  readonly start: Date;
  current(): Date;
  /** Time that passes without waiting for it. */
  elapse(seconds: number): void;
  /** The call has reached at least this instant (the end of a talk that may not have waited). */
  reach(instant: Date): void;
}

export function createCallTimeline(now: () => Date): CallTimeline {
  const start = now();
  let reached = start.getTime();
  const current = () => {
    reached = Math.max(reached, now().getTime());
    return new Date(reached);
  };
  return {
    start,
    current,
    elapse(seconds) {
      reached = current().getTime() + seconds * 1000;
    },
    reach(instant) {
      reached = Math.max(reached, instant.getTime());
    },
  };
}

/** Whole seconds between two instants, as Twilio counts a call's duration. */
export function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
}
