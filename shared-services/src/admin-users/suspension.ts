import type { FirebaseHandles } from '../firebase';
import { firestoreSdk } from '../firebase/firestore-sdk';
import { withDeadline } from '../resilience/deadline';
import type { ValidationMessageKey } from '../validation/messages';
import { suspendedMessageKey } from './account-facts';

/**
 * After the rules refused a signed-in user's write: the message of their suspension, or null when they
 * are not suspended (or their profile cannot be read now: the caller's own error stands). The SDK
 * loads on demand, as the public pages' comment form does.
 */
export async function suspensionMessageOf(
  uid: string | null | undefined,
  firebase: FirebaseHandles,
): Promise<ValidationMessageKey | null> {
  if (!uid) return null;
  const { doc, getDoc } = await firestoreSdk();
  const profile = await withDeadline(() => getDoc(doc(firebase.db, 'users', uid))).catch(() => null);
  if (profile?.get('suspended') !== true) return null;
  return suspendedMessageKey(profile.get('suspendedReason'));
}
