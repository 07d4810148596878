import { Chip } from '@bonus-atlas/shared-ui';
import { BRAND_FILTERS, type BrandFilter } from '../brands';
import { useCatalogTranslation } from '../../i18n';
import styles from './HomeToolbar.module.css';

interface FilterChipsProps {
  value: BrandFilter;
  counts: Record<BrandFilter, number>;
  onChange: (filter: BrandFilter) => void;
}

/** spec §2: All Brands / New Brands / Top Rated with counts, plus the bonus, crypto and verified categories. */
export function FilterChips({ value, counts, onChange }: FilterChipsProps) {
  const { t } = useCatalogTranslation();
  return (
    <div className={styles.chips} role="group" aria-label={t('filters.label')}>
      {BRAND_FILTERS.map((filter) => (
        <Chip key={filter} selected={value === filter} count={counts[filter]} onClick={() => onChange(filter)}>
          {t(`filters.${filter}`)}
        </Chip>
      ))}
    </div>
  );
}
