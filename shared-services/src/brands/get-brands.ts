import { brandDefinition } from '../model/brand-definition';
import {
  useQuery,
  type Query,
  type QueryClient,
  QUERY_STALE_TIME_MS,
  SERVER_ONLY_META,
  SHARED_LIST_MS,
  sharedRead,
  getFirebase,
  type FirebaseHandles,
  BRAND_LOAD_MESSAGES,
  brandLoadMessage,
  reportError,
  appPolicy,
  createResiliencePolicy,
  HOME_TIMEOUT_MS,
  replaceAppPolicy,
  type ResiliencePolicy,
} from '@bonus-atlas/shared-services/kernel';
import { readBrandListing } from '../brand-listing/read-listing';
import { readLocalBrands, readMemoryBrands, writeMemoryBrands } from '../cache/brand-cache';
import { saveLocalBrands } from '../cache/save-local-brands';
import { backgroundRefreshInterval, shouldRefreshOnVisible } from '../cache/refresh-policy';
import { type Brand } from '../model/brand-facts';
import { queryKeys } from '../query-keys';

/**
 * spec §7: read all brands (no filter), sorted client-side by rating, newest, name. The render server's
 * pages share one read for a moment (server-reads.ts); a browser reads each time it is asked.
 */
export async function fetchAllBrands(
  firebase: FirebaseHandles = getFirebase(),
  signal?: AbortSignal,
): Promise<Brand[]> {
  // the brand listing's few documents, not one read per brand (brand-listing/)
  return sharedRead(`brands@${brandDefinition.version}`, SHARED_LIST_MS, () => readBrandListing(firebase, signal));
}

export type BrandListSource = 'network' | 'memory' | 'local';

export interface BrandList {
  brands: Brand[];
  source: BrandListSource;
  /** "Unable to load latest brands. Showing cached data." when a cached copy stands in for a failed fetch. */
  notice: string | null;
  updatedAt: number;
}

export class BrandLoadError extends Error {
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
    this.name = 'BrandLoadError';
  }
}

/** spec §9 numbers: 10 s per request, 15 s overall, 2 retries, breaker 3/30 s/3. */
export function createBrandFetchPolicy(): ResiliencePolicy {
  return createResiliencePolicy({ overallTimeoutMs: HOME_TIMEOUT_MS });
}

/** The brand fetch shares one circuit breaker page-wide (spec §4): the kernel's, whichever app's copy asks. */
const BRAND_POLICY = 'brand-fetch';
let consecutiveErrors = 0;

export function getBrandFetchPolicy(): ResiliencePolicy {
  return appPolicy(BRAND_POLICY, createBrandFetchPolicy);
}

/** Tests (and a host that wants other numbers) can swap the policy; also resets the error streak. */
export function setBrandFetchPolicy(policy: ResiliencePolicy): void {
  replaceAppPolicy(BRAND_POLICY, policy);
  consecutiveErrors = 0;
}

export function brandFetchErrorStreak(): number {
  return consecutiveErrors;
}

/**
 * Brands through timeout/retry/circuit breaker; on failure the in-memory then the local copy stands
 * in with the spec's notice; with neither, a BrandLoadError with the spec's message.
 */
export async function loadBrands(firebase: FirebaseHandles = getFirebase()): Promise<BrandList> {
  try {
    const brands = await getBrandFetchPolicy().execute((signal) => fetchAllBrands(firebase, signal));
    consecutiveErrors = 0;
    const now = Date.now();
    writeMemoryBrands(brands, now);
    saveLocalBrands(brands, now);
    return { brands, source: 'network', notice: null, updatedAt: now };
  } catch (error) {
    consecutiveErrors += 1;
    reportError(error, BRAND_LOAD_MESSAGES.generic);
    const memory = readMemoryBrands();
    if (memory)
      return {
        brands: memory.brands,
        source: 'memory',
        notice: BRAND_LOAD_MESSAGES.showingCached,
        updatedAt: memory.savedAt,
      };
    const local = readLocalBrands();
    if (local)
      return {
        brands: local.brands,
        source: 'local',
        notice: BRAND_LOAD_MESSAGES.showingCached,
        updatedAt: local.savedAt,
      };
    const specific = brandLoadMessage(error);
    throw new BrandLoadError(specific === BRAND_LOAD_MESSAGES.generic ? BRAND_LOAD_MESSAGES.noCache : specific, error);
  }
}

/** The local copy (24 h) to show at once while the network answer is on its way (spec §4 "cached"). */
export function initialBrandList(): BrandList | undefined {
  const local = readLocalBrands();
  return local ? { brands: local.brands, source: 'local', notice: null, updatedAt: local.savedAt } : undefined;
}

export function getBrandsQueryOptions() {
  return {
    queryKey: queryKeys.brands.list(),
    queryFn: () => loadBrands(),
    staleTime: QUERY_STALE_TIME_MS,
    initialData: initialBrandList,
    // spec §4: the local copy is shown at once and always refreshed in the background right after
    initialDataUpdatedAt: 0,
    // spec §9: every 5 min (doubled after > 3 consecutive errors), on visible when older than 2 min, on reconnect
    refetchInterval: () => backgroundRefreshInterval(consecutiveErrors),
    refetchOnWindowFocus: (query: Query<BrandList, Error, BrandList, readonly unknown[]>) =>
      shouldRefreshOnVisible(query.state.dataUpdatedAt),
    refetchOnReconnect: true,
  } as const;
}

/**
 * Starts the brand list query before any page asks for it (the shell at boot); the page's
 * useBrands() then joins the request in flight instead of starting its own. `keepOnServer`: a
 * rendered page does not carry the list in its state.
 */
export async function prefetchBrands(
  queryClient: QueryClient,
  { keepOnServer = false }: { keepOnServer?: boolean } = {},
): Promise<void> {
  const { queryKey, queryFn, staleTime, initialData, initialDataUpdatedAt } = getBrandsQueryOptions();
  // a page that carries its first screen (list-head.ts) or its one brand: the list is not sent with it
  const meta = keepOnServer ? SERVER_ONLY_META : undefined;
  return queryClient.prefetchQuery({ queryKey, queryFn, staleTime, initialData, initialDataUpdatedAt, meta });
}

/**
 * Home, search and brand pages: the sorted brand list with cached fallback. `keepOnServer`: the page
 * carries its first screen, not the list (a query's observer sets its options, so it says so too).
 */
export function useBrands({ keepOnServer = false }: { keepOnServer?: boolean } = {}) {
  return useQuery({ ...getBrandsQueryOptions(), ...(keepOnServer ? { meta: SERVER_ONLY_META } : {}) });
}
