import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
// the DOM matchers' types for every test that renders with this (setup.ts installs them)
import type {} from '@testing-library/jest-dom/vitest';
import { createTestQueryClient, ShellProviders, type RouteOptions } from './providers';

export type RenderOptions = RouteOptions;

/** Renders like the shell does: a query client without retries, toasts and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellProviders queryClient={queryClient} route={route} path={path}>
      {children}
    </ShellProviders>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
