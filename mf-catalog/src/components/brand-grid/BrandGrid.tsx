import { lazy, Suspense, useEffect, useRef } from 'react';
import { useProgressiveList } from '@bonus-atlas/shared-ui';
import type { CatalogBrand } from '../../features/brands/catalog-brand';
import { INITIAL_BRAND_COUNT, PRIORITY_IMAGE_COUNT } from '../../features/brands/home-brands';
import { BrandCard } from '../brand-card/BrandCard';
import styles from './BrandGrid.module.css';

/** Cards added to the grid per render after the first ones. */
const CARDS_PER_STEP = 8;
/** From this many cards the grid keeps only the rows near the screen in the page (VirtualBrandGrid). */
export const VIRTUAL_GRID_FROM = 96;

// TanStack Virtual and the long grid come with the first list that needs them (Load More, a search
// with many results), not with every home a visitor opens and leaves at its first screen
const loadVirtualGrid = () => import('./VirtualBrandGrid');
const VirtualBrandGrid = lazy(() => loadVirtualGrid().then((module) => ({ default: module.VirtualBrandGrid })));

/** Fetches the long grid's code ahead of the list that will need it (Load More's progress display). */
export function preloadVirtualBrandGrid(): void {
  void loadVirtualGrid().catch(() => undefined);
}

interface BrandGridProps {
  brands: readonly CatalogBrand[];
  label: string;
  /** Moves keyboard focus to the card at this index once it is shown (the first one Load More revealed). */
  focusIndex?: number | null;
  onFocused?: () => void;
}

/**
 * Responsive grid of brand cards; the first 4 load their images with priority (spec §9).
 * The first cards render with the data; the rest follow a few per render, so a phone's main thread
 * is never blocked by the whole grid at once (one 24-card render was a 1 s long task under
 * Lighthouse's mobile CPU).
 */
export function BrandGrid(props: BrandGridProps) {
  const { brands, focusIndex = null } = props;
  const virtual = brands.length >= VIRTUAL_GRID_FROM;
  // the first screen's cards stay as they are (revealing the rest mounts no card twice, and a page that
  // goes from its first screen to the whole list keeps them); the rest follow in a grid that keeps only
  // the rows near the screen in the page
  return (
    <>
      <ShortBrandGrid
        {...props}
        brands={virtual ? brands.slice(0, INITIAL_BRAND_COUNT) : brands}
        focusIndex={virtual ? null : focusIndex}
      />
      {virtual ? (
        // the first screen's cards above are already shown: the rest follow once the code is here
        <Suspense fallback={null}>
          <VirtualBrandGrid
            brands={brands.slice(INITIAL_BRAND_COUNT)}
            offset={INITIAL_BRAND_COUNT}
            total={brands.length}
            label={props.label}
            focusIndex={focusIndex === null ? null : focusIndex - INITIAL_BRAND_COUNT}
            onFocused={props.onFocused}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ShortBrandGrid({ brands, label, focusIndex = null, onFocused }: BrandGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const { shown } = useProgressiveList(brands, PRIORITY_IMAGE_COUNT, CARDS_PER_STEP);

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
