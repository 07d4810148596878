import { defaultShouldDehydrateQuery, QueryClient, type Query } from '@tanstack/react-query';

// spec §9: brands and promotions are cached 5 minutes in memory
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const PROMOTION_CACHE_MS = 300_000;

const SERVER_ONLY = 'serverOnly';

/** A query's meta for data the render server reads but no page sends (the whole brand list). */
export const SERVER_ONLY_META = { [SERVER_ONLY]: true } as const;

/**
 * The app-wide query client. Retries are off here because cockatiel policies in the services do the
 * retrying (with the spec's backoff and circuit breaker); doing both would multiply attempts.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: 2 * QUERY_STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
      // a page the server renders carries what it shows: a query marked SERVER_ONLY_META stays out of its state
      dehydrate: {
        shouldDehydrateQuery: (query: Query) =>
          defaultShouldDehydrateQuery(query) && query.meta?.[SERVER_ONLY] !== true,
      },
    },
  });
}

const CLIENT_KEY = Symbol.for('bonus-atlas.shared-services.query-client');

/** One QueryClient for shell and remotes (they share this package as a singleton). */
export function getQueryClient(): QueryClient {
  const slot = globalThis as Record<symbol, QueryClient | undefined>;
  slot[CLIENT_KEY] ??= createQueryClient();
  return slot[CLIENT_KEY];
}
