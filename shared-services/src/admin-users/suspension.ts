import { type FirebaseHandles, firestoreSdk, withDeadline, errorCode } from '@bonus-atlas/shared-services/kernel';
import { ValidationMessageError, type ValidationMessageKey } from '../validation/messages';
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

/** A write the rules refused because its author is suspended: the reason, in the reader's language where shown. */
export class SuspendedError extends ValidationMessageError {
  constructor(key: ValidationMessageKey) {
    super(key);
    this.name = 'SuspendedError';
  }
}

/**
 * A failed write, explained: the author's suspension when the rules refused it (Firestore's
 * permission-denied, Storage's unauthorized) and they are suspended, else null (the caller's own error stands).
 */
export async function suspendedRefusal(
  error: unknown,
  uid: string | null | undefined,
  firebase: FirebaseHandles,
): Promise<SuspendedError | null> {
  const code = errorCode(error);
  if (code !== 'permission-denied' && code !== 'unauthorized') return null;
  const key = await suspensionMessageOf(uid, firebase);
  return key ? new SuspendedError(key) : null;
}
