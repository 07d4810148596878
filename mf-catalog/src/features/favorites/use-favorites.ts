import { useCallback, useMemo } from 'react';
import {
  getFavorites,
  mergeLocalFavorites,
  queryKeys,
  selectUid,
  useSessionStore,
  useQuery,
  useToggleFavorite,
} from '@bonus-atlas/shared-services';

const NO_IDS: readonly string[] = [];

/** Signed in: this browser's favourites are merged first, so a list read right after sign-in includes them. */
async function loadFavorites(uid: string | null): Promise<string[]> {
  if (uid) await mergeLocalFavorites(uid);
  return getFavorites(uid);
}

export interface FavoritesApi {
  favoriteIds: readonly string[];
  isLoading: boolean;
  isError: boolean;
  isFavorite: (brandId: string) => boolean;
  toggleFavorite: (brandId: string) => void;
}

/** The visitor's favourites: users/{uid}/favorites when signed in, this browser when not (shared-services). */
export function useFavorites(): FavoritesApi {
  const uid = useSessionStore(selectUid);
  const favorites = useQuery({ queryKey: queryKeys.users.favorites(uid), queryFn: () => loadFavorites(uid) });
  const toggle = useToggleFavorite(uid);
  const favoriteIds = favorites.data ?? NO_IDS;
  const saved = useMemo(() => new Set(favoriteIds), [favoriteIds]);

  const isFavorite = useCallback((brandId: string) => saved.has(brandId), [saved]);
  const { mutate } = toggle;
  const toggleFavorite = useCallback(
    (brandId: string) => mutate({ brandId, favorite: !saved.has(brandId) }),
    [mutate, saved],
  );

  return { favoriteIds, isLoading: favorites.isPending, isError: favorites.isError, isFavorite, toggleFavorite };
}
