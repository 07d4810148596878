import { useCallback, useEffect, useRef, useState } from 'react';
import { useTimedProgress } from './use-timed-progress';

/** spec §9: Load More reveals all after a 3 s progress display. */
export const LOAD_MORE_REVEAL_MS = 3000;

/** Load More state; a new filter, sort or term (`resetKey`) goes back to the first 24. */
export function useLoadMore(resetKey: string) {
  const [showAll, setShowAll] = useState(false);
  const { progress, start, finish, cancel } = useTimedProgress();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setShowAll(false);
    clearTimeout(timer.current);
    cancel();
  }, [resetKey, cancel]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = useCallback(() => {
    start(LOAD_MORE_REVEAL_MS, 100);
    timer.current = setTimeout(() => {
      setShowAll(true);
      finish();
    }, LOAD_MORE_REVEAL_MS);
  }, [start, finish]);

  return { showAll, progress: showAll ? null : progress, loadMore };
}
