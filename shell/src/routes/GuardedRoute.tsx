import { Spinner } from '@bonus-atlas/shared-ui';
import { useSessionStore } from '@bonus-atlas/shared-services/frame';
import { useShellTranslation } from '../i18n';
import { AdminToolOnlyPage } from '../pages/AdminToolOnlyPage';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { SignInRequiredPage } from '../pages/SignInRequiredPage';
import { accessDecision } from './access';
import { RemoteRoute } from './RemoteRoute';
import type { RoutePage } from './page-lists';

/** Applies the route's access rule before the remote is requested at all. */
export function GuardedRoute({ route }: { route: RoutePage }) {
  const { t } = useShellTranslation();
  const decision = useSessionStore((state) => accessDecision(route.access, state));
  const isAdmin = useSessionStore((state) => state.role === 'admin');
  switch (decision) {
    case 'allow':
      // the admin remote is never requested for a non-admin (its files are served to admins only)
      if (route.remote === 'mf_admin' && !isAdmin) return <AdminToolOnlyPage />;
      return <RemoteRoute route={route} />;
    case 'wait':
      return <Spinner centered size="lg" label={t('sectionLoading')} />;
    case 'sign-in':
      return <SignInRequiredPage />;
    case 'forbidden':
      return <NotAllowedPage />;
  }
}
