import { useEffect, useState, type RefObject } from 'react';
import { whenPageSettles } from './when-page-settles';

export interface NeededSoonOptions {
  /** How far outside the viewport the element counts as near (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** See whenPageSettles. */
  settleMs?: number;
}

/**
 * True once the element is near the viewport or the page has settled (whenPageSettles), whichever
 * comes first; it stays true. For a part below the fold whose code the first screen does not need:
 * render a placeholder of the same size until then (issue 15).
 */
export function useNeededSoon(
  ref: RefObject<Element | null>,
  { rootMargin = '600px', settleMs = 3000 }: NeededSoonOptions = {},
): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    let active = true;
    const show = () => {
      if (active) setNeeded(true);
    };
    const element = ref.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) show();
            },
            { rootMargin },
          )
        : null;
    if (element) observer?.observe(element);
    void whenPageSettles(settleMs).then(show);
    return () => {
      active = false;
      observer?.disconnect();
    };
  }, [needed, ref, rootMargin, settleMs]);
  return needed;
}
