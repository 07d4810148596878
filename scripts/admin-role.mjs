#!/usr/bin/env node
// Grants or revokes the admin role by e-mail with the Admin SDK (the rules never accept a role from a
// client, so the first admin is made here):
//   npm run admin-role -- grant|revoke <email> [--env production] [--claim]
//   npm run admin-role -- grant <email> --emulators local|twin     (npm start's or the twin's emulators)
// The user must have signed in on the site once (their users/{uid} profile exists). grant sets
// users/{uid}.role = 'admin'; revoke sets 'member' and revokes the user's refresh tokens, so the admin
// gate refuses their current ID token at once. Each change writes its admin_audit entry in the same commit
// (actor "script:admin-role"), and the last admin is never revoked. --claim also sets or removes a custom claim admin: true
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

const lastAdmin = (email) =>
  new Error(`${email} is the last admin: grant the role to someone else first, then revoke it.`);

/** Who the audit log names for a role this script changed (admins act as their own uid in the panel). */
export const SCRIPT_ACTOR = 'script:admin-role';

/** The admin_audit entry of a role change (the panel writes the same shape). */
function auditEntry(uid, before, role) {
  return {
    actorUid: SCRIPT_ACTOR,
    action: role === 'admin' ? 'role.grant' : 'role.revoke',
    targetUid: uid,
    before: { role: before },
    after: { role },
  };
}

const newAuditId = () => `script-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * users/{uid}.role through the Admin SDK, only on an existing profile, with its admin_audit entry in the
 * same transaction; the last admin keeps the role.
 */
export function adminSdkRoleWriter(db) {
  return async (uid, role, email) => {
    const { FieldValue } = await import('firebase-admin/firestore');
    const profile = db.doc(`users/${uid}`);
    const audit = db.doc(`admin_audit/${newAuditId()}`);
    await db.runTransaction(async (transaction) => {
      const current = await transaction.get(profile);
      if (!current.exists) throw noProfile(email, uid);
      const before = current.get('role') ?? 'member';
      if (role === 'member' && before === 'admin') {
        const admins = await transaction.get(db.collection('users').where('role', '==', 'admin'));
        if (admins.docs.every((admin) => admin.id === uid)) throw lastAdmin(email);
      }
      transaction.update(profile, { role, lastAuditId: audit.id, updatedAt: FieldValue.serverTimestamp() });
      transaction.create(audit, { ...auditEntry(uid, before, role), at: FieldValue.serverTimestamp() });
    });
  };
}

/** A plain value as a Firestore REST value (strings and maps of strings: what an audit entry holds). */
function restValue(value) {
  if (value && typeof value === 'object') {
    return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restValue(v)])) } };
  }
  return { stringValue: String(value) };
}

/**
 * users/{uid}.role through an emulator's REST commit with the owner token (local-firebase has no gRPC),
 * the admin_audit entry in the same commit; the last admin keeps the role (read just before: a CLI on
 * a development emulator).
 */
export function restRoleWriter(origin, projectId) {
  const documents = `projects/${projectId}/databases/(default)/documents`;
  const call = async (method, body) => {
    const response = await fetch(`${origin}/v1/${documents}:${method}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return response;
  };
  return async (uid, role, email) => {
    const found = await call('batchGet', { documents: [`${documents}/users/${uid}`] });
    if (!found.ok) throw new Error(`profile read failed: ${found.status} ${await found.text()}`);
    const [answer] = await found.json();
    if (!answer?.found) throw noProfile(email, uid);
    const before = answer.found.fields?.role?.stringValue ?? 'member';
    if (role === 'member' && before === 'admin') {
      const admins = await call('runQuery', {
        structuredQuery: {
          from: [{ collectionId: 'users' }],
          where: { fieldFilter: { field: { fieldPath: 'role' }, op: 'EQUAL', value: { stringValue: 'admin' } } },
        },
      });
      if (!admins.ok) throw new Error(`admin count failed: ${admins.status} ${await admins.text()}`);
      const names = (await admins.json()).flatMap((row) => (row.document ? [row.document.name] : []));
      if (names.every((name) => name.endsWith(`/users/${uid}`))) throw lastAdmin(email);
    }
    const auditId = newAuditId();
    const entry = auditEntry(uid, before, role);
    const response = await call('commit', {
      writes: [
        {
          update: {
            name: `${documents}/users/${uid}`,
            fields: { role: { stringValue: role }, lastAuditId: { stringValue: auditId } },
          },
          updateMask: { fieldPaths: ['role', 'lastAuditId'] },
          updateTransforms: [{ fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: true },
        },
        {
          update: {
            name: `${documents}/admin_audit/${auditId}`,
            fields: Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, restValue(value)])),
          },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: false },
        },
      ],
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
