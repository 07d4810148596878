import { Suspense, useCallback, useMemo, useState } from 'react';
import { Spinner } from '@bonus-atlas/shared-ui';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { forgetRemotePage, remotePage } from '../federation/load-remote-page';
import { RemoteSlotContext } from '../federation/remote-slot';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { useShellTranslation } from '../i18n';
import { ReleasesServerMarkupWithPage } from '../takeover/server-markup';
import { remoteModuleId, type RemoteRouteDefinition } from './route-table';

/** Pages that render their own <title>, description and links (shared-ui PageHead); others get the site's title. */
const PAGES_WITH_OWN_HEAD: ReadonlySet<string> = new Set([
  'mf_catalog/HomePage',
  'mf_catalog/BrandPage',
  'mf_promotions/ByCategoryPage',
  'mf_promotions/ByBrandsPage',
  'mf_promotions/WelcomeBonusPage',
]);

/** One section: the remote's page, lazily loaded, with its own Suspense, error boundary and Retry. */
export function RemoteRoute({ route }: { route: RemoteRouteDefinition }) {
  const { t } = useShellTranslation();
  const id = remoteModuleId(route);
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    forgetRemotePage(id);
    setAttempt((n) => n + 1);
  }, [id]);
  const slot = useMemo(() => ({ remote: route.remote, retry }), [route.remote, retry]);
  // a new attempt must build a new lazy component, or React would reuse the failed one
  const Page = useMemo(() => remotePage(id), [id, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <RemoteSlotContext.Provider value={slot}>
      {PAGES_WITH_OWN_HEAD.has(id) ? null : <title>{t('common:appTitle')}</title>}
      <ErrorBoundary key={`${id}#${attempt}`} label={`Remote module ${id}`} fallback={() => <RemoteUnavailable />}>
        <Suspense fallback={<Spinner centered size="lg" label={t('sectionLoading')} />}>
          <Page />
          {/* a hydrated server page's controls wait for this boundary (server-markup.tsx) */}
          <ReleasesServerMarkupWithPage />
        </Suspense>
      </ErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
