import { createBoundStore } from '../shared/bound-store';
import type { SessionUser, UserProfile } from '../model/user';
import { DEFAULT_ROLE, type UserRole } from '../model/user-role';
import { listenForDisplayNames } from './profile-broadcast';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  role: UserRole;
  profile: UserProfile | null;
  /**
   * This browser holds a signed-in user, but Auth has not confirmed the session within
   * SESSION_CONFIRM_DEADLINE_MS (Auth down or unreachable): the site is shown as to a visitor, with a
   * notice, until Auth answers (auth-actions.ts initSession).
   */
  unconfirmed: boolean;
  /** Replaces the profile after an edit (display name) so header and menu update at once. */
  setProfile: (profile: UserProfile | null) => void;
  /** Counts sign-in requests from any remote; the shell opens its one account chooser on each. */
  signInRequests: number;
  /** Asks the shell to open its account chooser (report modal, brand editor, comments). */
  requestSignIn: () => void;
}

/** Set only in the shell's server render build (shell/rspack.server.config.ts). */
function isServerRender(): boolean {
  try {
    return process.env.BONUS_ATLAS_SERVER_RENDER === 'true';
  } catch {
    return false; // a browser build without the define has no `process`
  }
}

/** The attribute the server puts on <html> when it rendered the page for a visitor. */
export const SERVER_RENDERED_VISITOR_ATTRIBUTE = 'data-rendered-for';

/**
 * The status a page starts with. The server renders public pages for visitors only, so it
 * starts signed out, and so does the app taking over that HTML (`<html data-rendered-for="visitor">`),
 * so its first render matches the server's. Boot goes back to 'loading' and renders afresh if this
 * browser holds a saved user after all (spec §4: nothing below the header until auth has answered).
 */
function firstStatus(): SessionStatus {
  if (isServerRender()) return 'signed-out';
  const renderedForVisitor =
    typeof document !== 'undefined' &&
    document.documentElement.getAttribute(SERVER_RENDERED_VISITOR_ATTRIBUTE) === 'visitor';
  return renderedForVisitor ? 'signed-out' : 'loading';
}

function createSessionStore() {
  return createBoundStore<SessionState>((set) => ({
    status: firstStatus(),
    user: null,
    role: DEFAULT_ROLE,
    profile: null,
    unconfirmed: false,
    signInRequests: 0,
    requestSignIn: () => set((state) => ({ signInRequests: state.signInRequests + 1 })),
    setProfile: (profile) =>
      set((state) => ({
        profile,
        user: state.user && profile ? { ...state.user, displayName: profile.displayName } : state.user,
      })),
  }));
}

type SessionStore = ReturnType<typeof createSessionStore>;

// ONE store across shell and remotes: Module Federation shares this package as a singleton; the
// globalThis slot also covers a duplicated copy of the module (belt and braces).
const STORE_KEY = Symbol.for('bonus-atlas.shared-services.session-store');
const globalSlot = globalThis as Record<symbol, SessionStore | undefined>;

export const useSessionStore: SessionStore = globalSlot[STORE_KEY] ?? createSessionStore();
if (!globalSlot[STORE_KEY] && typeof window !== 'undefined') {
  // a rename in another tab of this browser: the same user here takes the new name at once
  listenForDisplayNames((uid, displayName) => {
    const { user, profile } = useSessionStore.getState();
    if (user?.uid !== uid || user.displayName === displayName) return;
    useSessionStore.setState({
      user: { ...user, displayName },
      ...(profile ? { profile: { ...profile, displayName } } : {}),
    });
  });
}
globalSlot[STORE_KEY] = useSessionStore;

/** Back to the signed-out state (spec §4: the role resets to member). */
export function resetSession(status: SessionStatus = 'signed-out'): void {
  useSessionStore.setState({ status, user: null, role: DEFAULT_ROLE, profile: null, unconfirmed: false });
}

export const selectIsAdmin = (state: SessionState): boolean => state.status === 'signed-in' && state.role === 'admin';
export const selectUid = (state: SessionState): string | null => state.user?.uid ?? null;
