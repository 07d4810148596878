import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Spinner, ToastProvider } from '@bonus-atlas/shared-ui';
import { adminPages } from './routes';

const pages = adminPages.map((page) => ({ paths: page.paths, Page: lazy(page.load) }));

/** This remote's pages without the shell: for developing the section alone. */
export function StandaloneApp() {
  return (
    <ToastProvider>
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {pages.flatMap(({ paths, Page }) =>
              paths.map((path) => <Route key={path} path={path} element={<Page />} />),
            )}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ToastProvider>
  );
}
