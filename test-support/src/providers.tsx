import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@bonus-atlas/shared-services';
import { ToastProvider } from '@bonus-atlas/shared-ui';
import { MemoryRouter, Route, Routes, useLocation } from '@bonus-atlas/shared-ui/router';

/** Shows the current address, so a test can see where a page navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RouteOptions {
  /** The address the page opens at. */
  route?: string;
  /** The route pattern the element is mounted at (its params come from `route`). */
  path?: string;
}

/** A query client as a test wants it: a failed read or write is an answer at once, never retried. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface ShellProvidersProps extends RouteOptions {
  queryClient: QueryClient;
  children: ReactNode;
  /** The address line under the page (component tests read it; stories leave it out). */
  showLocation?: boolean;
}

/** What the shell gives a page: the query client, toasts and a router at `route`. */
export function ShellProviders({
  queryClient,
  route = '/',
  path = '*',
  showLocation = true,
  children,
}: ShellProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
          {showLocation ? <LocationProbe /> : null}
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
