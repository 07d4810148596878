import type { ReactNode } from 'react';
import { ErrorBoundary } from '@bonus-atlas/shared-ui';
import { useLocation } from '@bonus-atlas/shared-ui/router';
import { RouterErrorPage } from '../pages/RouterErrorPage';

/**
 * The routed section's error view (spec §8): a page that throws outside a remote's own boundary shows
 * "Unexpected Application Error!" below the header and menu; moving to another address starts afresh
 * (a page that has not failed stays mounted as the address changes, e.g. from one brand to another).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      name={`Route ${pathname}`}
      fallback={({ error }) => <RouterErrorPage error={error} />}
    >
      {children}
    </ErrorBoundary>
  );
}
