import { useCallback } from 'react';
import { useSearchParams } from '@bonus-atlas/shared-ui/router';
import { EmptyState, ErrorState, SearchField, Spinner } from '@bonus-atlas/shared-ui';
import { Search } from '@bonus-atlas/shared-ui/icons';
import { BrandGrid } from '../components/brand-grid/BrandGrid';
import { useSearchResults } from '../features/brands';
import { useCatalogTranslation } from '../i18n';
import styles from './Page.module.css';

/** Search (/search): text search over name, description and welcome bonus (spec §2). */
export default function SearchPage() {
  const { t } = useCatalogTranslation();
  const [params, setParams] = useSearchParams();
  const term = params.get('q') ?? '';
  const trimmed = term.trim();
  // the server's page carries the term's first screen, not the brand list (search-head.ts)
  const { catalog, status, results, total } = useSearchResults(trimmed);

  const setTerm = useCallback((next: string) => setParams(next ? { q: next } : {}, { replace: true }), [setParams]);

  let content;
  if (status === 'error') {
    content = (
      <ErrorState
        title={t('search.errorTitle')}
        message={t('search.errorBody')}
        onRetry={() => void catalog.refresh()}
        retryLabel={t('home.retry')}
      />
    );
  } else if (!trimmed) {
    content = <EmptyState icon={<Search />} title={t('search.promptTitle')} message={t('search.promptBody')} />;
  } else if (status === 'loading') {
    content = <Spinner size="lg" centered label={t('home.loadingTitle')} />;
  } else if (total === 0) {
    content = <EmptyState title={t('home.emptySearch', { term: trimmed })} />;
  } else {
    content = (
      <>
        <p className={styles.summary} role="status">
          {t('home.resultsForTerm', { count: total, term: trimmed })}
        </p>
        <BrandGrid brands={results} label={t('search.title')} />
      </>
    );
  }

  return (
    <section className={styles.page} data-remote="mf_catalog" aria-labelledby="catalog-search-title">
      <h1 className={styles.title} id="catalog-search-title">
        {t('search.title')}
      </h1>
      <SearchField
        className={styles.searchBox}
        term={term}
        onSearch={setTerm}
        labels={{ placeholder: t('home.searchPlaceholder'), close: t('home.searchClose') }}
        autoFocus
      />
      {content}
    </section>
  );
}
