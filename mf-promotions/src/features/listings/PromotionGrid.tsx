import type { CSSProperties, ReactNode } from 'react';
import {
  BY_BRANDS_COLUMNS,
  BY_CATEGORY_COLUMNS,
  useColumnCount,
  type ColumnBreakpoints,
} from './use-column-count';
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

/** The stylesheet's columns for each page's breakpoints (PromotionGrid.module.css mirrors them). */
const BREAKPOINT_CLASSES = new Map<ColumnBreakpoints, string | undefined>([
  [BY_CATEGORY_COLUMNS, styles.byCategoryColumns],
  [BY_BRANDS_COLUMNS, styles.byBrandsColumns],
]);

/**
 * Masonry by round-robin columns: card i goes to column i mod n, so appending a page never moves
 * the cards already on screen (CSS `columns` would reflow them all: layout shift on every page).
 */
export function PromotionGrid<T>({ items, getKey, renderItem, breakpoints, layout, label }: PromotionGridProps<T>) {
  const columnCount = useColumnCount(breakpoints);
  const style = columnCount === null ? undefined : ({ '--grid-columns': columnCount } as CSSProperties);

  // The server render knows no viewport: a plain grid whose columns the stylesheet sets per breakpoint
  // (the same cards in the same columns as the masonry's round robin, rows aligned). One column is the
  // same plain grid, in the browser too: it looks as a masonry's one column does, and on a phone the
  // app then takes over the server's page without replacing the grid's markup.
  if (layout === 'grid' || columnCount === null || columnCount === 1) {
    return (
      <ul className={`${styles.grid} ${BREAKPOINT_CLASSES.get(breakpoints) ?? ''}`} style={style} aria-label={label}>
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
