import type { PromotionView } from '@bonus-atlas/shared-services';

export { renderWithProviders } from '@bonus-atlas/test-support';

export function makePromotion(overrides: Partial<PromotionView> = {}): PromotionView {
  return {
    id: 'promo-1',
    brandId: 'brand-1',
    brandName: 'Garuda Play',
    brandSlug: 'garuda-play',
    brandLogo: '',
    brandWebsite: 'https://garuda.example',
    category: 'Welcome Bonus',
    title: 'Bonus Sambutan 100%',
    description: '## Cara klaim\n- Deposit **Rp 50.000**',
    image: '',
    terms: 'Berlaku untuk member baru.',
    gameCategories: ['Slots', 'Casino'],
    maxBonus: 1_500_000,
    turnoverNeeded: 25,
    ...overrides,
  };
}
