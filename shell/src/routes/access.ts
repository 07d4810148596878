import type { SessionState } from '@bonus-atlas/shared-services';
import type { RouteAccess } from './route-table';

export type AccessDecision = 'allow' | 'wait' | 'sign-in' | 'forbidden';

/**
 * What the shell does for a route given the session. Admin pages wait until the role has been read
 * (the session is signed in before users/{uid} answers) so an admin is not shown "not allowed" first.
 */
export function accessDecision(
  access: RouteAccess,
  session: Pick<SessionState, 'status' | 'role' | 'profile'>,
): AccessDecision {
  if (access === 'public') return 'allow';
  if (session.status === 'loading') return 'wait';
  if (access === 'signed-in') return session.status === 'signed-in' ? 'allow' : 'sign-in';
  if (session.status !== 'signed-in') return 'forbidden';
  if (session.role === 'admin') return 'allow';
  return session.profile === null ? 'wait' : 'forbidden';
}
