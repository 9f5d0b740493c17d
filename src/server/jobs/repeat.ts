// Periodic work inside a server instance: `work` runs every `everyMs`, never twice at once (a
// pass still running makes the next tick skip), and the timer never keeps the process alive.
// `stop()` clears the timer and waits for a pass under way. Each pass is a background run with
// an id of its own (`run-…`), which the lines it logs and the provider calls it makes carry
// (logging/work-context.ts).
import { runInBackground } from '#server/logging/work-context.ts';

export interface Repeating {
  stop(): Promise<void>;
}

export function repeatEvery(everyMs: number, work: () => Promise<void>): Repeating {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= runInBackground('run', work).finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
