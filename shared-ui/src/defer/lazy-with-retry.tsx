import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/**
 * `React.lazy` that forgets a failed load: React keeps a lazy component's rejected promise for good,
 * so one load that failed offline would fail every later open too. After a failure the next render
 * (a new tap, or Retry in a `RetryBoundary`) loads the module again. Hand-written: React has no option
 * for it.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const create = (): ComponentType<P> =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = create();
        throw error;
      }),
    ) as unknown as ComponentType<P>;
  let current = create();
  return function LazyWithRetry(props: P) {
    const Loaded = current;
    return <Loaded {...props} />;
  };
}

interface RetryBoundaryProps {
  /** What stands where the part failed, with a retry that renders it again (and so loads it again). */
  fallback: (retry: () => void) => ReactNode;
  /** Says what failed (the console), e.g. "mf_promotions/PromotionDetailModal". */
  name: string;
  children: ReactNode;
}

/** Catches a part that failed to load or render and shows its fallback in its place, with retry. */
export class RetryBoundary extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
