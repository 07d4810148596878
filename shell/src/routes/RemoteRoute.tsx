import { Suspense, useCallback, useMemo, useState } from 'react';
import { ErrorBoundary, Spinner } from '@bonus-atlas/shared-ui';
import { forgetRemotePage, remotePage } from '../federation/load-remote-page';
import { RemoteSlotContext } from '../federation/remote-slot';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { useShellTranslation } from '../i18n';
import { ReleasesServerMarkupWithPage } from '../takeover/server-markup';
import { remoteModuleId, type RoutePage } from './page-lists';

/** One section: the remote's page, lazily loaded, with its own Suspense, error boundary and Retry. */
export function RemoteRoute({ route }: { route: RoutePage }) {
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
      {/* a page with its own head renders its <title>, description and links (shared-ui PageHead) */}
      {route.ownHead ? null : <title>{t('common:appTitle')}</title>}
      <ErrorBoundary key={`${id}#${attempt}`} name={`Remote module ${id}`} fallback={() => <RemoteUnavailable />}>
        <Suspense fallback={<Spinner centered size="lg" label={t('sectionLoading')} />}>
          <Page />
          {/* a hydrated server page's controls wait for this boundary (server-markup.tsx) */}
          <ReleasesServerMarkupWithPage />
        </Suspense>
      </ErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
