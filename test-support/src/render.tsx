import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
// the DOM matchers' types for every test that renders with this (setup.ts installs them)
import type {} from '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@bonus-atlas/shared-services';
import { ToastProvider } from '@bonus-atlas/shared-ui';
import { MemoryRouter, Route, Routes, useLocation } from '@bonus-atlas/shared-ui/router';

/** Shows the current address, so a test can see where a page navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  /** The address the page opens at. */
  route?: string;
  /** The route pattern the element is mounted at (its params come from `route`). */
  path?: string;
}

/** Renders like the shell does: a query client without retries, toasts and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
