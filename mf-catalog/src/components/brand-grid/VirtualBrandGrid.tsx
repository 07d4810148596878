import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CatalogBrand } from '../../features/brands/catalog-brand';
import { BrandCard } from '../brand-card/BrandCard';
import styles from './BrandGrid.module.css';

/** The grid's columns by viewport width, as BrandGrid.module.css lays them out. */
const COLUMN_BREAKPOINTS: readonly [minWidth: number, columns: number][] = [
  [1400, 4],
  [1024, 3],
  [640, 2],
];
/** A card's height before it is measured (about 450 px at every width) plus the grid's gap. */
const ESTIMATED_ROW_PX = 466;
/** Rows rendered above and below the screen, so a fling does not show blanks. */
const OVERSCAN_ROWS = 3;

function columnsFor(width: number): number {
  return COLUMN_BREAKPOINTS.find(([minWidth]) => width >= minWidth)?.[1] ?? 1;
}

function useColumns(): number {
  const [columns, setColumns] = useState(() => (typeof window === 'undefined' ? 1 : columnsFor(window.innerWidth)));
  useEffect(() => {
    const update = () => setColumns(columnsFor(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return columns;
}

interface VirtualBrandGridProps {
  brands: readonly CatalogBrand[];
  /** The place of the first of `brands` in the whole list, and the whole list's length. */
  offset?: number;
  total?: number;
  label: string;
  focusIndex?: number | null;
  onFocused?: () => void;
}

/**
 * A long grid (all brands revealed): only the rows on and near the screen are in the page, so showing
 * thousands of cards costs what showing a screenful does. Rows are measured once shown; the list keeps
 * its full height, and each card says its place in the whole list to assistive technology.
 */
export function VirtualBrandGrid({
  brands,
  offset = 0,
  total = brands.length,
  label,
  focusIndex = null,
  onFocused,
}: VirtualBrandGridProps) {
  const list = useRef<HTMLDivElement>(null);
  const columns = useColumns();
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, [columns]);
  const rows = Math.ceil(brands.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

  useEffect(() => {
    if (focusIndex === null) return;
    const link = list.current?.querySelector<HTMLAnchorElement>(`[data-card-index="${focusIndex}"] a`);
    if (link) {
      link.focus();
      onFocused?.();
    }
  });

  return (
    <div
      ref={list}
      role="list"
      aria-label={label}
      className={styles.virtual}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="none"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.row}
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {brands.slice(row.index * columns, row.index * columns + columns).map((brand, column) => {
            const index = row.index * columns + column;
            return (
              <div
                key={brand.id}
                role="listitem"
                aria-posinset={offset + index + 1}
                aria-setsize={total}
                data-card-index={index}
                className={styles.virtualItem}
              >
                <BrandCard brand={brand} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
