import { Button, ProgressBar } from '@bonus-atlas/shared-ui';
import { useCatalogTranslation } from '../../i18n';
import styles from './HomeToolbar.module.css';

interface LoadMoreButtonProps {
  remaining: number;
  progress: number | null;
  onLoadMore: () => void;
}

/** "Load More Brands (N remaining)"; while the 3 s reveal runs it shows the progress instead (spec §2). */
export function LoadMoreButton({ remaining, progress, onLoadMore }: LoadMoreButtonProps) {
  const { t } = useCatalogTranslation();
  if (remaining <= 0) return null;
  return (
    <div className={styles.loadMore}>
      {progress === null ? (
        <Button variant="secondary" size="lg" onClick={onLoadMore}>
          {t('home.loadMore', { count: remaining })}
        </Button>
      ) : (
        <div className={styles.loadMoreProgress} role="status">
          <span>{t('home.loadingMore')}</span>
          <ProgressBar value={progress} label={t('home.loadingMore')} />
        </div>
      )}
    </div>
  );
}
