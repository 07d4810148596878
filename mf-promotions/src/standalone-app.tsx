import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { getQueryClient } from '@bonus-atlas/shared-services';
import { Spinner, ToastProvider } from '@bonus-atlas/shared-ui';
import { promotionsPages } from './routes';

const pages = promotionsPages.map((page) => ({ path: page.path, Page: lazy(page.load) }));

/** This remote's pages without the shell (same providers the shell gives them): for developing the section alone. */
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
              <Route path="*" element={<Navigate to="/bycategory" replace />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
