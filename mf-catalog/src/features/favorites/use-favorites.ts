import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavoriteBrand,
  listFavoriteBrandIds,
  queryKeys,
  removeFavoriteBrand,
  selectUid,
  useSessionStore,
} from '@bonus-atlas/shared-services';
import {
  readLocalFavorites,
  subscribeLocalFavorites,
  toggleLocalFavorite,
  writeLocalFavorites,
} from './local-favorites';

const NO_IDS: readonly string[] = [];

// One merge per user per page load, however many hearts are on screen.
const mergesInFlight = new Map<string, Promise<void>>();

/** Moves anonymous favourites into users/{uid}/favorites, then forgets the local copy. */
export function mergeLocalFavorites(uid: string): Promise<void> {
  const running = mergesInFlight.get(uid);
  if (running) return running;
  const ids = readLocalFavorites();
  const merge = Promise.all(ids.map((brandId) => addFavoriteBrand(uid, brandId)))
    .then(() => {
      // keep ids saved meanwhile (another tab) that were not part of this merge
      writeLocalFavorites(readLocalFavorites().filter((id) => !ids.includes(id)));
    })
    .finally(() => mergesInFlight.delete(uid));
  mergesInFlight.set(uid, merge);
  return merge;
}

export interface FavoritesApi {
  favoriteIds: readonly string[];
  isLoading: boolean;
  isError: boolean;
  isFavorite: (brandId: string) => boolean;
  toggleFavorite: (brandId: string) => void;
}

/** Favourites of the visitor: users/{uid}/favorites when signed in, localStorage when not (merged at sign-in). */
export function useFavorites(): FavoritesApi {
  const uid = useSessionStore(selectUid);
  const queryClient = useQueryClient();
  const localIds = useSyncExternalStore(subscribeLocalFavorites, readLocalFavorites, () => NO_IDS);
  const key = queryKeys.users.favorites(uid);

  const remote = useQuery({
    queryKey: key,
    queryFn: () => listFavoriteBrandIds(uid as string),
    enabled: uid !== null,
  });

  useEffect(() => {
    if (uid === null || localIds.length === 0) return;
    void mergeLocalFavorites(uid).then(() => queryClient.invalidateQueries({ queryKey: queryKeys.users.favorites(uid) }));
  }, [uid, localIds, queryClient]);

  const mutation = useMutation({
    mutationFn: ({ brandId, save }: { brandId: string; save: boolean }) =>
      save ? addFavoriteBrand(uid as string, brandId) : removeFavoriteBrand(uid as string, brandId),
    onMutate: async ({ brandId, save }) => {
      // optimistic: the heart fills at once
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<readonly string[]>(key);
      queryClient.setQueryData<readonly string[]>(key, (ids = []) =>
        save ? [...ids, brandId] : ids.filter((id) => id !== brandId),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const favoriteIds = uid === null ? localIds : [...new Set([...(remote.data ?? NO_IDS), ...localIds])];

  const isFavorite = useCallback((brandId: string) => favoriteIds.includes(brandId), [favoriteIds]);

  const toggleFavorite = useCallback(
    (brandId: string) => {
      if (uid === null) {
        toggleLocalFavorite(brandId);
        return;
      }
      mutation.mutate({ brandId, save: !favoriteIds.includes(brandId) });
    },
    [uid, favoriteIds, mutation],
  );

  return {
    favoriteIds,
    isLoading: uid !== null && remote.isPending,
    isError: remote.isError,
    isFavorite,
    toggleFavorite,
  };
}
