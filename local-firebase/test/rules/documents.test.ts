import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { bool, decide, firestoreRules, int, member, str } from './helpers.js';

describe('get, exists, getAfter and existsAfter', () => {
  const rules = firestoreRules(`
    function userPath(uid) { return /databases/$(database)/documents/users/$(uid); }
    function isAdmin() { return get(userPath(request.auth.uid)).data.role == 'admin'; }
    match /brands/{brandId} {
      allow delete: if isAdmin();
      allow get: if exists(/databases/$(database)/documents/brand_slugs/$(resource.data.slug));
      allow create: if existsAfter(/databases/$(database)/documents/brand_slugs/$(request.resource.data.slug))
        && getAfter(/databases/$(database)/documents/brand_slugs/$(request.resource.data.slug)).data.brandId == brandId
        && !exists(/databases/$(database)/documents/brand_slugs/$(request.resource.data.slug));
      allow update: if get(/databases/$(database)/documents/users/$(request.auth.uid)).id == request.auth.uid
        && get(userPath(request.auth.uid)).__name__ == userPath(request.auth.uid);
    }
    match /bad/{id} {
      allow get: if get(/databases/$(database)/documents/users) != null;
      allow list: if get('users/x') != null;
    }`);

  const documents = { 'users/member-1': { role: str('member') }, 'users/admin-1': { role: str('admin') } };

  it('reads another document for a role check', () => {
    const admin = { uid: 'admin-1', token: {} };
    expect(decide(rules, { method: 'delete', path: 'brands/b1', auth: admin, documents }).allowed).toBe(true);
    expect(decide(rules, { method: 'delete', path: 'brands/b1', auth: member, documents }).allowed).toBe(false);
  });

  it('makes get() of a missing document null, so reading its data denies', () => {
    const decision = decide(rules, { method: 'delete', path: 'brands/b1', auth: { uid: 'ghost', token: {} }, documents });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/cannot read property data of null/);
  });

  it('exposes id and __name__ of a fetched document', () => {
    expect(decide(rules, { method: 'update', path: 'brands/b1', auth: member, before: {}, after: {}, documents }).allowed).toBe(true);
  });

  it('checks existence before the request', () => {
    const call = { method: 'get' as const, path: 'brands/b1', before: { slug: str('atlas') } };
    expect(decide(rules, { ...call, documents: { 'brand_slugs/atlas': { brandId: str('b1') } } }).allowed).toBe(true);
    expect(decide(rules, call).allowed).toBe(false);
  });

  it('sees the whole commit with getAfter/existsAfter', () => {
    const call = { method: 'create' as const, path: 'brands/b1', after: { slug: str('atlas') } };
    expect(decide(rules, { ...call, documentsAfter: { 'brand_slugs/atlas': { brandId: str('b1') } } }).allowed).toBe(true);
    expect(decide(rules, { ...call, documentsAfter: { 'brand_slugs/atlas': { brandId: str('b2') } } }).allowed).toBe(false);
    expect(decide(rules, call).allowed).toBe(false);
    // the slug was already taken before this commit
    const taken = { documents: { 'brand_slugs/atlas': { brandId: str('b1') } } };
    expect(decide(rules, { ...call, ...taken }).allowed).toBe(false);
  });

  it('rejects collection paths and strings as document paths (deny)', () => {
    expect(decide(rules, { method: 'get', path: 'bad/x' }).reason).toMatch(/needs a document path/);
    expect(decide(rules, { method: 'list', path: 'bad/x' }).reason).toMatch(/expects a path/);
  });

  it('denies (never throws) when the request carries a value it cannot read', () => {
    const open = firestoreRules('match /brands/{id} { allow update: if true; }');
    const decision = decide(open, { method: 'update', path: 'brands/b1', before: {}, after: { createdAt: { timestampValue: 'yesterday' } } });
    expect(decision).toEqual({ allowed: false, reason: 'denied: unreadable request (invalid timestamp yesterday)' });
  });

  it('caps distinct document reads per request at 20', () => {
    const many = firestoreRules(`
      match /walls/{id} {
        allow get: if [${Array.from({ length: 21 }, (_, i) => `exists(/databases/$(database)/documents/x/d${i})`).join(', ')}].size() == 21;
      }`);
    expect(decide(many, { method: 'get', path: 'walls/w' }).reason).toMatch(/more than 20 document reads/);
  });
});

describe('storage rules', () => {
  const rules = compileRules(
    `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function isAdmin() {
      return firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.role == 'admin';
    }
    match /images/{file} {
      allow read;
      allow create: if request.resource.size < 1024 && request.resource.contentType.matches('image/.*')
        && request.resource.metadata.uploadedBy == request.auth.uid && file.matches('.*[.]png') && bucket == 'bkt';
      allow delete: if resource.metadata.uploadedBy == request.auth.uid || isAdmin();
    }
  }
}`,
    'storage.rules',
    'storage',
  );

  const object = (size: number, contentType: string, uploadedBy: string) => ({
    name: 'images/a.png',
    fields: { size: int(size), contentType: str(contentType), metadata: { mapValue: { fields: { uploadedBy: str(uploadedBy) } } } },
  });
  const base = { service: 'storage' as const, path: '/b/bkt/o/images/a.png', time: new Date(), auth: member };

  it('checks size, content type and custom metadata of the upload', () => {
    const create = (size: number, type: string, by: string) =>
      rules.evaluate({ ...base, method: 'create', resource: null, requestResource: object(size, type, by) }).allowed;
    expect(create(100, 'image/png', 'member-1')).toBe(true);
    expect(create(5 * 1024 * 1024, 'image/png', 'member-1')).toBe(false);
    expect(create(100, 'text/html', 'member-1')).toBe(false);
    expect(create(100, 'image/png', 'someone-else')).toBe(false);
  });

  it('reads Firestore through firestore.get() when the server provides a lookup, and denies without one', () => {
    const byOther = object(100, 'image/png', 'member-2');
    const remove = (lookup?: { get: () => Record<string, { booleanValue?: boolean; stringValue?: string }> | null }) =>
      rules.evaluate({
        ...base,
        auth: { uid: 'admin-1', token: {} },
        method: 'delete',
        resource: byOther,
        requestResource: null,
        ...(lookup ? { lookup: { get: lookup.get, getAfter: lookup.get } } : {}),
      }).allowed;
    expect(remove({ get: () => ({ role: str('admin') }) })).toBe(true);
    expect(remove({ get: () => ({ role: str('member'), verified: bool(true) }) })).toBe(false);
    expect(remove()).toBe(false);
  });

  it('allows reads with a bare allow', () => {
    expect(rules.evaluate({ ...base, auth: null, method: 'get', resource: object(1, 'image/png', 'x'), requestResource: null }).allowed).toBe(true);
  });
});
