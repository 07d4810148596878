import type { CatalogBrand } from './catalog-brand';

// Indonesian and English have no casing rules of their own (unlike Turkish or Lithuanian), so the plain
// lower case is theirs, and much cheaper than a locale's (ICU's) on thousands of brands on a phone
const lowerCase = (text: string) => text.toLowerCase();

const lowerCased = (brand: CatalogBrand) => lowerCase(`${brand.name}\n${brand.description}\n${brand.welcomeBonus}`);

/**
 * A list's search text: each brand's text lower-cased once, then all of it in one string with where
 * each brand starts, so a word is found by scanning that string once (thousands of brands on a phone:
 * one `includes` per brand, and the lookup of each brand's text, were most of a keystroke's work).
 * A word never holds a line break (the term is split at white space), so no match spans two brands.
 */
interface SearchIndex {
  texts: string[];
  /** Built once every text is: the texts joined by line breaks, and where each starts in it. */
  joined?: { text: string; starts: number[] };
}

const indexes = new WeakMap<readonly CatalogBrand[], SearchIndex>();

function indexOf(brands: readonly CatalogBrand[]): SearchIndex {
  let index = indexes.get(brands);
  if (!index) {
    index = { texts: [] };
    indexes.set(brands, index);
  }
  return index;
}

/** Lower-cases the texts of `brands` up to `end` (where an idle slice or a search stopped, it goes on). */
function prepareUpTo(brands: readonly CatalogBrand[], index: SearchIndex, end: number): void {
  for (let next = index.texts.length; next < end; next += 1) index.texts.push(lowerCased(brands[next] as CatalogBrand));
}

function joinedOf(brands: readonly CatalogBrand[]): NonNullable<SearchIndex['joined']> {
  const index = indexOf(brands);
  if (!index.joined) {
    prepareUpTo(brands, index, brands.length);
    const starts: number[] = [];
    let at = 0;
    for (const text of index.texts) {
      starts.push(at);
      at += text.length + 1;
    }
    index.joined = { text: index.texts.join('\n'), starts };
  }
  return index.joined;
}

/** The positions in `brands` whose text holds `word`, in the list's order. */
function positionsWith(brands: readonly CatalogBrand[], word: string): number[] {
  const { text, starts } = joinedOf(brands);
  const found: number[] = [];
  let brand = 0;
  for (let at = text.indexOf(word); at >= 0;) {
    // the brand the match is in: the last one starting at or before it (matches come in order)
    while (brand + 1 < starts.length && (starts[brand + 1] as number) <= at) brand += 1;
    found.push(brand);
    // on to the next brand: one match is enough
    if (brand + 1 >= starts.length) break;
    at = text.indexOf(word, starts[brand + 1]);
  }
  return found;
}

/** spec §2 Search: text over name, description and welcomeBonus; every word of the term must appear. */
export function searchBrands<B extends CatalogBrand>(brands: readonly B[], term: string): B[] {
  const words = lowerCase(term.trim()).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...brands];
  // the longest word finds the fewest brands; the others are looked for in those brands' texts only
  const [first, ...others] = [...words].sort((a, b) => b.length - a.length) as [string, ...string[]];
  const { texts } = indexOf(brands);
  return positionsWith(brands, first)
    .filter((position) => others.every((word) => (texts[position] as string).includes(word)))
    .map((position) => brands[position] as B);
}

/** Brands prepared between two looks at the idle time left. */
const PREPARED_PER_STEP = 50;
/** A page that is never idle (a progress display, a scroll) prepares this many at a time after IDLE_WAIT_MS. */
const PREPARED_WHEN_BUSY = 500;
const IDLE_WAIT_MS = 1000;

/**
 * Lower-cases the brands' text in the browser's idle moments, ahead of a search; returns the cancel.
 * Where the browser cannot say when it is idle, the first search does it.
 */
export function prepareSearch(brands: readonly CatalogBrand[]): (() => void) | undefined {
  if (typeof requestIdleCallback !== 'function' || brands.length === 0) return undefined;
  const index = indexOf(brands);
  let handle = 0;
  const slice = (deadline: IdleDeadline) => {
    if (deadline.didTimeout)
      prepareUpTo(brands, index, Math.min(index.texts.length + PREPARED_WHEN_BUSY, brands.length));
    while (index.texts.length < brands.length && deadline.timeRemaining() > 2)
      prepareUpTo(brands, index, Math.min(index.texts.length + PREPARED_PER_STEP, brands.length));
    if (index.texts.length < brands.length) handle = requestIdleCallback(slice, { timeout: IDLE_WAIT_MS });
    else joinedOf(brands);
  };
  handle = requestIdleCallback(slice, { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(handle);
}
