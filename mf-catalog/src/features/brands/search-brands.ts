import type { CatalogBrand } from './catalog-brand';

// each brand's text lower-cased once, not on every keystroke (thousands of brands on a phone)
const haystacks = new WeakMap<CatalogBrand, string>();

function haystackOf(brand: CatalogBrand): string {
  let haystack = haystacks.get(brand);
  if (haystack === undefined) {
    haystack = `${brand.name}\n${brand.description}\n${brand.welcomeBonus}`.toLocaleLowerCase('id-ID');
    haystacks.set(brand, haystack);
  }
  return haystack;
}

/** spec §2 Search: text over name, description and welcomeBonus; every word of the term must appear. */
export function searchBrands<B extends CatalogBrand>(brands: readonly B[], term: string): B[] {
  const words = term.trim().toLocaleLowerCase('id-ID').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...brands];
  return brands.filter((brand) => {
    const haystack = haystackOf(brand);
    return words.every((word) => haystack.includes(word));
  });
}
