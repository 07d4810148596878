import { useCallback } from 'react';
import { normalizeCategory } from '@bonus-atlas/shared-services';
import { usePromotionsTranslation } from '../../i18n';
import { isStandardListingCategory } from './category-chips';

/** Translated label of a promotion category; custom categories keep their own name plus *. */
export function useCategoryLabel() {
  const { t, i18n } = usePromotionsTranslation();
  return useCallback(
    (category: string): string => {
      const name = category.trim();
      if (name === 'All') return t('list.all');
      if (!isStandardListingCategory(name)) return t('list.customCategory', { name });
      const key = `categories.${name}`;
      if (i18n.exists(key, { ns: 'promotions' })) return t(key);
      const merged = `categories.${normalizeCategory(name)}`;
      return i18n.exists(merged, { ns: 'promotions' }) ? t(merged) : name;
    },
    [t, i18n],
  );
}
