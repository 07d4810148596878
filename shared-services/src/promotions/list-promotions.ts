import {
  infiniteQueryOptions,
  useInfiniteQuery,
  firestoreSdk,
  firestoreSdkIfLoaded,
  PROMOTION_CACHE_MS,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import type { DocumentSnapshot, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { loadRecords } from '../model/load-records';
import type * as z from '../shared/zod';
import { type Promotion } from '../model/promotion-facts';
import { queryKeys } from '../query-keys';
import { dropOrphanPromotions } from './drop-orphans';
import type { listPromotionsInput } from '../shared/service-inputs';

// spec §9 page sizes
export const PROMOTIONS_PAGE_SIZE_BY_CATEGORY = 50;
export const PROMOTIONS_PAGE_SIZE_BY_BRAND = 30;
export const PROMOTIONS_PAGE_SIZE_DEFAULT = 30;
export { PROMOTIONS_MAX } from '../model/promotion-limits';

/**
 * Opaque cursor: the last document of the previous page, or only its path when the page came from the
 * server render's query cache (a snapshot does not travel in HTML; see serverStateReducers).
 */
export type PromotionCursor = QueryDocumentSnapshot | { path: string };

/** The server render's query cache holds cursors as document paths (devalue reducer). */
export const serverStateReducers = {
  // a snapshot exists only once a read has loaded the SDK
  DocumentPath: (value: unknown) => {
    const sdk = firestoreSdkIfLoaded();
    return sdk !== undefined && value instanceof sdk.QueryDocumentSnapshot && { path: value.ref.path };
  },
};

async function cursorSnapshot(cursor: PromotionCursor, firebase: FirebaseHandles): Promise<DocumentSnapshot> {
  const { QueryDocumentSnapshot, doc, getDoc } = await firestoreSdk();
  return cursor instanceof QueryDocumentSnapshot ? cursor : withDeadline(() => getDoc(doc(firebase.db, cursor.path)));
}

export interface ListPromotionsInput extends z.input<typeof listPromotionsInput> {
  cursor?: PromotionCursor | null;
}

export interface PromotionPage {
  promotions: Promotion[];
  /** null when this was the last page */
  nextCursor: PromotionCursor | null;
}

/** The default page size for a filter: 50 by category, 30 by brand (spec §9). */
export function promotionPageSize(filter: { category?: unknown; brandId?: unknown }): number {
  if (filter.brandId) return PROMOTIONS_PAGE_SIZE_BY_BRAND;
  if (filter.category) return PROMOTIONS_PAGE_SIZE_BY_CATEGORY;
  return PROMOTIONS_PAGE_SIZE_DEFAULT;
}

/**
 * Cross-brand promotions with ONE collectionGroup('promotions') query per page, newest first; the
 * brand name/logo/slug/website/rating come denormalised on each promotion, so no per-brand reads.
 */
export async function listPromotions(
  input: ListPromotionsInput = {},
  firebase: FirebaseHandles = getFirebase(),
): Promise<PromotionPage> {
  const [{ collectionGroup, getDocs, limit, orderBy, query, startAfter, where }, { listPromotionsInput, toPromotion }] =
    await Promise.all([firestoreSdk(), loadRecords()]);
  const { category, brandId, pageSize } = listPromotionsInput.parse(input);
  const size = pageSize ?? promotionPageSize({ category, brandId });
  const constraints: QueryConstraint[] = [];
  if (Array.isArray(category)) constraints.push(where('category', 'in', category));
  else if (category) constraints.push(where('category', '==', category));
  if (brandId) constraints.push(where('brandId', '==', brandId));
  constraints.push(orderBy('createdAt', 'desc'));
  if (input.cursor) constraints.push(startAfter(await cursorSnapshot(input.cursor, firebase)));
  // one extra document tells whether another page exists without a second request
  constraints.push(limit(size + 1));
  // spec §9: 10 s for the database; a stalled listing fails with the timeout text (and its Retry)
  const snapshot = await withDeadline(() => getDocs(query(collectionGroup(firebase.db, 'promotions'), ...constraints)));
  const documents = snapshot.docs.slice(0, size);
  const promotions = documents.map((document) =>
    toPromotion(document.id, document.data(), document.ref.parent.parent?.id),
  );
  return {
    promotions: await dropOrphanPromotions(promotions, firebase),
    nextCursor: snapshot.docs.length > size ? (documents[documents.length - 1] ?? null) : null,
  };
}

/** What a promotions grid is filtered by: a category (or its merged names), a brand, or neither. */
export interface PromotionPagesFilter {
  category?: string | string[] | null;
  brandId?: string | null;
  pageSize?: number;
}

/**
 * The infinite query of a promotions grid: its key, pages and cache time. One definition for the
 * page's hook and the shell's boot prefetch, so both land in the same cache entry.
 */
export function promotionPagesOptions(filter: PromotionPagesFilter) {
  const pageSize = filter.pageSize ?? promotionPageSize(filter);
  return infiniteQueryOptions({
    queryKey: queryKeys.promotions.listing({
      category: Array.isArray(filter.category) ? filter.category.join('|') : (filter.category ?? null),
      brandId: filter.brandId ?? null,
      pageSize,
    }),
    queryFn: ({ pageParam }) => listPromotions({ ...filter, pageSize, cursor: pageParam }),
    initialPageParam: null as PromotionCursor | null,
    getNextPageParam: (lastPage: PromotionPage) => lastPage.nextCursor,
    staleTime: PROMOTION_CACHE_MS,
  });
}

/** By-category / by-brand grids: infinite pages with cursors (spec §2 infinite scroll + Load More). */
export function usePromotionPages(filter: PromotionPagesFilter) {
  return useInfiniteQuery(promotionPagesOptions(filter));
}
