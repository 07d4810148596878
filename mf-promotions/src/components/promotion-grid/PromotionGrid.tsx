import type { CSSProperties, ReactNode } from 'react';
import { useColumnCount, type ColumnBreakpoints } from '../../hooks/use-column-count';
import styles from './PromotionGrid.module.css';

interface PromotionGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  breakpoints: ColumnBreakpoints;
  /** `masonry` stacks cards of different heights; `grid` aligns them in rows. */
  layout: 'masonry' | 'grid';
  label: string;
}

/**
 * Masonry by round-robin columns: card i goes to column i mod n, so appending a page never moves
 * the cards already on screen (CSS `columns` would reflow them all: layout shift on every page).
 */
export function PromotionGrid<T>({ items, getKey, renderItem, breakpoints, layout, label }: PromotionGridProps<T>) {
  const columnCount = useColumnCount(breakpoints);
  const style = { '--grid-columns': columnCount } as CSSProperties;

  if (layout === 'grid') {
    return (
      <ul className={styles.grid} style={style} aria-label={label}>
        {items.map((item, index) => (
          <li key={getKey(item)} className={styles.cell}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    );
  }

  const columns: { item: T; index: number }[][] = Array.from({ length: columnCount }, () => []);
  items.forEach((item, index) => columns[index % columnCount]?.push({ item, index }));
  return (
    <div className={styles.masonry} style={style} role="list" aria-label={label}>
      {columns.map((column, columnIndex) => (
        <div key={columnIndex} className={styles.column} role="presentation">
          {column.map(({ item, index }) => (
            <div key={getKey(item)} className={styles.cell} role="listitem">
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
