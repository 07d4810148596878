import { useCallback } from 'react';
import { useTranslation } from '@bonus-atlas/shared-ui';
import { ALL_CATEGORIES, isStandardCategory, normalizeCategory } from './categories';

/**
 * The one translated label of a promotion category for every remote (chips, cards, detail, brand
 * page): standard names and the §9 merged names from the common texts, custom names as typed plus *.
 */
export function useCategoryLabel(): (category: string) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (category: string): string => {
      const name = category.trim();
      if (name === ALL_CATEGORIES) return t('promotionCategories.all');
      const normalized = normalizeCategory(name);
      if (!isStandardCategory(normalized)) return t('promotionCategories.custom', { name });
      for (const candidate of [name, normalized]) {
        const key = `promotionCategories.names.${candidate}`;
        if (i18n.exists(key, { ns: 'common' })) return t(key);
      }
      return name;
    },
    [t, i18n],
  );
}
