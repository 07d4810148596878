import { useEffect, useRef } from 'react';
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

/** Responsive grid of brand cards; the first 4 load their images with priority (spec §9). */
export function BrandGrid({ brands, label, focusIndex = null, onFocused }: BrandGridProps) {
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    const link = list.current?.children[focusIndex]?.querySelector('a');
    if (link) {
      link.focus();
      onFocused?.();
    }
  }, [focusIndex, brands.length, onFocused]);

  return (
    <ul ref={list} className={styles.grid} aria-label={label}>
      {brands.map((brand, index) => (
        <li key={brand.id} className={styles.item}>
          <BrandCard brand={brand} priority={index < PRIORITY_IMAGE_COUNT} />
        </li>
      ))}
    </ul>
  );
}
