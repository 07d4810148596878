import type * as z from '../shared/zod';
import type { brandRecordSchema } from './brand';
import { toDateOrNull } from './to-date';

// A brand's facts and rules without its stored record's schema (./brand), so a page that only shows
// brands does not load zod.

// spec §9 business constants
export const NEW_BRAND_DAYS = 7;
export const TOP_RATED_MIN = 4.7;
export const BEST_BONUS_TEXT = 'No Deposit';
export const DEFAULT_WELCOME_BONUS = '100%';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BrandRecord = z.output<typeof brandRecordSchema>;

export interface Brand extends BrandRecord {
  id: string;
  isNew: boolean;
  isTopRated: boolean;
  hasBestBonus: boolean;
}

/** What the derived flags and the ordering read of a brand (`createdAt`: a Date, a timestamp, an ISO string, ...). */
export interface BrandFacts {
  name: string;
  rating: number;
  welcomeBonus: string;
  createdAt?: unknown;
}

const createdTime = (brand: Pick<BrandFacts, 'createdAt'>): number => toDateOrNull(brand.createdAt)?.getTime() ?? 0;

/** spec §3's derived flags: isNew (created in the last 7 days), isTopRated (≥ 4.7), hasBestBonus (No Deposit). */
export function brandFlags(
  brand: Omit<BrandFacts, 'name'>,
  now: number = Date.now(),
): Pick<Brand, 'isNew' | 'isTopRated' | 'hasBestBonus'> {
  const created = createdTime(brand);
  return {
    isNew: created > 0 && now - created <= NEW_BRAND_DAYS * DAY_MS,
    isTopRated: brand.rating >= TOP_RATED_MIN,
    hasBestBonus: brand.welcomeBonus.toLowerCase().includes(BEST_BONUS_TEXT.toLowerCase()),
  };
}

// one collator for every comparison: localeCompare with a locale builds its rules on each call, which
// thousands of brands sorted on a phone could feel
const nameCollator = new Intl.Collator('id-ID', { sensitivity: 'base' });

/** Brand names as an Indonesian reader sorts them: letter case and accents aside. */
export function compareBrandNames(a: Pick<BrandFacts, 'name'>, b: Pick<BrandFacts, 'name'>): number {
  return nameCollator.compare(a.name, b.name);
}

/** Newest first; a brand without a creation time last. */
export function compareNewestBrands(a: Pick<BrandFacts, 'createdAt'>, b: Pick<BrandFacts, 'createdAt'>): number {
  return createdTime(b) - createdTime(a);
}

/** spec §9: rating descending, then newest, then name. */
export function compareBrands(a: Omit<BrandFacts, 'welcomeBonus'>, b: Omit<BrandFacts, 'welcomeBonus'>): number {
  return b.rating - a.rating || compareNewestBrands(a, b) || compareBrandNames(a, b);
}

export function sortBrands<B extends Omit<BrandFacts, 'welcomeBonus'>>(brands: readonly B[]): B[] {
  // compareBrands' order, each brand's creation time read once rather than at every comparison, and
  // kept beside it (a map's lookup at each comparison was most of sorting 10,000 brands on the server)
  const keyed = brands.map((brand) => ({ brand, rating: brand.rating, time: createdTime(brand) }));
  keyed.sort((a, b) => b.rating - a.rating || b.time - a.time || compareBrandNames(a.brand, b.brand));
  return keyed.map((entry) => entry.brand);
}

/** Welcome bonus as displayed (spec §9 default 100%). */
export function welcomeBonusLabel(brand: Pick<Brand, 'welcomeBonus'>): string {
  return brand.welcomeBonus.trim() || DEFAULT_WELCOME_BONUS;
}
