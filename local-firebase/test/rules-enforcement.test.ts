import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, writeBatch,
} from 'firebase/firestore/lite';
import { getDownloadURL, getMetadata, listAll, ref, uploadBytes } from 'firebase/storage';
import type { LocalFirebase } from '../src/start.js';
import { recordingRules } from './support/allow-all.js';
import { connect, startServer, writeRules, type Client } from './support/harness.js';

const FIRESTORE_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow get, list: if resource.data.public == true || (request.auth != null && request.auth.uid == resource.data.owner);
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid
        && request.resource.data.createdAt == request.time;
      allow update: if request.auth != null && request.auth.uid == resource.data.owner;
      allow delete: if false;
    }
    match /counters/{id} {
      allow read: if true;
      allow write: if getAfter(/databases/$(database)/documents/audit/$(id)).data.n == request.resource.data.n;
    }
    match /audit/{id} {
      allow read, write: if true;
    }
  }
}
`;

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/{file} {
      allow read: if true;
      allow create, update: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 1000
        && request.resource.contentType.matches('image/.*')
        && request.resource.metadata.uploadedBy == request.auth.uid;
      allow delete: if request.auth != null && resource.metadata.uploadedBy == request.auth.uid;
    }
    match /private/{file} {
      allow read, write: if false;
    }
  }
}
`;

let server: LocalFirebase;
let owner: Client;
let maya: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startServer(writeRules(FIRESTORE_RULES, STORAGE_RULES));
  owner = connect(server, 'owner');
  maya = connect(server, { sub: 'maya', email: 'maya@example.com' });
  anonymous = connect(server, null);
  await setDoc(doc(owner.db, 'notes/public'), { owner: 'budi', public: true, text: 'hello' });
  await setDoc(doc(owner.db, 'notes/secret'), { owner: 'budi', public: false, text: 'hidden' });
  await setDoc(doc(owner.db, 'notes/mine'), { owner: 'maya', public: false, text: 'mine' });
  await uploadBytes(ref(owner.storage, 'private/p.png'), new Uint8Array([1]), { contentType: 'image/png' });
});

afterAll(async () => {
  for (const c of [owner, maya, anonymous]) await c.close();
  await server.stop();
});

describe('Firestore rules', () => {
  it('allows and denies single-document reads', async () => {
    expect((await getDoc(doc(anonymous.db, 'notes/public'))).data()?.text).toBe('hello');
    await expect(getDoc(doc(anonymous.db, 'notes/secret'))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDoc(doc(maya.db, 'notes/mine'))).exists()).toBe(true);
  });

  it('allows a query only when every returned document passes list', async () => {
    await expect(getDocs(collection(anonymous.db, 'notes'))).rejects.toMatchObject({ code: 'permission-denied' });
    const publicOnly = await getDocs(query(collection(anonymous.db, 'notes'), where('public', '==', true)));
    expect(publicOnly.docs.map((d) => d.id)).toEqual(['public']);
    const mine = await getDocs(query(collection(maya.db, 'notes'), where('owner', '==', 'maya')));
    expect(mine.docs.map((d) => d.id)).toEqual(['mine']);
  });

  it('checks creates against request.resource after transforms, and updates/deletes against resource', async () => {
    await setDoc(doc(maya.db, 'notes/new'), { owner: 'maya', public: false, createdAt: serverTimestamp() });
    await expect(setDoc(doc(maya.db, 'notes/forged'), { owner: 'budi', createdAt: serverTimestamp() })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setDoc(doc(maya.db, 'notes/late'), { owner: 'maya', createdAt: new Date(0) })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await updateDoc(doc(maya.db, 'notes/mine'), { text: 'edited' });
    await expect(updateDoc(doc(maya.db, 'notes/secret'), { text: 'x' })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteDoc(doc(maya.db, 'notes/mine'))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDoc(doc(owner.db, 'notes/secret'))).data()?.text).toBe('hidden');
  });

  it('lets getAfter see the whole commit, and denies the batch atomically otherwise', async () => {
    const ok = writeBatch(maya.db);
    ok.set(doc(maya.db, 'counters/c1'), { n: 5 });
    ok.set(doc(maya.db, 'audit/c1'), { n: 5 });
    await ok.commit();
    const bad = writeBatch(maya.db);
    bad.set(doc(maya.db, 'audit/c2'), { n: 1 });
    bad.set(doc(maya.db, 'counters/c2'), { n: 2 });
    await expect(bad.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDoc(doc(owner.db, 'audit/c2'))).exists()).toBe(false);
  });
});

const png = new Uint8Array([137, 80, 78, 71]);

describe('Storage rules', () => {
  it('allows an upload that matches the rules and serves it publicly', async () => {
    const objectRef = ref(maya.storage, 'uploads/maya/logo.png');
    await uploadBytes(objectRef, png, { contentType: 'image/png', customMetadata: { uploadedBy: 'maya' } });
    expect((await getMetadata(ref(anonymous.storage, 'uploads/maya/logo.png'))).size).toBe(4);
    expect((await fetch(await getDownloadURL(objectRef))).status).toBe(200);
  });

  it('maps denials to storage/unauthorized', async () => {
    const denied = [
      uploadBytes(ref(maya.storage, 'uploads/budi/x.png'), png, { contentType: 'image/png', customMetadata: { uploadedBy: 'maya' } }),
      uploadBytes(ref(maya.storage, 'uploads/maya/doc.pdf'), png, { contentType: 'application/pdf', customMetadata: { uploadedBy: 'maya' } }),
      uploadBytes(ref(maya.storage, 'uploads/maya/big.png'), new Uint8Array(2000), { contentType: 'image/png', customMetadata: { uploadedBy: 'maya' } }),
      uploadBytes(ref(anonymous.storage, 'uploads/maya/anon.png'), png, { contentType: 'image/png' }),
      getMetadata(ref(maya.storage, 'private/p.png')),
      listAll(ref(maya.storage, 'private')),
    ];
    for (const attempt of denied) await expect(attempt).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('lets a download token read an object the rules would not', async () => {
    const url = await getDownloadURL(ref(owner.storage, 'private/p.png'));
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url.replace(/token=[^&]+/, 'token=wrong'))).status).toBe(403);
  });
});

describe('rules inputs', () => {
  it('passes uploads to the rules as request.resource with size, contentType and metadata', async () => {
    const storage = recordingRules('storage');
    const firestore = recordingRules('firestore');
    const local = await startServer({ compiledRules: { firestore: firestore.rules, storage: storage.rules } });
    const user = connect(local, { sub: 'u1' });
    await uploadBytes(ref(user.storage, 'brands/A_12345678/logo/l.png'), png, { contentType: 'image/png', customMetadata: { uploadedBy: 'u1' } });
    await setDoc(doc(user.db, 'brands/a'), { n: 1 });
    await updateDoc(doc(user.db, 'brands/a'), { n: 2 });
    const upload = storage.calls.find((c) => c.method === 'create');
    expect(upload?.path).toBe('/b/demo-bonus-atlas.appspot.com/o/brands/A_12345678/logo/l.png');
    expect(upload?.auth?.uid).toBe('u1');
    expect(upload?.requestResource?.fields).toMatchObject({
      size: { integerValue: '4' },
      contentType: { stringValue: 'image/png' },
      metadata: { mapValue: { fields: { uploadedBy: { stringValue: 'u1' } } } },
    });
    expect(firestore.calls.map((c) => c.method)).toEqual(['create', 'update']);
    expect(firestore.calls[1]?.resource?.fields).toEqual({ n: { integerValue: '1' } });
    expect(firestore.calls[1]?.requestResource?.fields).toEqual({ n: { integerValue: '2' } });
    expect(firestore.calls[1]?.path).toBe('/databases/(default)/documents/brands/a');
    await user.close();
    await local.stop();
  });
});
