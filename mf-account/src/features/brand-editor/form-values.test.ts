import { describe, expect, it } from 'vitest';
import type { Brand, Promotion } from '@bonus-atlas/shared-services';
import { brandToFormValues, emptyBrandValues, emptyPromotion, hasContent } from './form-values';

const brand = {
  id: 'garuda',
  name: 'Garuda Play',
  slug: 'garuda-play',
  description: 'Slots and sports',
  welcomeBonus: '100% up to IDR 1.000.000',
  websiteUrl: 'https://garuda.example',
  verified: true,
  acceptsCrypto: false,
  rating: 0,
  logoImage: 'brands/garuda/logo.webp',
  coverImage: '',
  features: ['Fast withdrawals'],
} as unknown as Brand;

function promotion(overrides: Partial<Promotion>): Promotion {
  return {
    id: 'p1',
    category: 'Welcome Bonus',
    title: 'Bonus Sambutan',
    description: '',
    image: '',
    terms: '',
    gameCategories: ['Slots'],
    maxBonus: 1_000_000,
    turnoverNeeded: 20,
    validUntil: null,
    discountValue: null,
    ...overrides,
  } as Promotion;
}

describe('the brand form values', () => {
  it('start empty, with a 4-star rating and no promotions', () => {
    expect(emptyBrandValues()).toMatchObject({ name: '', slug: '', rating: 4, features: [], promotions: [] });
    expect(emptyPromotion()).toMatchObject({ category: 'Welcome Bonus', maxBonus: 0, validUntil: '' });
  });

  it('load a stored brand: a missing rating becomes 1 and the features are a copy', () => {
    const values = brandToFormValues(brand, []);
    expect(values).toMatchObject({ name: 'Garuda Play', slug: 'garuda-play', verified: true, rating: 1 });
    values.features?.push('Another');
    expect(brand.features).toEqual(['Fast withdrawals']);
  });

  it('load promotions with an end date for the date input, a missing category as Others', () => {
    const promotions =
      brandToFormValues(brand, [
        promotion({ id: 'p1', validUntil: new Date('2026-12-31T00:00:00Z') }),
        promotion({ id: 'p2', category: '', validUntil: '2027-01-15' }),
        promotion({ id: 'p3', validUntil: 'next month', discountValue: 10 }),
      ]).promotions ?? [];
    expect(promotions.map((item) => item.validUntil)).toEqual(['2026-12-31', '2027-01-15', 'next month']);
    expect(promotions[1]?.category).toBe('Others');
    expect(promotions[0]).not.toHaveProperty('discountValue');
    expect(promotions[2]).toHaveProperty('discountValue', 10);
  });

  it('keep a promotion only when it has an image, a title or a description (spec §4)', () => {
    expect(hasContent({ ...emptyPromotion() })).toBe(false);
    expect(hasContent({ ...emptyPromotion(), title: '   ' })).toBe(false);
    expect(hasContent({ ...emptyPromotion(), title: 'Cashback' })).toBe(true);
    expect(hasContent({ ...emptyPromotion(), image: 'brands/garuda/p.webp' })).toBe(true);
    expect(hasContent({ ...emptyPromotion(), description: 'Deposit 50k' })).toBe(true);
  });
});
