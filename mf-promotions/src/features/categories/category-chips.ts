import { ALL_CATEGORIES, STANDARD_CATEGORIES, isStandardCategory, normalizeCategory, orderCategories } from '@bonus-atlas/shared-services';

export interface CategoryChip {
  /** The normalised category the listing filters by ('All' = no filter). */
  value: string;
  /** Custom (non-standard) categories are marked with * (spec §3). */
  custom: boolean;
}

/** True for the spec's standard categories, including the merged names Rebate and Losing Rescue. */
export function isStandardListingCategory(category: string): boolean {
  const normalised = normalizeCategory(category);
  return category === ALL_CATEGORIES || isStandardCategory(normalised) || normalised !== category.trim() || normalised === 'Rebate';
}

/**
 * Chips for the by-category page: every standard category plus the custom ones seen so far, merged
 * (losing/rescue → Losing Rescue, *rebate* → Rebate) and ordered All, Welcome Bonus, A–Z, Referral, Others.
 */
export function buildCategoryChips(seenCategories: Iterable<string>): CategoryChip[] {
  // one chip per name whatever its casing; the standard spelling wins because it comes first
  const byLowerCase = new Map<string, string>();
  for (const category of [...STANDARD_CATEGORIES, ...seenCategories]) {
    const normalised = normalizeCategory(category);
    const key = normalised.toLowerCase();
    if (!byLowerCase.has(key)) byLowerCase.set(key, normalised);
  }
  return orderCategories(byLowerCase.values()).map((value) => ({
    value,
    custom: !isStandardListingCategory(value),
  }));
}
