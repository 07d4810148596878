import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
  announceDisplayName,
  useSessionStore,
} from '@bonus-atlas/shared-services/kernel';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { errorMessage } from '../model/result';
import { queryKeys } from '../query-keys';
import { createDisplayNameSchema } from '../validation/display-name';

export const updateDisplayNameInput = z.object({
  uid: z.string().check(z.minLength(1)),
  // whether this account may carry the admin label is the rules' call (they read the role)
  displayName: createDisplayNameSchema(undefined, { mayClaimAdmin: true }),
});
export type UpdateDisplayNameInput = z.input<typeof updateDisplayNameInput>;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile: {reason}',
} as const;

export function profileUpdateErrorMessage(error: unknown): string {
  return PROFILE_MESSAGES.updateFailed.replace('{reason}', errorMessage(error));
}

/** Saves the display name on users/{uid} and on the auth profile, then updates the session. */
export async function updateDisplayName(
  input: UpdateDisplayNameInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<string> {
  const { uid, displayName } = updateDisplayNameInput.parse(input);
  await withDeadline(() => updateDoc(doc(firebase.db, 'users', uid), { displayName, updatedAt: serverTimestamp() }));
  // the auth profile only exists in a signed-in browser; Node tests act through emulator tokens instead
  const authUser = firebase.config.mockUserToken ? null : (await firebase.auth()).currentUser;
  if (authUser && authUser.uid === uid) {
    const { updateProfile } = await import('firebase/auth');
    await updateProfile(authUser, { displayName });
  }
  const session = useSessionStore.getState();
  if (session.user?.uid === uid) {
    if (session.profile) session.setProfile({ ...session.profile, displayName });
    else useSessionStore.setState({ user: { ...session.user, displayName } });
  }
  announceDisplayName(uid, displayName);
  return displayName;
}

export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDisplayNameInput) => updateDisplayName(input),
    onSuccess: (_name, input) => void queryClient.invalidateQueries({ queryKey: queryKeys.users.profile(input.uid) }),
  });
}
