import { useMutation } from '@tanstack/react-query';
import { firestoreSdk } from '../firebase/firestore-sdk';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { withDeadline } from '../resilience/deadline';
import { useSessionStore } from '../session/session-store';
import { BREAK_DURATIONS, breakEnd } from './break-durations';
import { writeLocalBreakEnd } from './local-break';

export const startBreakInput = z.object({
  /** null for a visitor: the break lives in this browser only. */
  uid: z.nullable(z.string().check(z.minLength(1))),
  duration: z.enum(BREAK_DURATIONS),
});
export type StartBreakInput = z.input<typeof startBreakInput>;

/**
 * Starts a break: on users/{uid}.breakUntil for a signed-in user (firestore.rules: only forward, at
 * most 91 days) and in this browser, so signing out does not end it. Resolves to the end time.
 */
export async function startBreak(input: StartBreakInput, firebase: FirebaseHandles = getFirebase()): Promise<Date> {
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
