import { useQuery, firestoreSdk, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { queryKeys } from '../query-keys';
import { readLocalFavorites } from './local-favorites';
import { loadRecords } from '../model/load-records';

/** Brand ids the user (or this browser, when signed out) has favourited. */
export async function getFavorites(uid: string | null, firebase?: FirebaseHandles): Promise<string[]> {
  // a visitor's favourites are this browser's: no Firestore SDK for them, nor the input check's zod
  if (uid === null) return readLocalFavorites();
  const { getFavoritesInput } = await loadRecords();
  const input = getFavoritesInput.parse({ uid });
  if (!input.uid) return readLocalFavorites();
  const { collection, getDocs } = await firestoreSdk();
  const snapshot = await getDocs(collection((firebase ?? getFirebase()).db, 'users', input.uid, 'favorites'));
  return snapshot.docs.map((document) => document.id);
}

export function useFavorites(uid: string | null) {
  return useQuery({ queryKey: queryKeys.users.favorites(uid), queryFn: () => getFavorites(uid) });
}
