import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeAccounts, prepareAuthImport } from '../auth-import.mjs';

const demo = [
  { uid: 'demo-admin', email: 'Admin@bonus-atlas.test', displayName: 'Atlas Admin' },
  { uid: 'demo-member', email: 'member@bonus-atlas.test', displayName: 'Maya Member' },
];

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('auth import', () => {
  it('gives each demo account its fixed uid and a Google identity keyed by the lower-cased e-mail', () => {
    const [admin] = mergeAccounts([], demo, 0);
    expect(admin.localId).toBe('demo-admin');
    expect(admin.email).toBe('admin@bonus-atlas.test');
    expect(admin.providerUserInfo).toEqual([
      expect.objectContaining({ providerId: 'google.com', rawId: 'admin@bonus-atlas.test' }),
    ]);
  });

  it('keeps accounts created later and replaces a demo e-mail that ended up under another uid', () => {
    const later = { localId: 'x1', email: 'someone@example.com' };
    const stray = { localId: 'random-uid', email: 'member@bonus-atlas.test' };
    const users = mergeAccounts([later, stray], demo, 0);
    expect(users.map((user) => user.localId)).toEqual(['demo-admin', 'demo-member', 'x1']);
  });

  it('writes an import folder the emulator accepts and merges a previous export', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'auth-import-'));
    prepareAuthImport(dir, demo, '15.34.2');
    const accountsFile = path.join(dir, 'auth_export', 'accounts.json');
    const exported = JSON.parse(readFileSync(accountsFile, 'utf8'));
    exported.users.push({ localId: 'kept', email: 'kept@example.com' });
    writeFileSync(accountsFile, JSON.stringify(exported));

    expect(prepareAuthImport(dir, demo, '15.34.2')).toBe(3);
    const metadata = JSON.parse(readFileSync(path.join(dir, 'firebase-export-metadata.json'), 'utf8'));
    expect(metadata.auth).toEqual({ version: '15.34.2', path: 'auth_export' });
    const users = JSON.parse(readFileSync(accountsFile, 'utf8')).users.map((user) => user.localId);
    expect(users).toEqual(['demo-admin', 'demo-member', 'kept']);
  });
});
