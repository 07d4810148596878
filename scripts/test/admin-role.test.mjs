// The first-admin script's Firestore write on npm start's engine (local-firebase speaks REST only);
// the Admin SDK path runs against the twin's emulators in e2e/twin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalFirebase } from '../../local-firebase/src/index.ts';
import { restRoleWriter, setAdminRole } from '../admin-role.mjs';

const PROJECT = 'demo-bonus-atlas';
const DOCUMENTS = `projects/${PROJECT}/databases/(default)/documents`;
let server;
let origin;

async function rpc(method, body) {
  const response = await fetch(`${origin}/v1/${DOCUMENTS}:${method}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

async function roleOf(uid) {
  const [answer] = await rpc('batchGet', { documents: [`${DOCUMENTS}/users/${uid}`] });
  return answer.found?.fields?.role?.stringValue ?? null;
}

/** An Auth stand-in with the calls the script makes. */
function fakeAuth(users) {
  const calls = [];
  return {
    calls,
    getUserByEmail: async (email) => {
      const user = users[email];
      if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return user;
    },
    setCustomUserClaims: async (uid, claims) => calls.push(['claims', uid, claims]),
    revokeRefreshTokens: async (uid) => calls.push(['revoke', uid]),
  };
}

beforeAll(async () => {
  server = await startLocalFirebase({ firestorePort: 0, storagePort: 0, dataDir: null, log: () => {} });
  origin = `http://${server.host}:${server.firestorePort}`;
  await rpc('commit', {
    writes: [
      {
        update: {
          name: `${DOCUMENTS}/users/u1`,
          fields: { uid: { stringValue: 'u1' }, role: { stringValue: 'member' }, displayName: { stringValue: 'Ana' } },
        },
      },
    ],
  });
  await rpc('commit', {
    writes: [
      {
        update: {
          name: `${DOCUMENTS}/users/u0`,
          fields: { uid: { stringValue: 'u0' }, role: { stringValue: 'admin' }, displayName: { stringValue: 'First' } },
        },
      },
    ],
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('admin-role on the local emulators', () => {
  it('grants and revokes the role of an existing profile; revoke ends the sessions', async () => {
    const auth = fakeAuth({ 'ana@example.com': { uid: 'u1' } });
    const writeRole = restRoleWriter(origin, PROJECT);
    await setAdminRole({ action: 'grant', email: 'ana@example.com', claim: true, auth, writeRole });
    expect(await roleOf('u1')).toBe('admin');
    await setAdminRole({ action: 'revoke', email: 'ana@example.com', auth, writeRole });
    expect(await roleOf('u1')).toBe('member');
    expect(auth.calls).toEqual([
      ['claims', 'u1', { admin: true }],
      ['revoke', 'u1'],
    ]);
    // each change has its audit entry, naming the script as the actor
    const entries = (await rpc('runQuery', { structuredQuery: { from: [{ collectionId: 'admin_audit' }] } }))
      .flatMap((row) => (row.document ? [row.document.fields] : []))
      .map((fields) => [fields.action.stringValue, fields.targetUid.stringValue, fields.actorUid.stringValue]);
    expect(entries.sort()).toEqual([
      ['role.grant', 'u1', 'script:admin-role'],
      ['role.revoke', 'u1', 'script:admin-role'],
    ]);
  });

  it('never revokes the last admin', async () => {
    const auth = fakeAuth({ 'first@example.com': { uid: 'u0' } });
    const writeRole = restRoleWriter(origin, PROJECT);
    await expect(setAdminRole({ action: 'revoke', email: 'first@example.com', auth, writeRole })).rejects.toThrow(
      /last admin/,
    );
    expect(await roleOf('u0')).toBe('admin');
    expect(auth.calls).toEqual([]);
  });

  it('refuses an unknown e-mail and an account without a profile, writing nothing', async () => {
    const auth = fakeAuth({ 'new@example.com': { uid: 'u2' } });
    const writeRole = restRoleWriter(origin, PROJECT);
    await expect(setAdminRole({ action: 'grant', email: 'nobody@example.com', auth, writeRole })).rejects.toThrow(
      /sign in on the site once first/,
    );
    await expect(setAdminRole({ action: 'grant', email: 'new@example.com', auth, writeRole })).rejects.toThrow(
      /no profile/,
    );
    expect(await roleOf('u2')).toBeNull();
  });
});
