// What a benchmark starts (servers, temporary folders) it also stops and removes: when it ends,
// when it fails, and when the run is interrupted (Ctrl-C, SIGTERM). A benchmark runs inside
// `withCleanup`, which undoes its steps in reverse order; the signal handler undoes whatever
// every running benchmark has left, then exits.
type Undo = () => Promise<void> | void;

const pending = new Set<Undo>();
let handlersInstalled = false;

async function undoAll(steps: Undo[]): Promise<void> {
  for (const step of steps.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('bench: a clean-up step failed:', error);
    }
  }
}

function installSignalHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping servers and removing temporary files…`);
      const steps = [...pending];
      pending.clear();
      void undoAll(steps).finally(() => process.exit(code));
    });
  }
}

/** Registers an undo step for the current benchmark; it runs once, in reverse order. */
export type Defer = (undo: Undo) => void;

export async function withCleanup<T>(work: (defer: Defer) => Promise<T>): Promise<T> {
  installSignalHandlers();
  const steps: Undo[] = [];
  const defer: Defer = (undo) => {
    let done = false;
    const once = async () => {
      if (done) return;
      done = true;
      pending.delete(once);
      await undo();
    };
    steps.push(once);
    pending.add(once);
  };
  try {
    return await work(defer);
  } finally {
    await undoAll(steps);
  }
}
