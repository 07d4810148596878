import { useState, type ReactNode } from 'react';
import type { Decorator } from 'storybook-react-rsbuild';
import { createTestQueryClient, ShellProviders, type RouteOptions } from './providers';

function StoryShell({ route, path, children }: RouteOptions & { children: ReactNode }) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <ShellProviders queryClient={queryClient} route={route} path={path} showLocation={false}>
      {children}
    </ShellProviders>
  );
}

/**
 * A remote's story inside what the shell gives a page, as its component tests render it
 * (renderWithProviders): a fresh query client per story, toasts, and a router at
 * `parameters.router.route` mounted at `parameters.router.path`.
 */
export const withShell: Decorator = (Story, context) => {
  const { route, path } = (context.parameters['router'] ?? {}) as RouteOptions;
  return (
    <StoryShell route={route} path={path}>
      <Story />
    </StoryShell>
  );
};
