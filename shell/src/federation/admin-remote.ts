import type { registerRemotes } from '@module-federation/enhanced/runtime';
import { selectIsAdmin, useSessionStore } from '@bonus-atlas/shared-services/frame';

export const ADMIN_REMOTE = 'mf_admin';

/**
 * The admin remote's files are served only with an admin's `__session` cookie, so its
 * manifest is fetched with credentials; every other remote stays a plain CORS fetch.
 */
export function adminRemoteCredentials(remoteName: string | undefined): RequestCredentials | undefined {
  return remoteName === ADMIN_REMOTE ? 'include' : undefined;
}

/** Registers the admin remote only once the session says admin; a visitor's or member's runtime never knows it. */
export function registerAdminRemoteForAdmins(entry: string, register: typeof registerRemotes): () => void {
  let registered = false;
  const registerIfAdmin = () => {
    if (registered || !selectIsAdmin(useSessionStore.getState())) return;
    registered = true;
    register([{ name: ADMIN_REMOTE, entry }]);
  };
  registerIfAdmin();
  return useSessionStore.subscribe(registerIfAdmin);
}
