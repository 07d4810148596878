import { useId } from 'react';
import { useTranslation } from '@bonus-atlas/shared-ui';
import type { SortDirection, SortState } from './sort-rows';
import styles from './Table.module.css';

interface MobileSortProps {
  columns: ReadonlyArray<{ id: string; label: string }>;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  className?: string;
}

const DIRECTIONS: SortDirection[] = ['asc', 'desc'];

/** Sort control for the stacked phone layout, where the header row is hidden. */
export function MobileSort({ columns, sort, onSortChange, className }: MobileSortProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.mobileSortLabel}>
        {t('table.sortBy')}
      </label>
      <select
        id={id}
        className={styles.mobileSortSelect}
        value={sort ? `${sort.columnId}:${sort.direction}` : ''}
        onChange={(event) => {
          const [columnId, direction] = event.target.value.split(':');
          if (columnId && (direction === 'asc' || direction === 'desc')) {
            onSortChange({ columnId, direction });
          }
        }}
      >
        <option value="" disabled>
          {t('table.defaultOrder')}
        </option>
        {columns.flatMap((column) =>
          DIRECTIONS.map((direction) => (
            <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
              {t('table.sortOption', {
                column: column.label,
                direction: t(direction === 'asc' ? 'table.ascending' : 'table.descending'),
              })}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
