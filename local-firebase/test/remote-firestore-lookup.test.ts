import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteFirestoreLookup } from '../src/storage/remote-firestore-lookup.js';

const PROJECT = 'demo-bonus-atlas';
const DOCUMENTS = `projects/${PROJECT}/databases/(default)/documents`;
let server: Server;
let origin: string;
const asked: string[][] = [];

beforeAll(async () => {
  // Firestore's batchGet as Google's emulator answers it, for one admin profile
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.headers.authorization !== 'Bearer owner' || !req.url?.endsWith(':batchGet')) return res.writeHead(403).end();
      const { documents } = JSON.parse(body) as { documents: string[] };
      asked.push(documents);
      const answers = documents.map((name) =>
        name === `${DOCUMENTS}/users/u-admin`
          ? { found: { name, fields: { role: { stringValue: 'admin' } } } }
          : { missing: name },
      );
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answers));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('RemoteFirestoreLookup (storage.rules reading Google emulator documents)', () => {
  it('reads what a decision asked for, then decides again with the real documents', async () => {
    const lookup = new RemoteFirestoreLookup(origin, PROJECT);
    const roleOf = (uid: string) => lookup.get(`users/${uid}`)?.role;
    expect(await lookup.decide(() => roleOf('u-admin'))).toEqual({ stringValue: 'admin' });
    expect(await lookup.decide(() => roleOf('u-member') ?? null)).toBeNull();
    // one read per unknown document, none for what is known
    expect(asked).toEqual([[`${DOCUMENTS}/users/u-admin`], [`${DOCUMENTS}/users/u-member`]]);
  });
});
