import { useDeferredValue, useEffect, useRef } from 'react';
import type { CatalogBrand } from '../../features/brands/catalog-brand';
import { PRIORITY_IMAGE_COUNT } from '../../features/brands/home-brands';
import { BrandCard } from '../brand-card/BrandCard';
import styles from './BrandGrid.module.css';

interface BrandGridProps {
  brands: readonly CatalogBrand[];
  label: string;
  /** Moves keyboard focus to the card at this index once it is shown (the first one Load More revealed). */
  focusIndex?: number | null;
  onFocused?: () => void;
}

/**
 * Responsive grid of brand cards; the first 4 load their images with priority (spec §9).
 * The first cards render with the data; the rest follow in a deferred render that React splits into
 * short tasks, so a phone's main thread is never blocked by the whole grid at once (issue 15: one
 * 24-card render was a 1 s long task under Lighthouse's mobile CPU).
 */
export function BrandGrid({ brands, label, focusIndex = null, onFocused }: BrandGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const shown = useDeferredValue(brands, brands.slice(0, PRIORITY_IMAGE_COUNT));

  useEffect(() => {
    if (focusIndex === null) return;
    const link = list.current?.children[focusIndex]?.querySelector('a');
    if (link) {
      link.focus();
      onFocused?.();
    }
  }, [focusIndex, shown.length, onFocused]);

  return (
    <ul ref={list} className={styles.grid} aria-label={label}>
      {shown.map((brand, index) => (
        <li key={brand.id} className={styles.item}>
          <BrandCard brand={brand} priority={index < PRIORITY_IMAGE_COUNT} />
        </li>
      ))}
    </ul>
  );
}
