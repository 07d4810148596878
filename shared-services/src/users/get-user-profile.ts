import { useQuery, firestoreSdk, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { loadRecords } from '../model/load-records';
import { type UserProfile } from '../model/user-facts';
import { queryKeys } from '../query-keys';

/** users/{uid}, or null when the user has no record yet. */
export async function getUserProfile(
  uid: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<UserProfile | null> {
  const [{ doc, getDoc }, { getUserProfileInput, parseUserProfile }] = await Promise.all([
    firestoreSdk(),
    loadRecords(),
  ]);
  getUserProfileInput.parse({ uid });
  const snapshot = await getDoc(doc(firebase.db, 'users', uid));
  return snapshot.exists() ? parseUserProfile(uid, snapshot.data()) : null;
}

export function useUserProfile(uid: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.users.profile(uid ?? ''),
    queryFn: () => getUserProfile(uid ?? ''),
    enabled: Boolean(uid),
  });
}
