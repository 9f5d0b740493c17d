// Seconds left before something may happen again (resending a code): counts down to 0, once
// a second, from `seconds` each time `restartKey` changes.
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number, restartKey: unknown): number {
  const [state, setState] = useState({ restartKey, remaining: seconds });

  // A new start (new key) resets the count during render, so no stale value flashes.
  let remaining = state.remaining;
  if (state.restartKey !== restartKey) {
    remaining = seconds;
    setState({ restartKey, remaining });
  }

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setState((current) => {
        const next = Math.max(0, current.remaining - 1);
        return next === current.remaining ? current : { ...current, remaining: next };
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running, restartKey]);

  return remaining;
}
