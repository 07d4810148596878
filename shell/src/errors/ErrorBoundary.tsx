import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Names the failing part in the console (e.g. `mf_catalog/HomePage`, `route /brand/x`). */
  label: string;
  /** What shows instead of the part that threw. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a part of the page that throws while rendering, so only that area shows its fallback: a
 * remote's page (its Retry view) or the routed section (the router's error view). React offers error
 * boundaries only as class components; give it a new `key` to start afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
