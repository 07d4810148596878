import type { CatalogBrand } from '../features/brands/catalog-brand';

export const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

export function makeBrand(overrides: Partial<CatalogBrand> & { id: string }): CatalogBrand {
  return {
    name: `Brand ${overrides.id}`,
    slug: overrides.id,
    description: 'A friendly gaming brand',
    welcomeBonus: '100% up to IDR 1.000.000',
    websiteUrl: 'https://example.test',
    verified: false,
    acceptsCrypto: false,
    rating: 4,
    logoImage: '',
    coverImage: '',
    createdAt: new Date(NOW - 30 * DAY),
    ...overrides,
  };
}

export const daysAgo = (days: number) => new Date(NOW - days * DAY);
