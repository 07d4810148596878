import { Chip, ImageWithFallback } from '@bonus-atlas/shared-ui';
import { usePromotionsTranslation } from '../../i18n';
import styles from './BrandChipBar.module.css';

export interface BrandChoice {
  id: string;
  name: string;
  /** The brand page's address (its id stands in without one). */
  slug?: string;
  logo: string;
}

interface BrandChipBarProps {
  brands: readonly BrandChoice[];
  /** null = All Brands. */
  selected: string | null;
  onSelect: (brandId: string | null) => void;
}

/** spec §2 By brands: a chip per brand with its logo (initial letter when missing), All Brands first. */
export function BrandChipBar({ brands, selected, onSelect }: BrandChipBarProps) {
  const { t } = usePromotionsTranslation();
  return (
    <div className={styles.bar} role="group" aria-label={t('byBrands.brandChips')}>
      <Chip selected={selected === null} onClick={() => onSelect(null)}>
        {t('byBrands.allBrands')}
      </Chip>
      {brands.map((brand) => (
        <Chip
          key={brand.id}
          selected={selected === brand.id}
          onClick={() => onSelect(brand.id)}
          icon={
            <span className={styles.logo}>
              <ImageWithFallback src={brand.logo} alt="" fallbackText={brand.name} aspectRatio="1 / 1" />
            </span>
          }
        >
          {brand.name}
        </Chip>
      ))}
    </div>
  );
}
