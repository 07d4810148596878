import { useQuery } from '@tanstack/react-query';
import { firestoreSdk } from '../firebase/firestore-sdk';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { parseUserProfile, type UserProfile } from '../model/user';
import { queryKeys } from '../query-keys';

export const getUserProfileInput = z.object({ uid: z.string().check(z.minLength(1)) });

/** users/{uid}, or null when the user has no record yet. */
export async function getUserProfile(
  uid: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<UserProfile | null> {
  const { doc, getDoc } = await firestoreSdk();
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
