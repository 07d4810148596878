import { useEffect, useRef, useState } from 'react';
import { nextHeaderVisible } from './header-visibility';

/** Follows window scroll (one update per animation frame) and says whether the header is shown. */
export function useHeaderVisibility(): boolean {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);

  useEffect(() => {
    // Reading scrollY lays the page out at once. The effect runs right after the app takes over a
    // server-rendered page, when a whole-page layout is pending (a 37 ms forced layout in
    // the takeover's task), so the start position is read in the next frame, where that layout runs anyway.
    let frame = requestAnimationFrame(() => {
      frame = 0;
      lastY.current = window.scrollY;
    });
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const previousY = lastY.current;
        const y = window.scrollY;
        lastY.current = y;
        // the updater may run later, so it must not read the ref
        setVisible((wasVisible) => nextHeaderVisible(previousY, y, wasVisible));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return visible;
}
