import { addResources, useTranslation } from '@bonus-atlas/shared-ui';

export const PROMOTIONS_NS = 'promotions';

const promotionsEn = {
  byCategory: { title: 'By Categories' },
  byBrands: { title: 'By Brands' },
  welcomeBonus: { title: 'Welcome Bonus' },
  loading: 'Loading promotions...',
  detail: { title: 'Promotion details' },
  report: { title: 'Report Wrong Info' },
};

const promotionsId: typeof promotionsEn = {
  byCategory: { title: 'Per Kategori' },
  byBrands: { title: 'Per Brand' },
  welcomeBonus: { title: 'Bonus Sambutan' },
  loading: 'Memuat promosi...',
  detail: { title: 'Detail promosi' },
  report: { title: 'Laporkan Info Salah' },
};

addResources(PROMOTIONS_NS, { en: promotionsEn, id: promotionsId });

/** Translations of this remote's own texts (shared texts live in the `common` namespace). */
export function usePromotionsTranslation() {
  return useTranslation(PROMOTIONS_NS);
}
