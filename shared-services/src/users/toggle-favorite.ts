import {
  useMutation,
  useQueryClient,
  firestoreSdk,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import type * as z from '../shared/zod';
import { queryKeys } from '../query-keys';
import { readLocalFavorites, writeLocalFavorites } from './local-favorites';
import type { favoriteInput } from '../shared/service-inputs';
import { loadRecords } from '../model/load-records';

export type FavoriteInput = z.input<typeof favoriteInput>;

/** Saves a favourite on the account (users/{uid}/favorites/{brandId}) or, signed out, in this browser. */
export async function addFavorite(input: FavoriteInput, firebase?: FirebaseHandles): Promise<void> {
  const { favoriteInput } = await loadRecords();
  const { uid, brandId } = favoriteInput.parse(input);
  if (!uid) {
    writeLocalFavorites([...readLocalFavorites(), brandId]);
    return;
  }
  const { doc, serverTimestamp, setDoc } = await firestoreSdk();
  const ref = doc((firebase ?? getFirebase()).db, 'users', uid, 'favorites', brandId);
  await withDeadline(() =>
    setDoc(ref, {
      createdAt: serverTimestamp(),
    }),
  );
}

export async function removeFavorite(input: FavoriteInput, firebase?: FirebaseHandles): Promise<void> {
  const { favoriteInput } = await loadRecords();
  const { uid, brandId } = favoriteInput.parse(input);
  if (!uid) {
    writeLocalFavorites(readLocalFavorites().filter((id) => id !== brandId));
    return;
  }
  const { deleteDoc, doc } = await firestoreSdk();
  await withDeadline(() => deleteDoc(doc((firebase ?? getFirebase()).db, 'users', uid, 'favorites', brandId)));
}

/** Toggles a favourite with an optimistic list update (restored if the write fails). */
export function useToggleFavorite(uid: string | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.users.favorites(uid);
  return useMutation({
    mutationFn: ({ brandId, favorite }: { brandId: string; favorite: boolean }) =>
      favorite ? addFavorite({ uid, brandId }) : removeFavorite({ uid, brandId }),
    onMutate: ({ brandId, favorite }) => {
      const previous = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData<string[]>(
        key,
        favorite ? [...new Set([...previous, brandId])] : previous.filter((id) => id !== brandId),
      );
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.previous ?? []),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
