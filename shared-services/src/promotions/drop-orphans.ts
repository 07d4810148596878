import {
  firestoreSdk,
  PROMOTION_CACHE_MS,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { readMemoryBrands } from '../cache/brand-cache';
import type { Promotion } from '../model/promotion';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;
/** Bounded memory: brands known to exist or to be gone, each for the promotion cache's 5 minutes. */
const MAX_KNOWN = 2000;
const known = new Map<string, { exists: boolean; at: number }>();

function remember(brandId: string, exists: boolean, now: number): void {
  known.delete(brandId);
  known.set(brandId, { exists, at: now });
  // a Map iterates in insertion order: the first key is the oldest entry
  while (known.size > MAX_KNOWN) known.delete(known.keys().next().value as string);
}

/** Tests start from nothing known. */
export function forgetKnownBrands(): void {
  known.clear();
}

/**
 * Promotions whose brand still exists. A brand deleted without its promotions (only possible outside
 * the app's delete, which takes them in the same commit) leaves orphans that nobody can edit; they
 * stay out of the cross-brand listings. Brands of the in-memory brand list count as existing; the
 * others are looked up once (30 ids per query) and remembered for 5 minutes. A failed lookup keeps
 * the page as it is: a listing never fails for this check.
 */
export async function dropOrphanPromotions(
  promotions: Promotion[],
  firebase: FirebaseHandles,
  now: number = Date.now(),
): Promise<Promotion[]> {
  const { collection, documentId, getDocs, query, where } = await firestoreSdk();
  const listed = new Set(readMemoryBrands(now)?.brands.map((brand) => brand.id) ?? []);
  const fresh = (brandId: string) => {
    const entry = known.get(brandId);
    return entry && now - entry.at <= PROMOTION_CACHE_MS ? entry : null;
  };
  const unknown = [...new Set(promotions.map((promotion) => promotion.brandId))].filter(
    (brandId) => brandId && !listed.has(brandId) && !fresh(brandId),
  );
  try {
    const chunks: string[][] = [];
    for (let i = 0; i < unknown.length; i += IN_LIMIT) chunks.push(unknown.slice(i, i + IN_LIMIT));
    const found = await Promise.all(
      chunks.map((ids) =>
        withDeadline(() => getDocs(query(collection(firebase.db, 'brands'), where(documentId(), 'in', ids)))),
      ),
    );
    const existing = new Set(found.flatMap((snapshot) => snapshot.docs.map((document) => document.id)));
    for (const brandId of unknown) remember(brandId, existing.has(brandId), now);
  } catch (error) {
    console.warn('Could not check the brands of a promotions page', error);
    return promotions;
  }
  return promotions.filter(
    (promotion) => !promotion.brandId || listed.has(promotion.brandId) || fresh(promotion.brandId)?.exists !== false,
  );
}
