import { useSyncExternalStore } from 'react';

const TICK_MS = 10_000;

let clock = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function readClock(): number {
  // nobody watching: the time of this render (to the second, so two reads in one render agree)
  if (listeners.size === 0) clock = Math.floor(Date.now() / 1000) * 1000;
  return clock;
}

function subscribeClock(listener: () => void): () => void {
  if (listeners.size === 0) {
    clock = Date.now();
    timer = setInterval(() => {
      clock = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * "Now" for relative times ("15 seconds ago"), moving every 10 s. In the server render and while the
 * browser hydrates its page it is `renderedAt` (when the server read the data shown, e.g. the query's
 * dataUpdatedAt, which travels with the page), so both render the same words; the live time follows
 * right after hydration. Without it the seconds between the server's render and the browser's differ
 * and React throws the server's page away (error 418).
 */
export function useNow(renderedAt: number): number {
  return useSyncExternalStore(subscribeClock, readClock, () => renderedAt || readClock());
}
