import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from '@bonus-atlas/shared-ui/router';
import { ToastProvider } from '@bonus-atlas/shared-ui';
import { SignInProvider } from './auth/sign-in-context';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouterErrorPage } from './pages/RouterErrorPage';
import { GuardedRoute } from './routes/GuardedRoute';
import { routeTable } from './routes/route-table';

function Frame() {
  return (
    <SignInProvider>
      <Layout />
    </SignInProvider>
  );
}

export const appRoutes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      {
        // errors below keep the header and menu (spec §8: Unexpected Application Error!)
        element: <Outlet />,
        errorElement: <RouterErrorPage />,
        children: [
          ...routeTable.map((route) => ({
            path: route.path,
            element: <GuardedRoute key={route.path} route={route} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
