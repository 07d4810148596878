import type { CSSProperties, ReactNode } from 'react';
import { useMasonrySpans } from './use-masonry-spans';
import { BY_BRANDS_COLUMNS, BY_CATEGORY_COLUMNS, useColumnCount, type ColumnBreakpoints } from './use-column-count';
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
 * One list in the sort's order whatever the layout, so the keyboard and a screen reader meet the cards
 * rank by rank as the eye reads them. Masonry: card i sits in column i mod n and spans as many small
 * rows as it is tall (use-masonry-spans), so appending a page never moves the cards already on screen.
 * The server render knows no viewport: a plain grid whose columns the stylesheet sets per breakpoint,
 * with the same markup, so the app takes the server's page over without replacing a card.
 */
export function PromotionGrid<T>({ items, getKey, renderItem, breakpoints, layout, label }: PromotionGridProps<T>) {
  const columnCount = useColumnCount(breakpoints);
  const masonry = layout === 'masonry' && columnCount !== null && columnCount > 1;
  const cellRef = useMasonrySpans(masonry);
  const style = columnCount === null ? undefined : ({ '--grid-columns': columnCount } as CSSProperties);
  const listClass = masonry ? styles.masonry : `${styles.grid} ${BREAKPOINT_CLASSES.get(breakpoints) ?? ''}`;

  return (
    <ul className={listClass} style={style} aria-label={label}>
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          ref={cellRef}
          className={styles.cell}
          style={masonry ? { gridColumnStart: (index % columnCount) + 1 } : undefined}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
