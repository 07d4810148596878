import { lazy, type ComponentType } from 'react';

/** A lazily loaded component whose failed load can be forgotten, so the next render loads it again. */
export type RetryableComponent<P> = ComponentType<P> & { reset: () => void };

/**
 * `React.lazy` that can forget a failed load: React keeps a lazy component's rejected promise for good,
 * so one load that failed offline would fail every later open too. `reset()` (an `ErrorBoundary` given it as a part calls it
 * when it mounts and on Retry) starts a new load at the next render; never on its own, so a page
 * offline does not load in a loop. Hand-written: React has no option for it.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryableComponent<P> {
  let failed = false;
  const create = (): ComponentType<P> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ) as unknown as ComponentType<P>;
  let current = create();
  function LazyWithRetry(props: P) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  LazyWithRetry.reset = () => {
    if (!failed) return;
    failed = false;
    current = create();
  };
  return LazyWithRetry;
}
