import * as z from '../shared/zod';
import { flag, lenientNumber, text, textList } from './fields';
import { timeOf, timestampSchema } from './timestamp';

// spec §9 business constants
export const NEW_BRAND_DAYS = 7;
export const TOP_RATED_MIN = 4.7;
export const BEST_BONUS_TEXT = 'No Deposit';
export const DEFAULT_WELCOME_BONUS = '100%';

const DAY_MS = 24 * 60 * 60 * 1000;

/** brands/{id} as stored (lenient). */
export const brandRecordSchema = z.object({
  name: text,
  slug: text,
  description: text,
  welcomeBonus: text,
  websiteUrl: text,
  verified: flag,
  acceptsCrypto: flag,
  rating: lenientNumber, // spec §3: may arrive as a string; 0 if invalid
  logoImage: text,
  coverImage: text,
  features: textList,
  createdBy: text,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  migratedAt: timestampSchema,
});

export type BrandRecord = z.output<typeof brandRecordSchema>;

export interface Brand extends BrandRecord {
  id: string;
  isNew: boolean;
  isTopRated: boolean;
  hasBestBonus: boolean;
}

/** Derived fields of spec §3: isNew (7 days), isTopRated (≥ 4.7), hasBestBonus (No Deposit); slug falls back to id. */
export function toBrand(id: string, data: unknown, now: Date = new Date()): Brand {
  const record = brandRecordSchema.parse(data ?? {});
  const created = record.createdAt;
  return {
    ...record,
    id,
    slug: record.slug || id,
    isNew: created !== null && now.getTime() - created.getTime() <= NEW_BRAND_DAYS * DAY_MS,
    isTopRated: record.rating >= TOP_RATED_MIN,
    hasBestBonus: record.welcomeBonus.toLowerCase().includes(BEST_BONUS_TEXT.toLowerCase()),
  };
}

/** spec §9: rating descending, then newest, then name. */
export function compareBrands(a: Brand, b: Brand): number {
  return b.rating - a.rating || timeOf(b.createdAt) - timeOf(a.createdAt) || a.name.localeCompare(b.name);
}

export function sortBrands(brands: readonly Brand[]): Brand[] {
  return [...brands].sort(compareBrands);
}

/** Welcome bonus as displayed (spec §9 default 100%). */
export function welcomeBonusLabel(brand: Pick<Brand, 'welcomeBonus'>): string {
  return brand.welcomeBonus.trim() || DEFAULT_WELCOME_BONUS;
}
