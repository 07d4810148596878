import { useEffect, useState, type RefObject } from 'react';
import { whenPageSettles } from './when-page-settles';

export interface NeededSoonOptions {
  /** How far outside the viewport the element counts as near (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** See whenPageSettles. */
  settleMs?: number;
  /**
   * False while what sits above the element is still loading: its final height is unknown, so how far
   * the element is from the viewport means nothing yet (a loading gallery of 2 placeholders becomes 10
   * tiles). The page-settled fallback still applies meanwhile.
   */
  observe?: boolean;
}

/**
 * True once the element is near the viewport or the page has settled (whenPageSettles), whichever
 * comes first; it stays true. For a part below the fold whose code the first screen does not need:
 * render a placeholder of the same size until then.
 */
export function useNeededSoon(
  ref: RefObject<Element | null>,
  { rootMargin = '600px', settleMs = 3000, observe = true }: NeededSoonOptions = {},
): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    let active = true;
    const show = () => {
      if (active) setNeeded(true);
    };
    void whenPageSettles(settleMs).then(show);
    return () => {
      active = false;
    };
  }, [needed, settleMs]);
  useEffect(() => {
    const element = ref.current;
    if (needed || !observe || !element || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNeeded(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [needed, observe, ref, rootMargin]);
  return needed;
}
