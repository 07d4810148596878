import type { BrandFilter } from '../brands';
import { useCatalogTranslation } from '../../i18n';
import styles from './HomeToolbar.module.css';

interface ResultSummaryProps {
  count: number;
  term: string;
  filter: BrandFilter;
}

/** spec §2: "Found N result(s) for the term and in the category"; silent when neither narrows the list. */
export function ResultSummary({ count, term, filter }: ResultSummaryProps) {
  const { t } = useCatalogTranslation();
  const trimmed = term.trim();
  if (!trimmed && filter === 'all') return null;
  const category = t(`filters.${filter}`);
  const text = !trimmed
    ? t('home.resultsInCategory', { count, category })
    : filter === 'all'
      ? t('home.resultsForTerm', { count, term: trimmed })
      : t('home.resultsForTermInCategory', { count, term: trimmed, category });
  return (
    <p className={styles.summary} role="status">
      {text}
    </p>
  );
}
