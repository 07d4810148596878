import { useQuery } from '@tanstack/react-query';
import { firestoreSdk } from '../firebase/firestore-sdk';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { queryKeys } from '../query-keys';
import { readLocalFavorites } from './local-favorites';

export const getFavoritesInput = z.object({ uid: z.nullable(z.string().check(z.minLength(1))) });

/** Brand ids the user (or this browser, when signed out) has favourited. */
export async function getFavorites(uid: string | null, firebase?: FirebaseHandles): Promise<string[]> {
  const input = getFavoritesInput.parse({ uid });
  // a visitor's favourites are this browser's: no Firestore SDK for them
  if (!input.uid) return readLocalFavorites();
  const { collection, getDocs } = await firestoreSdk();
  const snapshot = await getDocs(collection((firebase ?? getFirebase()).db, 'users', input.uid, 'favorites'));
  return snapshot.docs.map((document) => document.id);
}

export function useFavorites(uid: string | null) {
  return useQuery({ queryKey: queryKeys.users.favorites(uid), queryFn: () => getFavorites(uid) });
}
