import { readFirebaseConfigFromEnv } from '../firebase/config';
import { registry } from '../firebase/registry';
import { mayHaveSavedUser } from '../library-internals/firebase-auth-saved-user';
import { resetSession, useSessionStore } from './session-store';

/**
 * Ends the session's loading state at once when this browser has no saved user: a
 * visitor's page renders without waiting for the Auth SDK, which starts later and confirms
 * signed-out. With a saved user the session keeps loading until Auth answers (spec §4), so a
 * signed-in user never sees the signed-out screen first. Resolves true for a visitor (no saved user).
 */
export async function settleSessionWithoutSavedUser(): Promise<boolean> {
  const config = registry.handles?.config ?? registry.config ?? readFirebaseConfigFromEnv();
  if (await mayHaveSavedUser(config.apiKey)) return false;
  const { status, user } = useSessionStore.getState();
  // Auth may have answered meanwhile (a sign-in in another tab): its answer stands
  if (status === 'loading' && user === null) resetSession('signed-out');
  return true;
}
