import { useCallback, useEffect, useRef } from 'react';

/** spec §9: the next page starts loading when the sentinel is within 300 px of the viewport. */
export const INFINITE_SCROLL_THRESHOLD_PX = 300;

interface InfiniteScrollOptions {
  /** Called when the sentinel approaches the viewport and `enabled` is true. */
  onLoadMore: () => void;
  /** False while a page is loading or when there is nothing more to load. */
  enabled: boolean;
}

/** Returns a ref callback for a sentinel element placed after the last card. */
export function useInfiniteScroll({ onLoadMore, enabled }: InfiniteScrollOptions) {
  const observerRef = useRef<IntersectionObserver | null>(null);
  const nodeRef = useRef<HTMLElement | null>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  const enabledRef = useRef(enabled);

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
    enabledRef.current = enabled;
  }, [onLoadMore, enabled]);

  const sentinelRef = useCallback((node: HTMLElement | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    nodeRef.current = node;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    observerRef.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && enabledRef.current) onLoadMoreRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observerRef.current.observe(node);
  }, []);

  // a sentinel that stays visible after a page lands (short pages) must trigger the next page too
  useEffect(() => {
    const observer = observerRef.current;
    const node = nodeRef.current;
    if (!enabled || !observer || !node) return;
    // re-observing makes the observer report the sentinel's current state once more
    observer.unobserve(node);
    observer.observe(node);
  }, [enabled]);

  useEffect(() => () => observerRef.current?.disconnect(), []);

  return sentinelRef;
}
