// Local wiring of the admin gate: the Auth emulator's ID tokens and the Firestore the stack runs.
// NOT A SECURITY BOUNDARY: the Auth emulator signs nothing, so anyone who can reach this port can send a
// hand-made unsigned token for the admin's uid (which is public in replies) and get the admin remote.
// It exists so local development behaves like production (functions/admin-gate.mjs verifies Google-signed
// tokens with the Admin SDK), and it listens on loopback only (adminGateHost below).
import {
  checkIdTokenClaims,
  confirmEmulatorToken,
  createAdminGate,
  decodeJwtPayload,
} from '../functions/admin-gate-core.mjs';
import { isLoopback, LISTEN_HOST } from './lib/listen-local.mjs';

/** The value of BONUS_ATLAS_PUBLIC_ADMIN_GATE that opens the local gate beside a public site anyway. */
export const PUBLIC_GATE_ACKNOWLEDGEMENT = 'accept-unsigned-tokens';

/**
 * Where the local admin gate listens: loopback, even when BONUS_ATLAS_LISTEN_HOST opens the site's other
 * ports (a container, a LAN demo); only BONUS_ATLAS_PUBLIC_ADMIN_GATE=accept-unsigned-tokens opens it too.
 * @returns {{ host: string, warning?: string }}
 */
export function adminGateHost(listenHost = LISTEN_HOST, env = process.env) {
  if (isLoopback(listenHost)) return { host: listenHost };
  if (env.BONUS_ATLAS_PUBLIC_ADMIN_GATE === PUBLIC_GATE_ACKNOWLEDGEMENT) {
    return {
      host: listenHost,
      warning: `The local admin gate (:3004) listens on ${listenHost}: it accepts unsigned emulator tokens, so anyone who reaches it can load the admin remote.`,
    };
  }
  return {
    host: '127.0.0.1',
    warning: `The local admin gate (:3004) stays on 127.0.0.1 although BONUS_ATLAS_LISTEN_HOST=${listenHost}: it accepts unsigned emulator tokens. Set BONUS_ATLAS_PUBLIC_ADMIN_GATE=${PUBLIC_GATE_ACKNOWLEDGEMENT} to open it anyway.`,
  };
}

/**
 * Each of the gate's reads (the token look-up, the role) gives up after this: a stalled backend then
 * answers 401/403 (a failed role read counts as member), not a request that never ends.
 */
const GATE_READ_TIMEOUT_MS = 5000;

/**
 * The Auth emulator signs nothing, so a token is accepted only if its claims are right AND the emulator
 * itself recognises it (confirmEmulatorToken), which a hand-made token for a uid fails.
 */
export function emulatorIdTokenVerifier({ projectId, authOrigin }) {
  return async (token) => {
    const uid = checkIdTokenClaims(decodeJwtPayload(token), projectId);
    await confirmEmulatorToken(authOrigin, token, uid);
    return uid;
  };
}

/**
 * users/{uid}.role through the emulator's REST API with the owner token (bypasses rules, like the Admin
 * SDK); batchGet is the read both engines answer (local-firebase has no plain GET of a document).
 */
export function firestoreRoleReader({ projectId, firestoreOrigin }) {
  return async (uid) => {
    const documents = `projects/${projectId}/databases/(default)/documents`;
    const response = await fetch(`${firestoreOrigin}/v1/${documents}:batchGet`, {
      method: 'POST',
      signal: AbortSignal.timeout(GATE_READ_TIMEOUT_MS),
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ documents: [`${documents}/users/${encodeURIComponent(uid)}`] }),
    });
    if (!response.ok) throw new Error(`role read failed: ${response.status}`);
    const answers = await response.json();
    const found = Array.isArray(answers) ? answers.find((answer) => answer.found)?.found : undefined;
    return found?.fields?.role?.stringValue ?? null;
  };
}

export function localAdminGate({
  projectId = 'demo-bonus-atlas',
  authOrigin = 'http://127.0.0.1:9099',
  firestoreOrigin = 'http://127.0.0.1:8080',
} = {}) {
  return createAdminGate({
    verifyIdToken: emulatorIdTokenVerifier({ projectId, authOrigin }),
    readRole: firestoreRoleReader({ projectId, firestoreOrigin }),
  });
}
