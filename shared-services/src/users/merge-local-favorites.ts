import { firestoreSdk } from '../firebase/firestore-sdk';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { withDeadline } from '../resilience/deadline';
import { clearLocalFavorites, readLocalFavorites } from './local-favorites';
import { requireId } from '../shared/require-id';

/** At sign-in: copies this browser's favourites to the account (one batch) and clears the local list. */
export async function mergeLocalFavorites(uid: string, firebase?: FirebaseHandles): Promise<number> {
  requireId(uid, 'uid');
  const local = readLocalFavorites();
  if (local.length === 0) return 0;
  const { doc, serverTimestamp, writeBatch } = await firestoreSdk();
  const db = (firebase ?? getFirebase()).db;
  const batch = writeBatch(db);
  for (const brandId of local) {
    batch.set(doc(db, 'users', uid, 'favorites', brandId), { createdAt: serverTimestamp() });
  }
  await withDeadline(() => batch.commit());
  clearLocalFavorites();
  return local.length;
}
