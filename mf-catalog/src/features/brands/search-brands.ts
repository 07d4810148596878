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

/** Brands prepared between two looks at the idle time left. */
const PREPARED_PER_STEP = 50;

/**
 * Lower-cases the brands' text in the browser's idle moments, ahead of a search; returns the cancel.
 * Where the browser cannot say when it is idle, the first search does it.
 */
export function prepareSearch(brands: readonly CatalogBrand[]): (() => void) | undefined {
  if (typeof requestIdleCallback !== 'function' || brands.length === 0) return undefined;
  let next = 0;
  let handle = 0;
  const slice = (deadline: IdleDeadline) => {
    while (next < brands.length && (deadline.timeRemaining() > 2 || deadline.didTimeout)) {
      const end = Math.min(next + PREPARED_PER_STEP, brands.length);
      for (; next < end; next += 1) haystackOf(brands[next] as CatalogBrand);
      if (deadline.didTimeout) break;
    }
    if (next < brands.length) handle = requestIdleCallback(slice);
  };
  handle = requestIdleCallback(slice);
  return () => cancelIdleCallback(handle);
}
