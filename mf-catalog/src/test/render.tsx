import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@bonus-atlas/shared-services';
import { MemoryRouter, Route, Routes, useLocation } from '@bonus-atlas/shared-ui/router';
import { initI18n, ToastProvider } from '@bonus-atlas/shared-ui';

initI18n({ lng: 'en' });

/** Shows the current URL so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  route?: string;
  path?: string;
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (children: ReactNode) => (
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
  return { ...render(wrap(ui)), queryClient };
}
