import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Names the failing part in the console (e.g. `mf_catalog/HomePage`, `route /brand/x`). */
  label: string;
  /** What shows instead of the part that threw. */
  fallback: (error: unknown) => ReactNode;
  /** After a failure, a new value starts afresh (e.g. the address); healthy children are left mounted. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  /** The resetKey the state belongs to. */
  resetKey: unknown;
}

/**
 * Catches a part of the page that throws while rendering, so only that area shows its fallback: a
 * remote's page (its Retry view) or the routed section (the router's error view). React offers error
 * boundaries only as class components; give it a new `key` (or, to keep healthy children mounted, a
 * new `resetKey`) to start afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
