import { useEffect, useMemo, useState } from 'react';
import {
  bootStartOf,
  brandListingFilter,
  endBootFetch,
  PROMOTIONS_PAGE_SIZE_BY_CATEGORY,
  useBrandPromotions,
  useBrands,
  usePromotionPages,
  useQueryClient,
  useWelcomeBonusPromotions as useWelcomeBonusQuery,
} from '@bonus-atlas/shared-services';
import { brandChipsHeadKey, brandChoiceOf, type BrandChipsHead, type BrandChoice } from '../brand-chips';
import { useHydrated } from '../../hooks/use-hydrated';
import type { PromotionView } from '@bonus-atlas/shared-services';
import type { PromotionListing } from './promotion-listing';

type PagesQuery = ReturnType<typeof usePromotionPages>;

interface TrackedPagesListing extends PromotionListing {
  /** The data was in the query cache before this listing was asked for (spec §3 cache hits). */
  fromCache: boolean;
  /** When the listing's first page was asked for, if that was before the page mounted (the shell's boot). */
  loadStartedAt?: number;
}

function usePagesListing(query: PagesQuery, startedAtBoot?: number): TrackedPagesListing {
  // flattened only when the pages change, so memoised cards and filters keep their inputs
  const promotions = useMemo(() => query.data?.pages.flatMap((page) => page.promotions) ?? [], [query.data]);
  return {
    promotions,
    status: query.isPending ? 'loading' : query.isError && promotions.length === 0 ? 'error' : 'success',
    hasMore: Boolean(query.hasNextPage),
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
    // data that was already there when the page mounted came from the query cache (spec §3 cache hits),
    // unless the shell fetched it at boot for this very visit
    fromCache: query.isSuccess && !query.isFetchedAfterMount && startedAtBoot === undefined,
    loadStartedAt: startedAtBoot,
  };
}

/**
 * When the shell's boot started this page's first listing, remembered for the visit while
 * the page shows that same listing (`listingKey`); undefined otherwise. Once the listing has arrived the
 * boot's record is closed, so a later visit finds it in the cache (spec §3 metrics).
 */
function useBootStart(listing: Parameters<typeof bootStartOf>[0], listingKey: string, arrived: boolean) {
  const [boot] = useState(() => {
    const startedAt = bootStartOf(listing);
    return startedAt === undefined ? null : { listingKey, startedAt };
  });
  const startedAtBoot = boot?.listingKey === listingKey ? boot.startedAt : undefined;
  const counted = startedAtBoot !== undefined && arrived;
  useEffect(() => {
    // counted once: a later visit to the same listing finds it in the cache
    if (counted) endBootFetch(listing);
    // the listing is named by its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counted, listingKey]);
  return startedAtBoot;
}

/** /bycategory: ONE collection-group query per page of 50 (spec §9), filtered by the chip's category names. */
export function useCategoryListing(category: string | string[] | null) {
  const filter = { category, pageSize: PROMOTIONS_PAGE_SIZE_BY_CATEGORY };
  const query = usePromotionPages(filter);
  const listingKey = Array.isArray(category) ? category.join('|') : String(category);
  return usePagesListing(query, useBootStart(filter, listingKey, query.isSuccess));
}

/** /bybrands: pages of 30, one brand or all brands (null). */
export function useBrandListing(brandId: string | null) {
  const filter = brandListingFilter(brandId);
  const query = usePromotionPages(filter);
  return usePagesListing(query, useBootStart(filter, String(brandId), query.isSuccess));
}

/** /welcomebonus: every comparable Welcome Bonus promotion at once, so the table sorts all of them. */
export function useWelcomeBonusPromotions() {
  const query = useWelcomeBonusQuery();
  const startedAtBoot = useBootStart('welcome-bonus', 'welcome-bonus', query.isSuccess);
  const promotions = useMemo(() => query.data ?? [], [query.data]);
  return {
    promotions,
    status: query.isPending ? ('loading' as const) : query.isError ? ('error' as const) : ('success' as const),
    retry: () => void query.refetch(),
    // data that was already there when the page mounted came from the query cache (spec §3 cache hits),
    // unless the shell fetched it at boot for this very visit
    fromCache: query.isSuccess && !query.isFetchedAfterMount && startedAtBoot === undefined,
    loadStartedAt: startedAtBoot,
  };
}

/**
 * A promotion named by `?promo=` that isn't among the loaded cards: read from its brand. `missing`
 * turns true once the read is done (or failed) and the promotion isn't there.
 */
export function useDeepLinkedPromotion(requested: { brandId: string; promotionId: string } | null): {
  promotion: PromotionView | null;
  missing: boolean;
} {
  const query = useBrandPromotions(requested?.brandId ?? null);
  const promotion = useMemo(
    () => (requested ? (query.data?.find((candidate) => candidate.id === requested.promotionId) ?? null) : null),
    [query.data, requested],
  );
  const settled = query.isSuccess || query.isError;
  return { promotion, missing: Boolean(requested) && settled && !promotion };
}

const NO_CHOICES: BrandChoice[] = [];

/**
 * The brand chip bar: every brand in the spec's order (rating, newest, name), from the brand list; until
 * the browser has read it, the first screen's chips the server sent with the page (chips-head.ts), so a
 * rendered page never carries the whole list. While hydrating, exactly the chips the server rendered.
 */
export function useBrandChoices(selected: string | null): BrandChoice[] {
  const { data } = useBrands({ keepOnServer: true });
  const queryClient = useQueryClient();
  const [head] = useState(() => queryClient.getQueryData<BrandChipsHead>(brandChipsHeadKey(selected)));
  const hydrated = useHydrated();
  const all = useMemo(() => (data ? data.brands.map(brandChoiceOf) : undefined), [data]);
  if (hydrated && all) return all;
  return head?.choices ?? NO_CHOICES;
}
