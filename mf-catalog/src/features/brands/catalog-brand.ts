/** The brand fields the catalog reads; the shared-services Brand satisfies this shape. */
export interface CatalogBrand {
  id: string;
  name: string;
  slug: string;
  description: string;
  welcomeBonus: string;
  websiteUrl?: string;
  verified: boolean;
  acceptsCrypto: boolean;
  rating: number;
  logoImage?: string;
  coverImage?: string;
  createdAt?: unknown;
  isNew?: boolean;
  isTopRated?: boolean;
  hasBestBonus?: boolean;
}

/** Milliseconds since epoch from a Date, number, ISO string or Firestore-like timestamp; 0 when unknown. */
export function toMillis(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    return Number(value.toMillis()) || 0;
  }
  return 0;
}
