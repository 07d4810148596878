import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 100;

export interface TimedProgress {
  /** 0–100 while running, null when idle. */
  progress: number | null;
  /** Rises linearly from 0 to `ceiling` over `durationMs`, then waits for finish(). */
  start: (durationMs: number, ceiling: number) => void;
  /** Jumps to 100 and goes idle on the next tick. */
  finish: () => void;
  /** Stops and goes idle at once (the wait no longer matters). */
  cancel: () => void;
}

/** Progress for timed waits: the forced refresh (95 % over 10 s) and Load More (3 s), spec §4/§9. */
export function useTimedProgress(): TimedProgress {
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    clearTimeout(hideTimer.current);
  }, []);

  const start = useCallback(
    (durationMs: number, ceiling: number) => {
      stop();
      const startedAt = Date.now();
      setProgress(0);
      timer.current = setInterval(() => {
        const fraction = Math.min((Date.now() - startedAt) / durationMs, 1);
        setProgress(Math.round(fraction * ceiling));
        if (fraction >= 1) clearInterval(timer.current);
      }, TICK_MS);
    },
    [stop],
  );

  const finish = useCallback(() => {
    stop();
    setProgress(100);
    hideTimer.current = setTimeout(() => setProgress(null), TICK_MS * 4);
  }, [stop]);

  const cancel = useCallback(() => {
    stop();
    setProgress(null);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { progress, start, finish, cancel };
}
