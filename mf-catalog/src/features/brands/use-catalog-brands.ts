import { useCallback } from 'react';
import { onlineManager, useBrands, type Brand } from '@bonus-atlas/shared-services';
import { useOnline } from '../../hooks/use-online';

const NO_BRANDS: readonly Brand[] = [];

export type CatalogStatus = 'loading' | 'error' | 'success';

export interface CatalogBrands {
  /** Sorted by rating, newest, name (shared-services). */
  brands: readonly Brand[];
  status: CatalogStatus;
  /** The spec's brand-load message when nothing could be shown. */
  errorMessage: string | undefined;
  /** A cached copy stands in for the latest data: a failed fetch, or no connection (spec §4). */
  isShowingCachedData: boolean;
  /** The list is the local copy shown while the fresh one is read (spec §4), not a fallback. */
  isLocalCopy: boolean;
  updatedAt: number;
  /** Forced refresh from the network; resolves when it settles (at once while offline). */
  refresh: () => Promise<void>;
}

/**
 * The brand list every catalog page reads: one cached query shared with the rest of the site.
 * `keepOnServer`: a rendered page carries what it shows of the list, not the list (Home).
 */
export function useCatalogBrands({ keepOnServer = false }: { keepOnServer?: boolean } = {}): CatalogBrands {
  const query = useBrands({ keepOnServer });
  const online = useOnline();
  const list = query.data;
  const { refetch } = query;
  const refresh = useCallback(async () => {
    // offline the query cache parks the fetch until the connection returns; don't hold the progress bar on it
    if (!onlineManager.isOnline()) {
      void refetch();
      return;
    }
    await refetch();
  }, [refetch]);

  return {
    brands: list?.brands ?? NO_BRANDS,
    status: list ? 'success' : query.isError ? 'error' : 'loading',
    errorMessage: query.error?.message,
    isShowingCachedData: Boolean(list?.notice) || (!online && list !== undefined),
    isLocalCopy: list?.source === 'local' && !list.notice,
    updatedAt: list?.updatedAt ?? 0,
    refresh,
  };
}
