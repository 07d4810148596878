/** User Timing mark set once the page's first frame is on screen: the bench counts the scripts asked for before it. */
const AFTER_FIRST_PAINT_MARK = 'bonus-atlas:after-first-paint';

/**
 * Runs `task` once the browser has painted the frame just rendered (a frame, then a task), and marks
 * that moment the first time. A hidden tab paints no frames, so a timer runs it there instead.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    if (performance.getEntriesByName(AFTER_FIRST_PAINT_MARK).length === 0) performance.mark(AFTER_FIRST_PAINT_MARK);
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 200);
}
