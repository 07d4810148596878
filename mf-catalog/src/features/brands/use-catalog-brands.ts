import { useCallback } from 'react';
import { useBrands, type Brand } from '@bonus-atlas/shared-services';

const NO_BRANDS: readonly Brand[] = [];

export type CatalogStatus = 'loading' | 'error' | 'success';

export interface CatalogBrands {
  /** Sorted by rating, newest, name (shared-services). */
  brands: readonly Brand[];
  status: CatalogStatus;
  /** The spec's brand-load message when nothing could be shown. */
  errorMessage: string | undefined;
  /** A cached copy stands in for a failed fetch (spec §4). */
  isShowingCachedData: boolean;
  updatedAt: number;
  /** Forced refresh from the network; resolves when it settles. */
  refresh: () => Promise<void>;
}

/** The brand list every catalog page reads: one cached query shared with the rest of the site. */
export function useCatalogBrands(): CatalogBrands {
  const query = useBrands();
  const list = query.data;
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return {
    brands: list?.brands ?? NO_BRANDS,
    status: list ? 'success' : query.isError ? 'error' : 'loading',
    errorMessage: query.error?.message,
    isShowingCachedData: Boolean(list?.notice),
    updatedAt: list?.updatedAt ?? 0,
    refresh,
  };
}
