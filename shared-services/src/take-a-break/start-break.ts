import {
  useMutation,
  firestoreSdk,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
  useSessionStore,
} from '@bonus-atlas/shared-services/kernel';
import type * as z from '../shared/zod';
import { breakEnd } from '@bonus-atlas/shared-services/frame';
import { writeLocalBreakEnd } from '@bonus-atlas/shared-services/frame';
import type { startBreakInput } from '../shared/service-inputs';
import { loadRecords } from '../model/load-records';

export type StartBreakInput = z.input<typeof startBreakInput>;

/**
 * Starts a break: on users/{uid}.breakUntil for a signed-in user (firestore.rules: only forward, at
 * most 91 days) and in this browser, so signing out does not end it. Resolves to the end time.
 */
export async function startBreak(input: StartBreakInput, firebase: FirebaseHandles = getFirebase()): Promise<Date> {
  const { startBreakInput } = await loadRecords();
  const { uid, duration } = startBreakInput.parse(input);
  const until = breakEnd(duration);
  if (uid) {
    const { Timestamp, doc, serverTimestamp, updateDoc } = await firestoreSdk();
    await withDeadline(() =>
      updateDoc(doc(firebase.db, 'users', uid), {
        breakUntil: Timestamp.fromDate(until),
        updatedAt: serverTimestamp(),
      }),
    );
    const session = useSessionStore.getState();
    if (session.user?.uid === uid && session.profile) session.setProfile({ ...session.profile, breakUntil: until });
  }
  writeLocalBreakEnd(until);
  return until;
}

export function useStartBreak() {
  return useMutation({ mutationFn: (input: StartBreakInput) => startBreak(input) });
}
