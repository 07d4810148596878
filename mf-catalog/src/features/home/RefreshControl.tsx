import { formatDateTime, IconButton, ProgressBar } from '@bonus-atlas/shared-ui';
import { RefreshCw } from '@bonus-atlas/shared-ui/icons';
import { useCatalogTranslation } from '../../i18n';
import styles from './HomeToolbar.module.css';

interface RefreshControlProps {
  updatedAt: number;
  progress: number | null;
  onRefresh: () => void;
}

/** Refresh button with the last-updated time and the forced-refresh progress (spec §2, §4). */
export function RefreshControl({ updatedAt, progress, onRefresh }: RefreshControlProps) {
  const { t } = useCatalogTranslation();
  const refreshing = progress !== null;
  return (
    <div className={styles.refresh}>
      <IconButton
        variant="secondary"
        aria-label={refreshing ? t('home.refreshing') : t('home.refresh')}
        icon={<RefreshCw className={refreshing ? styles.spinning : undefined} />}
        disabled={refreshing}
        onClick={onRefresh}
      />
      <span className={styles.updated}>
        {updatedAt > 0 ? t('home.lastUpdated', { time: formatDateTime(updatedAt, { timeStyle: 'short' }) }) : null}
      </span>
      {progress !== null ? (
        <ProgressBar className={styles.progress} value={progress} label={t('home.refreshing')} />
      ) : null}
    </div>
  );
}
