const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Settles when the page has no better use for the network and the main thread: `delayMs` after the
 * window's load event, or at the first touch, click or key press, whichever comes first. For work the
 * first screen does not need: the load event alone can come before the first images have
 * painted, since the page's data arrives by fetch, which the load event does not wait for.
 */
export function whenPageSettles(delayMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      window.removeEventListener('load', wait);
      clearTimeout(timer);
      resolve();
    };
    const wait = () => {
      timer = setTimeout(done, delayMs);
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, done, { capture: true, passive: true });
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
}
