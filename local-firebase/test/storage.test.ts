import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteObject, getBytes, getDownloadURL, getMetadata, list, listAll, ref, updateMetadata, uploadBytes, uploadBytesResumable,
} from 'firebase/storage';
import type { LocalFirebase } from '../src/start.js';
import { BUCKET, connect, startServer, type Client } from './support/harness.js';

let server: LocalFirebase;
let client: Client;

beforeAll(async () => {
  server = await startServer();
  client = connect(server);
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

const svg = (label: string) => new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><text>${label}</text></svg>`);

describe('uploads and downloads', () => {
  it('uploads a small file (multipart) with custom metadata and serves it by download URL', async () => {
    const objectRef = ref(client.storage, 'brands/Nusa_Spin_abcd1234/logo/logo.svg');
    const bytes = svg('logo');
    const result = await uploadBytes(objectRef, bytes, {
      contentType: 'image/svg+xml',
      customMetadata: { uploadedBy: 'demo-member', originalSize: String(bytes.length) },
    });
    expect(result.metadata).toMatchObject({
      fullPath: 'brands/Nusa_Spin_abcd1234/logo/logo.svg',
      name: 'logo.svg',
      bucket: BUCKET,
      size: bytes.length,
      contentType: 'image/svg+xml',
      customMetadata: { uploadedBy: 'demo-member', originalSize: String(bytes.length) },
    });
    expect(result.metadata.md5Hash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const url = await getDownloadURL(objectRef);
    expect(url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${server.storagePort}/v0/b/${BUCKET}/o/brands%2FNusa_Spin_abcd1234%2Flogo%2Flogo\\.svg\\?alt=media&token=[0-9a-f-]{36}$`),
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    // like Google's servers: the browser must not sniff the object into another type
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(new Uint8Array(await getBytes(objectRef))).toEqual(bytes);
  });

  it('uploads more than 256 KiB through the resumable protocol in chunks', async () => {
    const size = 700 * 1024;
    const data = new Uint8Array(size).map((_, i) => (i * 31) % 251);
    const objectRef = ref(client.storage, 'brands/Big_00000000/promotions/big.png');
    const progress: number[] = [];
    const task = uploadBytesResumable(objectRef, data, { contentType: 'image/png', customMetadata: { uploadedBy: 'demo-admin' } });
    task.on('state_changed', (s) => progress.push(s.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.metadata.size).toBe(size);
    expect(snapshot.metadata.customMetadata).toEqual({ uploadedBy: 'demo-admin' });
    // The SDK sent several chunks: progress was reported before the end.
    expect(progress.some((p) => p > 0 && p < size)).toBe(true);
    const downloaded = new Uint8Array(await (await fetch(await getDownloadURL(objectRef))).arrayBuffer());
    expect(downloaded.length).toBe(size);
    expect(Buffer.from(downloaded).equals(Buffer.from(data))).toBe(true);
  });

  it('keeps the download token when an object is replaced', async () => {
    const objectRef = ref(client.storage, 'brands/Keep_11111111/cover/cover.svg');
    await uploadBytes(objectRef, svg('v1'), { contentType: 'image/svg+xml' });
    const first = await getDownloadURL(objectRef);
    await uploadBytes(objectRef, svg('v2'), { contentType: 'image/svg+xml' });
    expect(await getDownloadURL(objectRef)).toBe(first);
    expect(await (await fetch(first)).text()).toContain('v2');
  });

  it('answers 404 for a missing object, which the SDK reports as object-not-found', async () => {
    const objectRef = ref(client.storage, 'brands/Keep_11111111/cover/cover.svg');
    const url = await getDownloadURL(objectRef);
    const missing = url.replace('cover.svg', 'nope.svg');
    expect((await fetch(missing)).status).toBe(404);
    await expect(getMetadata(ref(client.storage, 'nothing/here.png'))).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});

describe('metadata, list and delete', () => {
  it('updates custom metadata and content type', async () => {
    const objectRef = ref(client.storage, 'meta/file.txt');
    await uploadBytes(objectRef, new TextEncoder().encode('hi'), { contentType: 'text/plain', customMetadata: { a: '1', b: '2' } });
    const updated = await updateMetadata(objectRef, { contentType: 'text/markdown', customMetadata: { a: '10', b: null as unknown as string } });
    expect(updated.contentType).toBe('text/markdown');
    expect(updated.customMetadata).toEqual({ a: '10' });
    expect(Number(updated.metageneration)).toBe(2);
  });

  it('lists with prefix and delimiter, and pages with maxResults', async () => {
    for (const path of ['lists/a/1.png', 'lists/a/2.png', 'lists/b/1.png', 'lists/top.png', 'listsX/other.png']) {
      await uploadBytes(ref(client.storage, path), new Uint8Array([1]), { contentType: 'image/png' });
    }
    const top = await list(ref(client.storage, 'lists'));
    expect(top.prefixes.map((p) => p.fullPath)).toEqual(['lists/a', 'lists/b']);
    expect(top.items.map((i) => i.fullPath)).toEqual(['lists/top.png']);
    const all = await listAll(ref(client.storage, 'lists/a'));
    expect(all.items.map((i) => i.name)).toEqual(['1.png', '2.png']);
    const page1 = await list(ref(client.storage, 'lists'), { maxResults: 2 });
    expect(page1.nextPageToken).toBeTruthy();
    const page2 = await list(ref(client.storage, 'lists'), { maxResults: 2, pageToken: page1.nextPageToken as string });
    expect([...page1.prefixes, ...page1.items, ...page2.prefixes, ...page2.items].map((r) => r.fullPath)).toEqual([
      'lists/a', 'lists/b', 'lists/top.png',
    ]);
  });

  it('deletes an object', async () => {
    const objectRef = ref(client.storage, 'lists/top.png');
    await deleteObject(objectRef);
    await expect(getMetadata(objectRef)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('rejects a malformed multipart upload with 400', async () => {
    const res = await fetch(`http://${server.host}:${server.storagePort}/v0/b/${BUCKET}/o?name=x.png`, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=zzz' },
      body: 'garbage',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(400);
  });

  it('resets everything through POST /internal/reset', async () => {
    const res = await fetch(`http://${server.host}:${server.storagePort}/internal/reset`, { method: 'POST', headers: { Authorization: 'Bearer owner' } });
    expect(res.status).toBe(200);
    expect((await listAll(ref(client.storage, 'lists'))).prefixes).toEqual([]);
  });
});
