import type { CatalogBrand } from '../../features/brands/catalog-brand';
import { PRIORITY_IMAGE_COUNT } from '../../features/brands/home-brands';
import { BrandCard } from '../brand-card/BrandCard';
import styles from './BrandGrid.module.css';

interface BrandGridProps {
  brands: readonly CatalogBrand[];
  label: string;
}

/** Responsive grid of brand cards; the first 4 load their images with priority (spec §9). */
export function BrandGrid({ brands, label }: BrandGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {brands.map((brand, index) => (
        <li key={brand.id} className={styles.item}>
          <BrandCard brand={brand} priority={index < PRIORITY_IMAGE_COUNT} />
        </li>
      ))}
    </ul>
  );
}
