import { useId } from 'react';
import { BRAND_SORTS, isBrandSort, type BrandSort } from '../brands';
import { useCatalogTranslation } from '../../i18n';
import styles from './HomeToolbar.module.css';

interface SortSelectProps {
  value: BrandSort;
  onChange: (sort: BrandSort) => void;
}

/** spec §2 sorting options: rating, newest, name, bonus. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useCatalogTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('sort.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          if (isBrandSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {BRAND_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
