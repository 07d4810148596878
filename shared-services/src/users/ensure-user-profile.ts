import { firestoreSdk } from '../firebase/firestore-sdk';
import { parseUserProfile } from '../model/user-profile';
import { requireId } from '../shared/require-id';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { DEFAULT_ROLE, type SessionUser, type UserProfile } from '../model/user-facts';
import { DISPLAY_NAME_MAX } from '../validation/limits';
import { claimsAdminLabel, toAllowedName } from '../validation/person-name';

/**
 * The display name stored at first sign-in: the account's name, else the e-mail's local part, else
 * "Member" (1–50 chars), kept to the characters a name may use and never posing as the admin: the
 * rules refuse a profile otherwise, and sign-in would fail.
 */
export function initialDisplayName(user: SessionUser): string {
  const candidates = [user.displayName ?? '', user.email?.split('@')[0] ?? ''].map((name) =>
    toAllowedName(name).slice(0, DISPLAY_NAME_MAX).trim(),
  );
  return candidates.find((name) => name !== '' && !claimsAdminLabel(name)) ?? 'Member';
}

/**
 * spec §4: on sign-in read users/{uid}; if it does not exist create it with role member and
 * uid, email, displayName, photoURL, role, createdAt (plus balance/totalEarned 0 per data-model.md).
 */
export async function ensureUserProfile(
  user: SessionUser,
  firebase: FirebaseHandles = getFirebase(),
): Promise<UserProfile> {
  requireId(user.uid, 'uid');
  const { doc, getDoc, serverTimestamp, setDoc } = await firestoreSdk();
  const ref = doc(firebase.db, 'users', user.uid);
  const snapshot = await getDoc(ref);
  if (snapshot.exists()) return parseUserProfile(user.uid, snapshot.data());
  const record = {
    uid: user.uid,
    email: user.email ?? '',
    displayName: initialDisplayName(user),
    photoURL: user.photoURL ?? null,
    role: DEFAULT_ROLE,
    balance: 0,
    totalEarned: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  await setDoc(ref, record);
  return parseUserProfile(user.uid, { ...record, createdAt: new Date(), updatedAt: new Date() });
}
