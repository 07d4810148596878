import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { DEFAULT_ROLE, parseUserProfile, type SessionUser, type UserProfile } from '../model/user';
import { DISPLAY_NAME_MAX } from '../validation/display-name';

export const ensureUserProfileInput = z.object({
  uid: z.string().check(z.minLength(1)),
  displayName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
});

/** The display name stored at first sign-in: the account's name, else the e-mail's local part (1–50 chars). */
export function initialDisplayName(user: SessionUser): string {
  const candidate = user.displayName?.trim() || user.email?.split('@')[0]?.trim() || 'Member';
  return candidate.slice(0, DISPLAY_NAME_MAX);
}

/**
 * spec §4: on sign-in read users/{uid}; if it does not exist create it with role member and
 * uid, email, displayName, photoURL, role, createdAt (plus balance/totalEarned 0 per data-model.md).
 */
export async function ensureUserProfile(
  user: SessionUser,
  firebase: FirebaseHandles = getFirebase(),
): Promise<UserProfile> {
  ensureUserProfileInput.parse(user);
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
