import { useCallback, useMemo } from 'react';
import { EmptyState, ErrorState, Skeleton, useProgressiveList } from '@bonus-atlas/shared-ui';
import type { PromotionView } from '@bonus-atlas/shared-services';
import type { PromotionListing } from './promotion-listing';
import type { ColumnBreakpoints } from './use-column-count';
import { matchesPromotionSearch } from '../search';
import { usePromotionsTranslation } from '../../i18n';
import { ListFooter } from './ListFooter';
import { PromotionCard } from './PromotionCard';
import { PromotionGrid } from './PromotionGrid';
import styles from './PromotionList.module.css';

/** Cards in the first row load their image eagerly (above the fold on every breakpoint). */
const PRIORITY_CARDS = 4;
/** Cards added to the page per render after the first row. */
const CARDS_PER_STEP = 8;

interface PromotionListProps {
  listing: PromotionListing;
  searchTerm: string;
  layout: 'masonry' | 'grid';
  breakpoints: ColumnBreakpoints;
  emptyMessage: string;
  onOpen: (promotion: PromotionView) => void;
  onImageLoad?: (url: string, loadTimeMs: number) => void;
}

/** A promotion grid with its loading, error, empty and load-more states. */
export function PromotionList({
  listing,
  searchTerm,
  layout,
  breakpoints,
  emptyMessage,
  onOpen,
  onImageLoad,
}: PromotionListProps) {
  const { t } = usePromotionsTranslation();
  const shown = useMemo(
    () =>
      searchTerm
        ? listing.promotions.filter((promotion) => matchesPromotionSearch(promotion, searchTerm))
        : listing.promotions,
    [listing.promotions, searchTerm],
  );
  // the first row renders with the data; the rest follow a few cards per render, so 50 cards at once
  // do not block a phone's main thread. Until it has caught up the page is short, so the
  // infinite scroll waits instead of taking the next page for a scroll nobody made.
  const { shown: rendered, catchingUp, firstReveal } = useProgressiveList(shown, PRIORITY_CARDS, CARDS_PER_STEP);
  const renderCard = useCallback(
    (promotion: PromotionView, index: number) => (
      <PromotionCard
        promotion={promotion}
        onOpen={onOpen}
        priority={index < PRIORITY_CARDS}
        onImageLoad={onImageLoad}
      />
    ),
    [onOpen, onImageLoad],
  );

  if (listing.status === 'loading') {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.visuallyHidden}>{t('list.loading')}</span>
        <div className={styles.skeletons} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={260} />
          ))}
        </div>
      </div>
    );
  }

  if (listing.status === 'error') {
    return <ErrorState title={t('list.error')} onRetry={listing.retry} retryLabel={t('list.tryAgain')} />;
  }

  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t('list.showing', { count: shown.length })}
      </p>
      {shown.length === 0 && !listing.hasMore ? (
        <EmptyState
          title={t('list.empty')}
          message={searchTerm ? t('list.emptySearch', { term: searchTerm }) : emptyMessage}
        />
      ) : (
        <PromotionGrid
          items={rendered}
          getKey={(promotion) => `${promotion.brandId}/${promotion.id}`}
          renderItem={renderCard}
          breakpoints={breakpoints}
          layout={layout}
          label={t('list.gridLabel')}
        />
      )}
      {/* the footer waits for the first reveal: shown under the first row and then pushed down by the
          cards that follow, it would be the page's one layout shift (CLS 0.117) */}
      {firstReveal ? null : (
        <ListFooter
          hasMore={listing.hasMore}
          loadingMore={listing.loadingMore}
          loadMoreFailed={listing.loadMoreFailed}
          onLoadMore={listing.loadMore}
          autoLoad={!catchingUp}
          shownCount={shown.length}
        />
      )}
    </>
  );
}
