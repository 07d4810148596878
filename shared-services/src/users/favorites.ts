import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, deleteDoc, doc, getDocs, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore/lite';
import { z } from 'zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { queryKeys } from '../query-keys';

// Anonymous visitors keep favourites in this browser; they move to users/{uid}/favorites at sign-in.
export const ANONYMOUS_FAVORITES_KEY = 'bonusAtlasFavorites';

export const favoriteInput = z.object({ uid: z.string().min(1).nullable(), brandId: z.string().min(1) });
export type FavoriteInput = z.input<typeof favoriteInput>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLocalFavorites(): string[] {
  try {
    const raw = JSON.parse(storage()?.getItem(ANONYMOUS_FAVORITES_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}

function writeLocalFavorites(ids: readonly string[]): void {
  try {
    storage()?.setItem(ANONYMOUS_FAVORITES_KEY, JSON.stringify([...new Set(ids)]));
  } catch (error) {
    console.error('Failed to save favourites', error);
  }
}

/** Brand ids the user (or this browser, when signed out) has favourited. */
export async function getFavorites(uid: string | null, firebase: FirebaseHandles = getFirebase()): Promise<string[]> {
  if (!uid) return readLocalFavorites();
  const snapshot = await getDocs(collection(firebase.db, 'users', uid, 'favorites'));
  return snapshot.docs.map((document) => document.id);
}

export async function addFavorite(input: FavoriteInput, firebase: FirebaseHandles = getFirebase()): Promise<void> {
  const { uid, brandId } = favoriteInput.parse(input);
  if (!uid) {
    writeLocalFavorites([...readLocalFavorites(), brandId]);
    return;
  }
  await setDoc(doc(firebase.db, 'users', uid, 'favorites', brandId), { createdAt: serverTimestamp() });
}

export async function removeFavorite(input: FavoriteInput, firebase: FirebaseHandles = getFirebase()): Promise<void> {
  const { uid, brandId } = favoriteInput.parse(input);
  if (!uid) {
    writeLocalFavorites(readLocalFavorites().filter((id) => id !== brandId));
    return;
  }
  await deleteDoc(doc(firebase.db, 'users', uid, 'favorites', brandId));
}

/** At sign-in: copies this browser's favourites to the account (one batch) and clears the local list. */
export async function mergeLocalFavorites(uid: string, firebase: FirebaseHandles = getFirebase()): Promise<number> {
  const local = readLocalFavorites();
  if (local.length === 0) return 0;
  const batch = writeBatch(firebase.db);
  for (const brandId of local) {
    batch.set(doc(firebase.db, 'users', uid, 'favorites', brandId), { createdAt: serverTimestamp() });
  }
  await batch.commit();
  storage()?.removeItem(ANONYMOUS_FAVORITES_KEY);
  return local.length;
}

export function useFavorites(uid: string | null) {
  return useQuery({ queryKey: queryKeys.users.favorites(uid), queryFn: () => getFavorites(uid) });
}

/** Toggles a favourite with an optimistic list update. */
export function useToggleFavorite(uid: string | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.users.favorites(uid);
  return useMutation({
    mutationFn: ({ brandId, favorite }: { brandId: string; favorite: boolean }) =>
      favorite ? addFavorite({ uid, brandId }) : removeFavorite({ uid, brandId }),
    onMutate: ({ brandId, favorite }) => {
      const previous = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData<string[]>(key, favorite ? [...new Set([...previous, brandId])] : previous.filter((id) => id !== brandId));
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.previous ?? []),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
