// Periodic work inside a server instance: `work` runs every `everyMs`, never twice at once (a
// pass still running makes the next tick skip), and the timer never keeps the process alive.
// `stop()` clears the timer and waits for a pass under way.
export interface Repeating {
  stop(): Promise<void>;
}

export function repeatEvery(everyMs: number, work: () => Promise<void>): Repeating {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= work().finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
