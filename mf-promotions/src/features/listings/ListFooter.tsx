import { Button, Spinner } from '@bonus-atlas/shared-ui';
import { useInfiniteScroll } from './use-infinite-scroll';
import { usePromotionsTranslation } from '../../i18n';
import styles from './ListFooter.module.css';

interface ListFooterProps {
  hasMore: boolean;
  loadingMore: boolean;
  /** A failed next page stops the automatic loading (no request loop); the button retries. */
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** False while the cards above are still rendering: the sentinel would be in view only for that moment. */
  autoLoad?: boolean;
  /** Cards already shown; the "all seen" line appears only under a non-empty list. */
  shownCount: number;
}

/** Infinite scroll sentinel (300 px ahead) plus the Load More Promotions button for keyboard users. */
export function ListFooter({
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  autoLoad = true,
  shownCount,
}: ListFooterProps) {
  const { t } = usePromotionsTranslation();
  const sentinelRef = useInfiniteScroll({
    onLoadMore,
    enabled: autoLoad && hasMore && !loadingMore && !loadMoreFailed,
  });

  return (
    <div className={styles.footer}>
      {hasMore ? <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" /> : null}
      {/* the status row keeps its height when idle so the button below never jumps (no layout shift) */}
      <div className={styles.status}>{loadingMore ? <Spinner size="sm" label={t('list.loadingMore')} /> : null}</div>
      {loadMoreFailed && !loadingMore ? (
        <p className={styles.error} role="alert">
          {t('list.error')}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
          {t('list.loadMore')}
        </Button>
      ) : shownCount > 0 ? (
        <p className={styles.done}>{t('list.allLoaded')}</p>
      ) : null}
    </div>
  );
}
