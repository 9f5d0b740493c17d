// Polls until a condition holds: for what another process does in its own time (PayPal's
// retried webhook, a restart), where there is nothing to await.
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  options: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, options.everyMs ?? 50));
  }
}

/** `promise`, or a failure naming `what` once `timeoutMs` have passed without it settling. */
export async function within<T>(what: string, promise: Promise<T>, timeoutMs = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`timed out waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
