import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import type { LocalFirebase } from '../src/start.js';
import { ResumableSessions } from '../src/storage/uploads.js';
import { connect, firestoreUrl, startServer, writeRules, type Client } from './support/harness.js';

const BUCKET_URL = (server: LocalFirebase) => `http://${server.host}:${server.storagePort}/v0/b/demo-bonus-atlas.appspot.com/o`;
const RESET_URL = (server: LocalFirebase) =>
  `http://${server.host}:${server.firestorePort}/emulator/v1/projects/demo-bonus-atlas/databases/(default)/documents`;

/** Unsigned emulator ID token, as the SDK's mockUserToken makes. */
function idToken(uid: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub: uid, user_id: uid })}.`;
}

// Only signed-in users may upload, and only under 1 MiB: the shape of the project's storage.rules.
const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read: if true;
      allow write: if request.auth != null && request.resource.size <= 1024 * 1024;
    }
  }
}
`;

let server: LocalFirebase;
let owner: Client;

beforeAll(async () => {
  const { rulesFile } = writeRules();
  const { storageRulesFile } = writeRules(undefined, STORAGE_RULES);
  server = await startServer({ rulesFile, storageRulesFile, maxUploadBytes: 4 * 1024 * 1024 });
  owner = connect(server);
});
afterAll(async () => {
  await owner.close();
  await server.stop();
});

describe('CORS: only the site answers', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3004', 'http://localhost:6006'])('allows %s', async (origin) => {
    const preflight = await fetch(firestoreUrl(server, ':commit'), {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it.each(['https://evil.example', 'http://localhost:8000', 'http://localhost:3005', 'null'])('refuses %s, on both servers', async (origin) => {
    for (const url of [firestoreUrl(server, ':commit'), BUCKET_URL(server)]) {
      const preflight = await fetch(url, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.status).toBe(403);
    }
  });

  it('does not run a "simple" cross-site write from a foreign page', async () => {
    const name = 'projects/demo-bonus-atlas/databases/(default)/documents/csrf/x';
    const res = await fetch(firestoreUrl(server, ':commit'), {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ writes: [{ update: { name, fields: { a: { integerValue: '1' } } } }] }),
    });
    expect(res.status).toBe(403);
    expect((await getDoc(doc(owner.db, 'csrf/x'))).exists()).toBe(false);
  });
});

describe('reset endpoints need the owner token', () => {
  it('keeps the data when Firestore reset is called without it, or with a user token', async () => {
    await setDoc(doc(owner.db, 'keep/me'), { a: 1 });
    for (const headers of [{}, { Authorization: `Bearer ${idToken('someone')}` }] as Record<string, string>[]) {
      const res = await fetch(RESET_URL(server), { method: 'DELETE', headers });
      expect(res.status).toBe(403);
    }
    expect((await getDoc(doc(owner.db, 'keep/me'))).exists()).toBe(true);
    const ok = await fetch(RESET_URL(server), { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
    expect(ok.status).toBe(200);
    expect((await getDoc(doc(owner.db, 'keep/me'))).exists()).toBe(false);
  });

  it('keeps the objects when Storage reset is called without it', async () => {
    const url = `http://${server.host}:${server.storagePort}/internal/reset`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(403);
    expect((await fetch(url, { method: 'POST', headers: { Authorization: 'Firebase owner' } })).status).toBe(200);
  });
});

describe('resumable uploads', () => {
  afterEach(async () => {
    await fetch(`http://${server.host}:${server.storagePort}/internal/reset`, { method: 'POST', headers: { Authorization: 'Bearer owner' } });
  });

  function start(name: string, size: number | null, authorization?: string): Promise<Response> {
    return fetch(`${BUCKET_URL(server)}?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        ...(size === null ? {} : { 'X-Goog-Upload-Header-Content-Length': String(size) }),
        'X-Goog-Upload-Header-Content-Type': 'image/png',
        'Content-Type': 'application/json',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: JSON.stringify({ name, contentType: 'image/png' }),
    });
  }

  function send(uploadUrl: string, bytes: Buffer, offset: number, command: string): Promise<Response> {
    return fetch(uploadUrl, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': command, 'X-Goog-Upload-Offset': String(offset) },
      body: bytes,
    });
  }

  it('refuses to start for a caller the rules would refuse, and opens no session', async () => {
    const res = await start('img/visitor.png', 1000);
    expect(res.status).toBe(403);
    expect(res.headers.get('x-goog-upload-url')).toBeNull();
    expect(server.uploadUsage().sessions).toBe(0);
  });

  it('refuses to start an upload announced larger than the rules allow', async () => {
    const res = await start('img/large.png', 2 * 1024 * 1024, `Bearer ${idToken('u1')}`);
    expect(res.status).toBe(403);
    expect(server.uploadUsage().sessions).toBe(0);
  });

  it('refuses with 413 an upload announced above the size cap', async () => {
    const res = await start('img/huge.png', 64 * 1024 * 1024, 'Bearer owner');
    expect(res.status).toBe(413);
    expect(server.uploadUsage().sessions).toBe(0);
  });

  it('answers 413 and drops the session when the bytes sent pass the cap', async () => {
    const res = await start('img/liar.png', 1000, 'Bearer owner');
    const uploadUrl = res.headers.get('x-goog-upload-url') as string;
    const answer = await send(uploadUrl, Buffer.alloc(5 * 1024 * 1024, 1), 0, 'upload');
    expect(answer.status).toBe(413);
    expect(server.uploadUsage()).toEqual({ sessions: 0, bytes: 0 });
  });

  it('frees the buffered bytes when the rules deny the finished upload (403 at finalize)', async () => {
    // No announced size: the start is allowed, the 2 MiB that arrive are refused by the rules at finalize.
    const res = await start('img/denied.png', null, `Bearer ${idToken('u3')}`);
    expect(res.status).toBe(200);
    const uploadUrl = res.headers.get('x-goog-upload-url') as string;
    expect((await send(uploadUrl, Buffer.alloc(2 * 1024 * 1024, 3), 0, 'upload')).status).toBe(200);
    expect(server.uploadUsage().bytes).toBe(2 * 1024 * 1024);
    const final = await send(uploadUrl, Buffer.alloc(0), 2 * 1024 * 1024, 'finalize');
    expect(final.status).toBe(403);
    expect(server.uploadUsage()).toEqual({ sessions: 0, bytes: 0 });
    const query = await fetch(uploadUrl, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } });
    expect(query.status).toBe(404);
  });

  it('releases everything when the client cancels', async () => {
    const res = await start('img/cancelled.png', 512 * 1024, `Bearer ${idToken('u4')}`);
    const uploadUrl = res.headers.get('x-goog-upload-url') as string;
    expect((await send(uploadUrl, Buffer.alloc(256 * 1024, 3), 0, 'upload')).status).toBe(200);
    const cancelled = await fetch(uploadUrl, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'cancel' } });
    expect(cancelled.status).toBe(200);
    expect(server.uploadUsage()).toEqual({ sessions: 0, bytes: 0 });
    expect((await send(uploadUrl, Buffer.alloc(10), 256 * 1024, 'upload')).status).toBe(404);
  });

  it('still completes an allowed upload', async () => {
    const res = await start('img/fine.png', 300 * 1024, `Bearer ${idToken('u5')}`);
    const uploadUrl = res.headers.get('x-goog-upload-url') as string;
    const final = await send(uploadUrl, Buffer.alloc(300 * 1024, 4), 0, 'upload, finalize');
    expect(final.status).toBe(200);
    expect(((await final.json()) as { size: string }).size).toBe(String(300 * 1024));
    expect(server.uploadUsage().bytes).toBe(0);
  });
});

describe('resumable sessions in memory', () => {
  it('drops a session (and its bytes) after the idle timeout, and keeps an active one', () => {
    let now = 0;
    const sessions = new ResumableSessions({ maxBytes: 1024, idleMs: 1000, now: () => now });
    const idle = sessions.start('b', 'idle.png', {}, 100, undefined);
    const busy = sessions.start('b', 'busy.png', {}, 100, undefined);
    sessions.append(idle, 0, Buffer.alloc(50));
    now = 900;
    sessions.append(sessions.get(busy.id), 0, Buffer.alloc(50));
    now = 1500;
    sessions.sweep();
    expect(() => sessions.get(idle.id)).toThrow(/No resumable upload/);
    expect(sessions.get(busy.id).received).toBe(50);
    expect(sessions.usage()).toEqual({ sessions: 1, bytes: 50 });
    sessions.close();
  });

  it('refuses a session announced above the cap and one that sends past it', () => {
    const sessions = new ResumableSessions({ maxBytes: 100, idleMs: 1000 });
    expect(() => sessions.start('b', 'x', {}, 101, undefined)).toThrow(/limit/);
    const open = sessions.start('b', 'y', {}, null, undefined);
    expect(() => sessions.append(open, 0, Buffer.alloc(101))).toThrow(/limit/);
    expect(sessions.usage()).toEqual({ sessions: 0, bytes: 0 });
    sessions.close();
  });
});
