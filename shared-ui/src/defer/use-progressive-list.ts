import { startTransition, useEffect, useMemo, useState } from 'react';

export interface ProgressiveList<T> {
  /** The items on screen: the first ones at once, the others added `step` at a time. */
  shown: readonly T[];
  /** Some items are not on screen yet. */
  catchingUp: boolean;
  /** Catching up for the first time: the list has never been on screen whole. */
  firstReveal: boolean;
}

/**
 * A long list put on screen in steps: the first `first` items with the page, then `step`
 * more per render, each its own commit, until all are shown; items added later (the next page)
 * follow the same way. The server renders the first items, and the browser's first render matches it.
 * Hand-written because React has no such primitive: useDeferredValue splits the rendering of the rest
 * into short slices but commits it in one piece, and adding 50 cards to the page at once was a
 * 100-200 ms task under Lighthouse's mobile CPU; a windowing library would take the cards below the
 * fold out of the page (find-in-page, the e2e suite and the infinite scroll read them).
 */
export function useProgressiveList<T>(
  items: readonly T[],
  first: number,
  step: number,
): ProgressiveList<T> {
  const [count, setCount] = useState(first);
  const [wholeOnce, setWholeOnce] = useState(false);
  const total = items.length;
  const catchingUp = count < total;
  // derived state, set during render (React's pattern for state that follows props); an empty list
  // (still loading) has not been shown
  if (!catchingUp && total > 0 && !wholeOnce) setWholeOnce(true);

  useEffect(() => {
    if (!catchingUp) return undefined;
    // a macrotask between steps: the browser paints and handles input before the next render starts
    const timer = setTimeout(
      () => startTransition(() => setCount((current) => Math.min(current + step, total))),
      0,
    );
    return () => clearTimeout(timer);
  }, [catchingUp, count, step, total]);

  const shown = useMemo(
    () => (catchingUp ? items.slice(0, count) : items),
    [items, count, catchingUp],
  );
  return { shown, catchingUp, firstReveal: catchingUp && !wholeOnce };
}
