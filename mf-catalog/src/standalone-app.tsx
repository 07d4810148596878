import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@bonus-atlas/shared-services';
import { Spinner, ToastProvider } from '@bonus-atlas/shared-ui';
import { catalogPages } from './routes';

const pages = catalogPages.map((page) => ({ path: page.path, Page: lazy(page.load) }));

/** This remote's pages without the shell: for developing the section alone. */
export function StandaloneApp() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ToastProvider>
        <BrowserRouter>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
