import { useState, type ReactNode } from 'react';
import type { Decorator } from 'storybook-react-rsbuild';
import { resetSession, useSessionStore } from '@bonus-atlas/shared-services';
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

export const MEMBER = {
  uid: 'demo-member',
  displayName: 'Maya Member',
  email: 'member@bonus-atlas.test',
  photoURL: null,
};
export const ADMIN = { uid: 'demo-admin', displayName: 'Atlas Admin', email: 'admin@bonus-atlas.test', photoURL: null };

/**
 * A story's beforeEach for a signed-in member or admin (the session store, as the shell fills it);
 * the returned cleanup signs out again for the next story.
 */
export function signedIn(role: 'member' | 'admin' = 'member') {
  return () => {
    useSessionStore.setState({ status: 'signed-in', user: role === 'admin' ? ADMIN : MEMBER, role });
    return () => resetSession();
  };
}

/** A story's beforeEach for a visitor: Auth has answered, nobody is signed in (the previews' default). */
export function signedOut() {
  resetSession('signed-out');
}
