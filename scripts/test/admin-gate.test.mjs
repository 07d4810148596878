import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIdTokenClaims, createAdminGate, parseCookies } from '../../functions/admin-gate-core.mjs';
import { emulatorIdTokenVerifier, firestoreRoleReader } from '../admin-gate.mjs';
import { createStaticServer } from '../serve-static.mjs';

const PROJECT = 'demo-bonus-atlas';
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned token like the Auth emulator issues. */
const token = (claims) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}`, exp: now() + 600, ...claims })}.`;

const ROLES = { 'uid-admin': 'admin', 'uid-member': 'member' };
let root;
let fakeBackends;
let backendOrigin;
const servers = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'admin-gate-'));
  mkdirSync(path.join(root, 'js'));
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mf_admin"}');
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var mf_admin = 1;');
  writeFileSync(path.join(root, 'js', 'page.0123abcd.js'), 'export const secret = "admin code";');
  // one fake backend answering both the Auth emulator's accounts:lookup and Firestore's users/{uid}
  fakeBackends = createServer((req, res) => {
    if (req.url?.includes('accounts:lookup')) {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const { idToken } = JSON.parse(body);
        const { sub, forged } = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
        res
          .writeHead(forged ? 400 : 200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ users: [{ localId: sub }] }));
      });
      return;
    }
    // Firestore's batchGet, as both engines answer it: [{ found }] or [{ missing }]
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (!req.url?.endsWith(':batchGet') || req.headers.authorization !== 'Bearer owner') {
        return res.writeHead(404).end('{}');
      }
      const [name] = JSON.parse(body).documents;
      const uid = decodeURIComponent(name.split('/users/')[1] ?? '');
      const answer = uid in ROLES ? { found: { name, fields: { role: { stringValue: ROLES[uid] } } } } : { missing: name };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([answer]));
    });
  });
  await new Promise((resolve) => fakeBackends.listen(0, '127.0.0.1', resolve));
  backendOrigin = `http://127.0.0.1:${fakeBackends.address().port}`;
});

afterAll(() => {
  for (const server of servers) server.close();
  fakeBackends.close();
  rmSync(root, { recursive: true, force: true });
});

function localGate() {
  return createAdminGate({
    verifyIdToken: emulatorIdTokenVerifier({ projectId: PROJECT, authOrigin: backendOrigin }),
    readRole: firestoreRoleReader({ projectId: PROJECT, firestoreOrigin: backendOrigin }),
  });
}

async function gatedServer() {
  const server = createStaticServer({ root, spa: true, gate: localGate() });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

describe('admin gate decisions', () => {
  it('reads the __session cookie among others', () => {
    expect(parseCookies('a=1; __session=abc.def.; theme=dark')).toEqual({
      a: '1',
      __session: 'abc.def.',
      theme: 'dark',
    });
  });

  it('checks audience, issuer and expiry of an ID token', () => {
    const claims = { aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}`, exp: now() + 60, sub: 'u1' };
    expect(checkIdTokenClaims(claims, PROJECT)).toBe('u1');
    expect(() => checkIdTokenClaims({ ...claims, aud: 'other-project' }, PROJECT)).toThrow('wrong audience');
    expect(() => checkIdTokenClaims({ ...claims, exp: now() - 1 }, PROJECT)).toThrow('expired');
  });

  it('answers 401 without a valid token, 403 for a member and 200 for an admin', async () => {
    const gate = localGate();
    expect((await gate(undefined)).status).toBe(401);
    expect((await gate('__session=not-a-token')).status).toBe(401);
    expect((await gate(`__session=${token({ sub: 'uid-admin', forged: true })}`)).status).toBe(401);
    expect((await gate(`__session=${token({ sub: 'uid-admin', aud: 'someone-else' })}`)).status).toBe(401);
    expect((await gate(`__session=${token({ sub: 'uid-member' })}`)).status).toBe(403);
    expect((await gate(`__session=${token({ sub: 'uid-unknown' })}`)).status).toBe(403);
    expect((await gate(`__session=${token({ sub: 'uid-admin' })}`)).status).toBe(200);
  });
});

describe('the gated admin remote server', () => {
  const files = ['/mf-manifest.json', '/remoteEntry.js', '/js/page.0123abcd.js'];

  it('serves no byte of admin code to a visitor or a member', async () => {
    const origin = await gatedServer();
    for (const file of files) {
      const visitor = await fetch(`${origin}${file}`);
      expect(visitor.status).toBe(401);
      expect(await visitor.text()).not.toContain('admin code');
      const member = await fetch(`${origin}${file}`, {
        headers: { cookie: `__session=${token({ sub: 'uid-member' })}` },
      });
      expect(member.status).toBe(403);
      expect(await member.text()).not.toMatch(/mf_admin|admin code/);
    }
  });

  it("serves an admin's requests, privately, with credentialed CORS for the site's origin only", async () => {
    const origin = await gatedServer();
    const cookie = `__session=${token({ sub: 'uid-admin' })}`;
    for (const file of files) {
      const response = await fetch(`${origin}${file}`, { headers: { cookie, origin: 'http://localhost:3000' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('cache-control')).toMatch(/^private/);
    }
    const foreign = await fetch(`${origin}/mf-manifest.json`, { headers: { cookie, origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('where the local admin gate listens (it accepts unsigned emulator tokens)', () => {
  it('stays on loopback when the site is opened to the network, unless that is acknowledged', async () => {
    const { adminGateHost, PUBLIC_GATE_ACKNOWLEDGEMENT } = await import('../admin-gate.mjs');
    expect(adminGateHost('127.0.0.1', {})).toEqual({ host: '127.0.0.1' });
    const opened = adminGateHost('0.0.0.0', {});
    expect(opened.host).toBe('127.0.0.1');
    expect(opened.warning).toContain('BONUS_ATLAS_PUBLIC_ADMIN_GATE');
    const acknowledged = adminGateHost('0.0.0.0', { BONUS_ATLAS_PUBLIC_ADMIN_GATE: PUBLIC_GATE_ACKNOWLEDGEMENT });
    expect(acknowledged.host).toBe('0.0.0.0');
    expect(acknowledged.warning).toContain('unsigned');
    expect(adminGateHost('0.0.0.0', { BONUS_ATLAS_PUBLIC_ADMIN_GATE: 'yes' }).host).toBe('127.0.0.1');
  });
});
