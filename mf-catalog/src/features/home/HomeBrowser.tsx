import { useCallback, useState } from 'react';
import { Button, EmptyState, ErrorState, SearchToggle, Spinner } from '@bonus-atlas/shared-ui';
import { Info } from '@bonus-atlas/shared-ui/icons';
import { BrandGrid } from '../../components/brand-grid/BrandGrid';
import { INITIAL_BRAND_COUNT } from '../brands';
import { useTimedProgress } from './use-timed-progress';
import { useCatalogTranslation } from '../../i18n';
import { FilterChips } from './FilterChips';
import { LoadMoreButton } from './LoadMoreButton';
import { RefreshControl } from './RefreshControl';
import { ResultSummary } from './ResultSummary';
import { SortSelect } from './SortSelect';
import { useHomeQuery } from './use-home-query';
import { useLoadMore } from './use-load-more';
import { useHomeView } from './use-home-view';
import styles from './HomeBrowser.module.css';
import toolbarStyles from './HomeToolbar.module.css';

/** spec §4: a forced refresh rises to 95 % over 10 s, then 100 on completion. */
const REFRESH_PROGRESS_MS = 10_000;
const REFRESH_PROGRESS_CEILING = 95;

/** Home's brand browser: chips with counts, search, sort, refresh, results and Load More (spec §2). */
export function HomeBrowser() {
  const { t } = useCatalogTranslation();
  const query = useHomeQuery();
  const refreshProgress = useTimedProgress();
  const { filter, sort, term } = query;

  const listKey = `${filter}|${sort}|${term}`;
  const loadMore = useLoadMore(listKey);
  const view = useHomeView({ filter, sort, term }, loadMore.showAll);
  const { catalog, counts, visible, remaining } = view;
  // keyboard users land on the first revealed card instead of losing focus with the button
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const clearFocusIndex = useCallback(() => setFocusIndex(null), []);
  const revealAll = () => {
    setFocusIndex(INITIAL_BRAND_COUNT);
    loadMore.loadMore();
  };

  const refresh = () => {
    refreshProgress.start(REFRESH_PROGRESS_MS, REFRESH_PROGRESS_CEILING);
    void catalog.refresh().finally(refreshProgress.finish);
  };

  return (
    <div className={styles.browser}>
      <div className={styles.toolbar}>
        <FilterChips value={filter} counts={counts} onChange={query.setFilter} />
        <div className={styles.row}>
          <SearchToggle
            className={toolbarStyles.searchSlot}
            term={term}
            onSearch={query.setTerm}
            onDraft={view.prepare}
            labels={{
              open: t('home.searchToggle'),
              close: t('home.searchClose'),
              placeholder: t('home.searchPlaceholder'),
            }}
          />
          <SortSelect value={sort} onChange={query.setSort} />
          <RefreshControl updatedAt={view.updatedAt} progress={refreshProgress.progress} onRefresh={refresh} />
        </div>
      </div>

      {catalog.isShowingCachedData ? (
        <p className={styles.cached} role="status">
          <Info aria-hidden="true" />
          {t('home.cachedBanner')}
        </p>
      ) : null}

      {view.status === 'loading' ? (
        <div className={styles.loading} role="status" aria-busy="true">
          <Spinner size="lg" />
          <p className={styles.loadingTitle}>{t('home.loadingTitle')}</p>
          <p>{t('home.loadingBody')}</p>
        </div>
      ) : view.status === 'error' ? (
        <ErrorState
          title={t('home.errorTitle')}
          message={catalog.errorMessage}
          onRetry={refresh}
          retryLabel={t('home.retry')}
          retrying={refreshProgress.progress !== null}
        />
      ) : (
        <>
          <ResultSummary count={view.total} term={term} filter={filter} />
          {view.total === 0 ? (
            <EmptyState
              title={term.trim() ? t('home.emptySearch', { term: term.trim() }) : t('home.emptyCategory')}
              action={
                <Button variant="secondary" onClick={query.showEverything}>
                  {t('home.browseAll')}
                </Button>
              }
            />
          ) : (
            <>
              {/* a new filter, sort or term starts a grid of its own: its first cards at once, the rest a few per
                  render, instead of swapping all 24 cards (and the revealed window) in one long task */}
              <BrandGrid
                key={listKey}
                brands={visible}
                label={t(`filters.${filter}`)}
                focusIndex={loadMore.showAll ? focusIndex : null}
                onFocused={clearFocusIndex}
              />
              <LoadMoreButton remaining={remaining} progress={loadMore.progress} onLoadMore={revealAll} />
            </>
          )}
        </>
      )}
    </div>
  );
}
