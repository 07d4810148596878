import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Outlet, Route, Routes } from '@bonus-atlas/shared-ui/router';
import { LANGUAGE_PREFIX, Spinner, ToastProvider } from '@bonus-atlas/shared-ui';
import { SignInProvider } from './auth/sign-in-context';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { useAddressLanguage } from './routes/address-language';
import { GuardedRoute } from './routes/GuardedRoute';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';
import { usePageListsSettled, usePageRoutes } from './routes/page-lists';
import { useShellTranslation } from './i18n';

function Frame() {
  return (
    <SignInProvider>
      <Layout />
    </SignInProvider>
  );
}

/**
 * The site's routes: the frame (header, menu) around every page, the remotes' pages (their published
 * page lists) and the 404, which waits while a list is still on its way. Declarative routing (no loaders or actions are used): the data router would add ~18 kB
 * gzip to every first load. Errors below keep the header and menu (spec §8).
 */
export function AppRoutes() {
  const routes = usePageRoutes();
  const settled = usePageListsSettled();
  const { t } = useShellTranslation();
  return (
    <Routes>
      <Route element={<Frame />}>
        <Route
          element={
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          }
        >
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<GuardedRoute key={route.path} route={route} />} />
          ))}
          <Route
            path="*"
            element={settled ? <NotFoundPage /> : <Spinner centered size="lg" label={t('sectionLoading')} />}
          />
        </Route>
      </Route>
    </Routes>
  );
}

/** What every page sits in, around the router: the browser's (App) or the server render's. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  // the language's prefix is the router's base (links stay in the page's language); the language
  // switch moves to the other address, where a new router starts from the location bar
  const prefix = LANGUAGE_PREFIX[useAddressLanguage()];
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter key={prefix} basename={prefix || undefined}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
