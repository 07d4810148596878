import { Spinner } from '@bonus-atlas/shared-ui';
import { useSessionStore } from '@bonus-atlas/shared-services';
import { useShellTranslation } from '../i18n';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { SignInRequiredPage } from '../pages/SignInRequiredPage';
import { accessDecision } from './access';
import { RemoteRoute } from './RemoteRoute';
import type { RemoteRouteDefinition } from './route-table';

/** Applies the route's access rule before the remote is requested at all. */
export function GuardedRoute({ route }: { route: RemoteRouteDefinition }) {
  const { t } = useShellTranslation();
  const decision = useSessionStore((state) => accessDecision(route.access, state));
  switch (decision) {
    case 'allow':
      return <RemoteRoute route={route} />;
    case 'wait':
      return <Spinner centered size="lg" label={t('sectionLoading')} />;
    case 'sign-in':
      return <SignInRequiredPage />;
    case 'forbidden':
      return <NotAllowedPage />;
  }
}
