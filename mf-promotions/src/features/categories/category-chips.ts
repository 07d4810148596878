import { ALL_CATEGORIES, STANDARD_CATEGORIES, isStandardCategory, normalizeCategory, orderCategories } from '@bonus-atlas/shared-services';

export interface CategoryChip {
  /** The normalised category the listing filters by ('All' = no filter). */
  value: string;
  /** Custom (non-standard) categories are marked with * (spec §3). */
  custom: boolean;
}

/** True for the spec's standard categories, including the merged names Rebate and Losing Rescue. */
export function isStandardListingCategory(category: string): boolean {
  return category === ALL_CATEGORIES || isStandardCategory(normalizeCategory(category));
}

/**
 * Chips for the by-category page: every standard category plus the custom ones seen so far, merged
 * (losing/rescue → Losing Rescue, *rebate* → Rebate) and ordered All, Welcome Bonus, A–Z, Referral, Others.
 */
export function buildCategoryChips(seenCategories: Iterable<string>): CategoryChip[] {
  // the standard spellings come first, so they win over other capitals
  return orderCategories([...STANDARD_CATEGORIES, ...seenCategories]).map((value) => ({
    value,
    custom: !isStandardListingCategory(value),
  }));
}
