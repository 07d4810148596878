#!/usr/bin/env node
// Grants or revokes the admin role by e-mail with the Admin SDK (the rules never accept a role from a
// client, so the first admin is made here):
//   npm run admin-role -- grant|revoke <email> [--env production] [--claim]
//   npm run admin-role -- grant <email> --emulators local|twin     (npm start's or the twin's emulators)
// The user must have signed in on the site once (their users/{uid} profile exists). grant sets
// users/{uid}.role = 'admin'; revoke sets 'member' and revokes the user's refresh tokens, so the admin
// gate refuses their current ID token at once. --claim also sets or removes a custom claim admin: true
// (for tooling; the site itself reads the role from Firestore on every request).
// A real project needs Application Default Credentials (`gcloud auth application-default login`, or
// GOOGLE_APPLICATION_CREDENTIALS pointing at a service account key of the project).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnvironment } from './deploy/environment.mjs';

/**
 * The emulator hosts of `npm start` (firebase.json, local-firebase's Firestore: REST only) and of the
 * twin (deploy/environments/twin.json: Google's emulator, whose gRPC port the Admin SDK uses).
 */
export function emulatorHosts(which) {
  if (which === 'local') {
    return { projectId: 'demo-bonus-atlas', auth: '127.0.0.1:9099', firestoreRest: 'http://127.0.0.1:8080' };
  }
  if (which === 'twin') {
    const twin = loadEnvironment('twin');
    return {
      projectId: twin.projectId,
      auth: `127.0.0.1:${twin.emulators.auth}`,
      firestore: `127.0.0.1:${twin.emulators.firestoreGrpc}`,
    };
  }
  throw new Error(`--emulators must be local or twin, got ${which}`);
}

const noProfile = (email, uid) =>
  new Error(`${email} has no profile (users/${uid}) yet: sign in on the site once first.`);

/** users/{uid}.role through the Admin SDK, only on an existing profile. */
export function adminSdkRoleWriter(db) {
  return async (uid, role, email) => {
    const profile = db.doc(`users/${uid}`);
    await db.runTransaction(async (transaction) => {
      if (!(await transaction.get(profile)).exists) throw noProfile(email, uid);
      transaction.update(profile, { role });
    });
  };
}

/** users/{uid}.role through an emulator's REST commit with the owner token (local-firebase has no gRPC). */
export function restRoleWriter(origin, projectId) {
  return async (uid, role, email) => {
    const documents = `projects/${projectId}/databases/(default)/documents`;
    const response = await fetch(`${origin}/v1/${documents}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [
          {
            update: { name: `${documents}/users/${uid}`, fields: { role: { stringValue: role } } },
            updateMask: { fieldPaths: ['role'] },
            currentDocument: { exists: true },
          },
        ],
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 404 || response.status === 400) throw noProfile(email, uid);
    if (!response.ok) throw new Error(`role write failed: ${response.status} ${await response.text()}`);
  };
}

/**
 * @param {{ action: 'grant' | 'revoke', email: string, claim?: boolean, auth: import('firebase-admin/auth').Auth,
 *   writeRole: (uid: string, role: string, email: string) => Promise<void> }} options
 * @returns {Promise<{ uid: string, role: string }>}
 */
export async function setAdminRole({ action, email, claim = false, auth, writeRole }) {
  const user = await auth.getUserByEmail(email).catch((error) => {
    throw new Error(
      `No account with the e-mail ${email} (${error.code ?? error.message}): sign in on the site once first.`,
    );
  });
  const role = action === 'grant' ? 'admin' : 'member';
  await writeRole(user.uid, role, email);
  if (claim) {
    const claims = { ...(user.customClaims ?? {}) };
    if (action === 'grant') claims.admin = true;
    else delete claims.admin;
    await auth.setCustomUserClaims(user.uid, claims);
  }
  if (action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, role };
}

async function main() {
  const args = process.argv.slice(2);
  const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const [action, email] = args.filter(
    (arg, index) => !arg.startsWith('--') && !['--env', '--emulators'].includes(args[index - 1]),
  );
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error(
      'usage: npm run admin-role -- grant|revoke <email> [--env <name> | --emulators local|twin] [--claim]',
    );
    process.exit(2);
  }
  const emulators = valueOf('--emulators');
  let projectId;
  let hosts;
  if (emulators) {
    hosts = emulatorHosts(emulators);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
    if (hosts.firestore) process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
    projectId = hosts.projectId;
  } else {
    projectId = loadEnvironment(valueOf('--env') ?? 'production').projectId;
  }
  // imported after the emulator hosts are set: the Admin SDK reads them when it starts
  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId });
  const result = await setAdminRole({
    action,
    email,
    claim: args.includes('--claim'),
    auth: getAuth(app),
    writeRole: hosts?.firestoreRest
      ? restRoleWriter(hosts.firestoreRest, projectId)
      : adminSdkRoleWriter(getFirestore(app)),
  });
  console.log(
    `${email} (${result.uid}) is now ${result.role} in ${projectId}${emulators ? ` (${emulators} emulators)` : ''}.`,
  );
  process.exit(0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
