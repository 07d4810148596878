import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryFailure {
  error: unknown;
  /** Renders the part again; its lazy `parts` load again. */
  retry: () => void;
}

export interface ErrorBoundaryProps {
  /** Names the failing part in the console (e.g. `mf_catalog/HomePage`, `Route /brand/x`). */
  name: string;
  /** What stands where the part failed. */
  fallback: (failure: ErrorBoundaryFailure) => ReactNode;
  /** After a failure, a new value starts afresh (e.g. the address); healthy children are left mounted. */
  resetKey?: unknown;
  /** Lazy parts inside (lazyWithRetry) whose failed load each mount and each retry forget. */
  parts?: readonly { reset: () => void }[];
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  /** The resetKey the state belongs to. */
  resetKey: unknown;
}

/**
 * Catches a part of the page that fails to load or render, so only that area shows its fallback (a
 * remote's page, a modal from another remote, the routed section). React offers error boundaries only
 * as class components; a new `key` (or, to keep healthy children mounted, a new `resetKey`) or the
 * fallback's retry starts afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: undefined,
    failed: false,
    resetKey: this.props.resetKey,
  };

  constructor(props: ErrorBoundaryProps) {
    super(props);
    // a new mount (a new tap on what failed before) loads a failed part again
    props.parts?.forEach((part) => part.reset());
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.name} failed to render`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.parts?.forEach((part) => part.reset());
    this.setState({ error: undefined, failed: false });
  };

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback({ error: this.state.error, retry: this.retry })
      : this.props.children;
  }
}
