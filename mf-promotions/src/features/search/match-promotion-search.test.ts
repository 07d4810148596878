import { describe, expect, it } from 'vitest';
import { descriptionExcerpt, matchesPromotionSearch, type SearchablePromotion } from './match-promotion-search';

const promotion: SearchablePromotion = {
  title: 'Bonus Sambutan 100%',
  brandName: 'Garuda Play',
  category: 'Welcome Bonus',
  description: '## Cara klaim\n- Deposit minimal **Rp 50.000**\n1. Daftar akun',
  gameCategories: ['Slots', 'Casino'],
};

describe('matchesPromotionSearch', () => {
  it('matches everything for an empty or blank term', () => {
    expect(matchesPromotionSearch(promotion, '')).toBe(true);
    expect(matchesPromotionSearch(promotion, '   ')).toBe(true);
  });

  it('finds a promotion by brand, title, category or game, ignoring case', () => {
    expect(matchesPromotionSearch(promotion, 'garuda')).toBe(true);
    expect(matchesPromotionSearch(promotion, 'SAMBUTAN')).toBe(true);
    expect(matchesPromotionSearch(promotion, 'welcome')).toBe(true);
    expect(matchesPromotionSearch(promotion, 'casino')).toBe(true);
  });

  it('requires every word to appear', () => {
    expect(matchesPromotionSearch(promotion, 'garuda slots')).toBe(true);
    expect(matchesPromotionSearch(promotion, 'garuda sports')).toBe(false);
  });

  it('searches the description text without its markup symbols', () => {
    expect(matchesPromotionSearch(promotion, 'rp 50.000')).toBe(true);
    expect(matchesPromotionSearch(promotion, 'cara klaim')).toBe(true);
  });
});

describe('descriptionExcerpt', () => {
  it('removes markup and collapses lines', () => {
    expect(descriptionExcerpt(promotion.description)).toBe('Cara klaim Deposit minimal Rp 50.000 Daftar akun');
  });

  it('cuts long descriptions with an ellipsis', () => {
    const excerpt = descriptionExcerpt('word '.repeat(100), 20);
    expect(excerpt.length).toBeLessThanOrEqual(20);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
