import { expect, it } from 'vitest';
import { createQueryClient, queryKeys, type Brand, type BrandList } from '@bonus-atlas/shared-services';
import { brandChipsHeadKey, keepBrandChipsHead, type BrandChipsHead } from './chips-head';

const brands = Array.from(
  { length: 40 },
  (_, index) => ({ id: `b${index}`, name: `Brand ${index}`, slug: `brand-${index}`, logoImage: '' }) as Brand,
);

function headFor(selected: string | null) {
  const queryClient = createQueryClient();
  const list: BrandList = { brands, source: 'network', notice: null, updatedAt: 0 };
  queryClient.setQueryData(queryKeys.brands.list(), list);
  keepBrandChipsHead(queryClient, selected);
  return queryClient.getQueryData<BrandChipsHead>(brandChipsHeadKey(selected));
}

it("keeps the first screen's chips for a rendered page: the first 24 brands in the list's order", () => {
  const head = headFor(null);
  expect(head?.choices.map((choice) => choice.id)).toEqual(brands.slice(0, 24).map((brand) => brand.id));
  expect(head?.choices[0]).toEqual({ id: 'b0', name: 'Brand 0', slug: 'brand-0', logo: '' });
});

it('adds the chosen brand when it is further down the list, and only once when it is among the first', () => {
  expect(headFor('b30')?.choices.map((choice) => choice.id)).toEqual([
    ...brands.slice(0, 24).map((brand) => brand.id),
    'b30',
  ]);
  expect(headFor('b3')?.choices).toHaveLength(24);
});
