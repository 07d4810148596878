import { useDeferredValue, type CSSProperties, type ReactNode } from 'react';
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
  /** Cards rendered with the data; the rest follow in a deferred render (default 4: the first row). */
  firstCount?: number;
}

/**
 * Masonry by round-robin columns: card i goes to column i mod n, so appending a page never moves
 * the cards already on screen (CSS `columns` would reflow them all: layout shift on every page).
 */
export function PromotionGrid<T>({ items, getKey, renderItem, breakpoints, layout, label, firstCount = 4 }: PromotionGridProps<T>) {
  // the first row renders with the data; the rest in a deferred render React splits into short tasks,
  // so 50 cards at once do not block a phone's main thread (issue 15)
  const shown = useDeferredValue(items, items.slice(0, firstCount));
  const columnCount = useColumnCount(breakpoints);
  const style = { '--grid-columns': columnCount } as CSSProperties;

  if (layout === 'grid') {
    return (
      <ul className={styles.grid} style={style} aria-label={label}>
        {shown.map((item, index) => (
          <li key={getKey(item)} className={styles.cell}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    );
  }

  const columns: { item: T; index: number }[][] = Array.from({ length: columnCount }, () => []);
  shown.forEach((item, index) => columns[index % columnCount]?.push({ item, index }));
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
