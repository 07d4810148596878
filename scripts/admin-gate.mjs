// Local wiring of the admin gate: the Auth emulator's ID tokens and the Firestore the stack runs.
// (Production verifies Google-signed tokens instead: functions/index.mjs.)
import { checkIdTokenClaims, createAdminGate, decodeJwtPayload } from '../functions/admin-gate-core.mjs';

/**
 * The Auth emulator signs nothing, so a token is accepted only if its claims are right AND the emulator
 * itself recognises it (accounts:lookup with the token), which a hand-made token for a uid fails.
 */
export function emulatorIdTokenVerifier({ projectId, authOrigin }) {
  return async (token) => {
    const uid = checkIdTokenClaims(decodeJwtPayload(token), projectId);
    const response = await fetch(`${authOrigin}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: token }),
    });
    if (!response.ok) throw new Error(`token lookup failed: ${response.status}`);
    const { users } = await response.json();
    if (!users?.some((user) => user.localId === uid)) throw new Error('unknown user');
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
