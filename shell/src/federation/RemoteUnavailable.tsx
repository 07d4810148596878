import { ErrorState } from '@bonus-atlas/shared-ui';
import { useShellTranslation } from '../i18n';
import { useRemoteSlot } from './remote-slot';

/** Shown in a section's own area when its remote is down; the header and other sections keep working. */
export function RemoteUnavailable() {
  const { t } = useShellTranslation();
  const slot = useRemoteSlot();
  return (
    <div className="shell-remote-unavailable" data-remote-unavailable={slot?.remote ?? ''}>
      <ErrorState
        title={t('common:states.sectionUnavailable')}
        message={t('remoteUnavailableDetail')}
        {...(slot ? { onRetry: slot.retry } : {})}
      />
    </div>
  );
}
