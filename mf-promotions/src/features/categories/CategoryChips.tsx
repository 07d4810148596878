import { Chip, useCommonLabel } from '@bonus-atlas/shared-ui';
import { translateCategory } from '@bonus-atlas/shared-services';
import type { CategoryChip } from './category-chips';
import { usePromotionsTranslation } from '../../i18n';
import styles from './CategoryChips.module.css';

interface CategoryChipsProps {
  chips: readonly CategoryChip[];
  selected: string;
  onSelect: (category: string) => void;
}

/** The by-category filter bar: one toggle chip per category, custom ones marked *. */
export function CategoryChips({ chips, selected, onSelect }: CategoryChipsProps) {
  const { t } = usePromotionsTranslation();
  const label = useCommonLabel(translateCategory);
  const hasCustom = chips.some((chip) => chip.custom);
  return (
    <div className={styles.wrapper}>
      <div className={styles.bar} role="group" aria-label={t('list.categories')}>
        {chips.map((chip) => (
          <Chip key={chip.value} selected={chip.value === selected} onClick={() => onSelect(chip.value)}>
            {label(chip.value)}
          </Chip>
        ))}
      </div>
      {hasCustom ? <p className={styles.hint}>{t('list.customHint')}</p> : null}
    </div>
  );
}
