import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/** A lazily loaded component whose failed load can be forgotten, so the next render loads it again. */
export type RetryableComponent<P> = ComponentType<P> & { reset: () => void };

/**
 * `React.lazy` that can forget a failed load: React keeps a lazy component's rejected promise for good,
 * so one load that failed offline would fail every later open too. `reset()` (a `RetryBoundary` calls it
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

interface RetryBoundaryProps {
  /** What stands where the part failed, with a retry that renders it again (and so loads it again). */
  fallback: (retry: () => void) => ReactNode;
  /** Says what failed (the console), e.g. "mf_promotions/PromotionDetailModal". */
  name: string;
  /** The lazy parts inside, whose failed load each mount (a new tap) and each Retry forget. */
  parts?: readonly { reset: () => void }[];
  children: ReactNode;
}

/** Catches a part that failed to load or render and shows its fallback in its place, with retry. */
export class RetryBoundary extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  constructor(props: RetryBoundaryProps) {
    super(props);
    props.parts?.forEach((part) => part.reset());
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.parts?.forEach((part) => part.reset());
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
