// spec §3: the standard promotion categories; anything else is a custom category marked with *.
export const STANDARD_CATEGORIES = [
  'Welcome Bonus',
  'Reload (daily/weekly)',
  'Rebate (by turnover)',
  'Losing Rescue',
  'Winning Bonus',
  'Birthday',
  'Referral',
  'Tournaments',
  'Others',
] as const;

export const GAME_CATEGORIES = ['Sports', 'Slots', 'Casino', 'Fishing', 'Lottery'] as const;

export const WELCOME_BONUS = 'Welcome Bonus';
export const ALL_CATEGORIES = 'All';

/** The names the §9 merges produce; they are standard too, never marked as custom. */
const MERGED_CATEGORIES = ['Rebate', 'Losing Rescue'] as const;

const KNOWN_CATEGORIES: readonly string[] = [...STANDARD_CATEGORIES, ...MERGED_CATEGORIES];

/** The standard spelling of a known category whatever its capitals (`welcome bonus` → `Welcome Bonus`). */
function canonicalCategory(category: string): string | undefined {
  const lower = category.trim().toLowerCase();
  return KNOWN_CATEGORIES.find((known) => known.toLowerCase() === lower);
}

export function isStandardCategory(category: string): boolean {
  return canonicalCategory(category) !== undefined;
}

/** Label for category pickers: custom categories carry a trailing *. */
export function categoryLabel(category: string): string {
  return isStandardCategory(category) ? category : `${category.trim()}*`;
}

/** The UI's common texts as a category label reads them (the UI packages own i18n; this is the rule). */
export interface CategoryTexts {
  t(key: string, values?: { name: string }): string;
  exists(key: string): boolean;
}

/**
 * The one translated label of a promotion category for every remote (chips, cards, detail, brand
 * page): standard names and the §9 merged names from the common texts, custom names as typed plus *.
 * The UI calls it through shared-ui's `useCommonLabel(translateCategory)`.
 */
export function translateCategory(category: string, texts: CategoryTexts): string {
  const name = category.trim();
  if (name === ALL_CATEGORIES) return texts.t('promotionCategories.all');
  const normalized = normalizeCategory(name);
  if (!isStandardCategory(normalized)) return texts.t('promotionCategories.custom', { name });
  for (const candidate of [name, normalized]) {
    const key = `promotionCategories.names.${candidate}`;
    if (texts.exists(key)) return texts.t(key);
  }
  return name;
}

/** spec §9: "losing"/"rescue" merge into Losing Rescue, anything with "rebate" into Rebate. */
export function normalizeCategory(category: string | null | undefined): string {
  const trimmed = (category ?? '').trim();
  const lower = trimmed.toLowerCase();
  if (!trimmed) return 'Others';
  if (lower.includes('losing') || lower.includes('rescue')) return 'Losing Rescue';
  if (lower.includes('rebate')) return 'Rebate';
  return canonicalCategory(trimmed) ?? trimmed;
}

const LAST_IN_LISTING = ['referral', 'others'];

/** Listing chips (spec §9): All, Welcome Bonus, the rest alphabetical, then Referral, Others. Deduplicated ignoring capitals. */
export function orderCategories(categories: Iterable<string>): string[] {
  // one chip per name whatever its capitals; the first spelling seen wins
  const byLowerCase = new Map<string, string>();
  for (const category of categories) {
    const normalized = normalizeCategory(category);
    const key = normalized.toLowerCase();
    if (normalized !== ALL_CATEGORIES && !byLowerCase.has(key)) byLowerCase.set(key, normalized);
  }
  const unique = [...byLowerCase.values()];
  const rank = (category: string): number => {
    const lower = category.toLowerCase();
    if (lower === WELCOME_BONUS.toLowerCase()) return 0;
    const last = LAST_IN_LISTING.indexOf(lower);
    return last >= 0 ? 2 + last : 1;
  };
  return [ALL_CATEGORIES, ...unique.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))];
}

// spec §9 brand page order; prefixes so "Rebate" and "Rebate (by turnover)" rank alike.
const BRAND_PAGE_ORDER = ['welcome bonus', 'rebate', 'reload', 'referral', 'others'];

function brandPageRank(category: string): number {
  const lower = category.trim().toLowerCase();
  const index = BRAND_PAGE_ORDER.findIndex((prefix) => lower.startsWith(prefix));
  if (index >= 0 && index <= 2) return index;
  if (index >= 3) return index + 1;
  return 3; // other categories sit between Reload and Referral
}

/** Brand page gallery chips: Welcome Bonus, Rebate, Reload, (others alphabetical), Referral, Others. */
export function orderBrandPageCategories(categories: Iterable<string>): string[] {
  const unique = [...new Set([...categories].map((category) => category.trim()).filter(Boolean))];
  return unique.sort((a, b) => brandPageRank(a) - brandPageRank(b) || a.localeCompare(b));
}

/** A category's address segment: its standard name in lower case, words joined by `-` (`Reload (daily/weekly)` → `reload-daily-weekly`). */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The standard category an address segment names, or undefined for none. */
export function categoryOfSlug(slug: string | undefined): string | undefined {
  return slug ? STANDARD_CATEGORIES.find((category) => categorySlug(category) === slug) : undefined;
}
