import { ErrorState } from '@bonus-atlas/shared-ui';
import { useLocation } from '@bonus-atlas/shared-ui/router';
import { useShellTranslation } from '../i18n';
import { serverSectionFor } from '../takeover/server-section';
import { useRemoteSlot } from './remote-slot';

/**
 * Shown in a section's own area when its remote is down; the header and other sections keep working.
 * On the page the server rendered, the server's copy of the section stays below the notice: readable,
 * its links working as plain links, its buttons disabled (nothing runs behind them).
 */
export function RemoteUnavailable() {
  const { t } = useShellTranslation();
  const slot = useRemoteSlot();
  // subscribes to the address; compared whole (with a language prefix the router does not see)
  useLocation();
  const serverCopy = slot ? serverSectionFor(slot.remote, window.location.pathname + window.location.search) : null;
  return (
    <div className="shell-remote-unavailable" data-remote-unavailable={slot?.remote ?? ''}>
      <ErrorState
        title={t('common:states.sectionUnavailable')}
        message={t('remoteUnavailableDetail')}
        compact={serverCopy !== null}
        {...(slot ? { onRetry: slot.retry } : {})}
      />
      {serverCopy !== null ? (
        <fieldset
          disabled
          role="presentation"
          data-server-copy
          style={{ display: 'contents' }}
          // the server's own markup of this page, read from the document before hydration
          dangerouslySetInnerHTML={{ __html: serverCopy }}
        />
      ) : null}
    </div>
  );
}
