/** User Timing mark set once the page's first frame is on screen: the bench counts the scripts asked for before it. */
const AFTER_FIRST_PAINT_MARK = 'bonus-atlas:after-first-paint';

/**
 * Runs `task` once the browser has painted the frame just rendered (`frames` frames, then a task), and
 * marks that moment the first time. A hidden tab paints no frames, so a timer runs it there instead.
 */
export function afterFirstPaint(task: () => void, frames = 1): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    if (performance.getEntriesByName(AFTER_FIRST_PAINT_MARK).length === 0) performance.mark(AFTER_FIRST_PAINT_MARK);
    task();
  };
  const frame = (left: number) => requestAnimationFrame(() => (left > 1 ? frame(left - 1) : setTimeout(run, 0)));
  frame(frames);
  setTimeout(run, 200);
}

/**
 * Resolves once the first screen's images (every one not loading lazily) are decoded, so the next frame
 * shows them. A loaded image is not yet a painted one: `decoding="async"` images are decoded off the
 * main thread and may reach the screen a frame or two after the load event. A broken image counts as done.
 */
export function firstScreenImagesDecoded(): Promise<void> {
  const eager = Array.from(document.images).filter((image) => image.loading !== 'lazy');
  return Promise.all(eager.map((image) => image.decode().catch(() => undefined))).then(() => undefined);
}
