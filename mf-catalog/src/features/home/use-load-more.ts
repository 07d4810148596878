import { useCallback, useEffect, useRef, useState } from 'react';
import { preloadVirtualBrandGrid } from '../../components/brand-grid/BrandGrid';
import { useTimedProgress } from './use-timed-progress';

/** spec §9: Load More reveals all after a 3 s progress display. */
export const LOAD_MORE_REVEAL_MS = 3000;

/** Load More state; a new filter, sort or term (`resetKey`) goes back to the first 24. */
export function useLoadMore(resetKey: string) {
  // revealed for this key only: a new filter, sort or term renders its first 24 at once, never first the
  // whole revealed list again (thousands of cards) to be taken back by an effect
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const showAll = revealedFor === resetKey;
  const { progress, start, finish, cancel } = useTimedProgress();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const currentKey = useRef(resetKey);

  useEffect(() => {
    currentKey.current = resetKey;
    setRevealedFor(null);
    clearTimeout(timer.current);
    cancel();
  }, [resetKey, cancel]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = useCallback(() => {
    start(LOAD_MORE_REVEAL_MS, 100);
    // the whole list may be long: its grid's code downloads during the progress display
    preloadVirtualBrandGrid();
    timer.current = setTimeout(() => {
      setRevealedFor(currentKey.current);
      finish();
    }, LOAD_MORE_REVEAL_MS);
  }, [start, finish]);

  return { showAll, progress: showAll ? null : progress, loadMore };
}
