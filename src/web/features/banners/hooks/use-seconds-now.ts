// The current Unix time in whole seconds, re-read once a second. Every countdown on the page
// shares one interval (an external store), which runs only while something shows a countdown.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Whole seconds, so a re-render within the same second reads the same value.
const currentSecond = () => Math.floor(Date.now() / 1000);

export function useSecondsNow(): number {
  // The third reader is for the page shell the server renders (app/render-shell.tsx): the time
  // there is the server's, at the moment it renders (http/page-shells.ts keys its shells by it).
  return useSyncExternalStore(subscribe, currentSecond, currentSecond);
}
