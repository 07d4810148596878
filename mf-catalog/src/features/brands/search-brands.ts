import type { CatalogBrand } from './catalog-brand';

/** spec §2 Search: text over name, description and welcomeBonus; every word of the term must appear. */
export function searchBrands<B extends CatalogBrand>(brands: readonly B[], term: string): B[] {
  const words = term.trim().toLocaleLowerCase('id-ID').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...brands];
  return brands.filter((brand) => {
    const haystack = `${brand.name}\n${brand.description}\n${brand.welcomeBonus}`.toLocaleLowerCase('id-ID');
    return words.every((word) => haystack.includes(word));
  });
}
