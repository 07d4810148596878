import type { SessionState } from '@bonus-atlas/shared-services/frame';
import type { PageAccess } from '../../../federation.pages';

export type AccessDecision = 'allow' | 'wait' | 'sign-in' | 'forbidden';

/**
 * What the shell does for a route given the session. The session stays 'loading' until the role has
 * been read, so an admin is never shown "not allowed" first.
 */
export function accessDecision(access: PageAccess, session: Pick<SessionState, 'status' | 'role'>): AccessDecision {
  if (access === 'public') return 'allow';
  if (session.status === 'loading') return 'wait';
  if (access === 'signed-in') return session.status === 'signed-in' ? 'allow' : 'sign-in';
  if (session.status !== 'signed-in') return 'forbidden';
  return session.role === 'admin' ? 'allow' : 'forbidden';
}
