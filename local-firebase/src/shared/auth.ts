import type { RulesAuth } from '../rules/contract.js';

export interface Caller {
  /** The `owner` token bypasses rules (seeding, test setup), as with the official emulators. */
  owner: boolean;
  auth: RulesAuth | null;
}

export class UnauthenticatedError extends Error {}

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

/**
 * Reads `Authorization: Bearer <token>` (Firestore) or `Firebase <token>` (Storage). Emulator ID tokens
 * are unsigned JWTs, so the payload is trusted as is: `sub`/`user_id` becomes `request.auth.uid`.
 */
export function callerFromHeader(header: string | undefined): Caller {
  if (!header) return { owner: false, auth: null };
  const m = /^(Bearer|Firebase)\s+(.+)$/i.exec(header.trim());
  if (!m) throw new UnauthenticatedError('Authorization header must be "Bearer <token>" or "Firebase <token>".');
  const token = (m[2] as string).trim();
  if (token === 'owner') return { owner: true, auth: null };
  const parts = token.split('.');
  if (parts.length < 2) throw new UnauthenticatedError('The ID token is not a JWT.');
  let payload: unknown;
  try {
    payload = decodeSegment(parts[1] as string);
  } catch {
    throw new UnauthenticatedError('The ID token payload is not base64url JSON.');
  }
  if (typeof payload !== 'object' || payload === null) throw new UnauthenticatedError('The ID token payload is not an object.');
  const claims = payload as Record<string, unknown>;
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || uid === '') throw new UnauthenticatedError('The ID token has no sub/user_id.');
  return { owner: false, auth: { uid, token: claims } };
}

/**
 * Reset and other emulator-administration endpoints: only the `owner` token (what the official
 * emulators' tooling sends) may wipe data.
 */
export function isOwnerRequest(header: string | undefined): boolean {
  if (!header) return false;
  try {
    return callerFromHeader(header).owner;
  } catch {
    return false;
  }
}
