import { describe, expect, it } from 'vitest';
import { decide, firestoreRules, member, other } from './helpers.js';

describe('match blocks and allow methods', () => {
  const rules = firestoreRules(`
    match /brands/{brandId} {
      allow read: if true;
      allow create: if brandId == 'new-brand';
      match /promotions/{promotionId} {
        allow get: if promotionId.size() > 2 && brandId == 'b1';
      }
    }
    match /archive/{rest=**} {
      allow get: if rest == /2024/q1/report && rest[0] == '2024';
      allow list: if true;
    }
    match /{path=**}/notes/{noteId} {
      allow read: if noteId == 'n1';
    }
    match /open/{docId} {
      allow read, write;
    }`);

  it('expands read into get and list, and matches single-segment wildcards', () => {
    expect(decide(rules, { method: 'get', path: 'brands/b1' }).allowed).toBe(true);
    expect(decide(rules, { method: 'list', path: 'brands/b2' }).allowed).toBe(true);
    expect(decide(rules, { method: 'update', path: 'brands/b1', after: {} }).allowed).toBe(false);
    expect(decide(rules, { method: 'create', path: 'brands/new-brand', after: {} }).allowed).toBe(true);
    expect(decide(rules, { method: 'create', path: 'brands/other', after: {} }).allowed).toBe(false);
  });

  it('applies a match only to its exact depth; nested blocks see outer wildcards', () => {
    expect(decide(rules, { method: 'get', path: 'brands/b1/promotions/p01' }).allowed).toBe(true);
    expect(decide(rules, { method: 'get', path: 'brands/b2/promotions/p01' }).allowed).toBe(false);
    expect(decide(rules, { method: 'list', path: 'brands/b1/promotions/p01' }).allowed).toBe(false);
    expect(decide(rules, { method: 'get', path: 'brands/b1/other/x' }).reason).toMatch(/no match block covers/);
  });

  it('binds {name=**} to a path of zero or more segments, also in the middle of a pattern', () => {
    expect(decide(rules, { method: 'get', path: 'archive/2024/q1/report' }).allowed).toBe(true);
    expect(decide(rules, { method: 'get', path: 'archive/2023/q1/report' }).allowed).toBe(false);
    expect(decide(rules, { method: 'list', path: 'archive' }).allowed).toBe(true);
    expect(decide(rules, { method: 'get', path: 'notes/n1' }).allowed).toBe(true);
    expect(decide(rules, { method: 'get', path: 'a/b/c/d/notes/n1' }).allowed).toBe(true);
    expect(decide(rules, { method: 'get', path: 'a/b/notes/n2' }).allowed).toBe(false);
  });

  it('treats an allow without a condition as always true and says which line allowed', () => {
    const decision = decide(rules, { method: 'delete', path: 'open/x' });
    expect(decision).toEqual({ allowed: true, reason: 'allowed by test.rules:20 (allow read, write)' });
  });

  it('denies when any allow condition errors and names the error', () => {
    const strict = firestoreRules(`match /users/{uid} { allow get: if request.auth.uid == uid; }`);
    const decision = decide(strict, { method: 'get', path: 'users/u1' });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/test.rules:4: cannot read property uid of null/);
  });
});

describe('functions and let bindings', () => {
  const rules = firestoreRules(`
    function isSignedIn() { return request.auth != null; }
    function isOwner(uid) { return isSignedIn() && request.auth.uid == uid; }
    match /users/{uid} {
      function displayNameOk(name) {
        let trimmed = name.trim();
        let size = trimmed.size();
        return size >= 1 && size <= 50;
      }
      function unusedFailure() {
        let broken = resource.data.missing;
        return true;
      }
      allow update: if isOwner(uid) && displayNameOk(request.resource.data.displayName) && unusedFailure();
      match /favorites/{brandId} {
        function isFavouriteOwner() { return isOwner(uid) && brandId.size() > 0; }
        allow write: if isFavouriteOwner();
      }
    }
    function deep(n) { return deep(n); }
    match /loops/{id} { allow get: if deep(1); }`);

  it('evaluates parameters, lets and nested calls with the wildcards in scope', () => {
    const update = (auth: typeof member, displayName: string) =>
      decide(rules, { method: 'update', path: 'users/member-1', auth, before: {}, after: { displayName: { stringValue: displayName } } });
    expect(update(member, '  Maya  ').allowed).toBe(true);
    expect(update(member, '   ').allowed).toBe(false);
    expect(update(member, 'x'.repeat(51)).allowed).toBe(false);
    expect(update(other, 'Maya').allowed).toBe(false);
  });

  it('lets functions declared in a nested match use outer wildcards and outer functions', () => {
    expect(decide(rules, { method: 'create', path: 'users/member-1/favorites/b1', auth: member, after: {} }).allowed).toBe(true);
    expect(decide(rules, { method: 'delete', path: 'users/member-1/favorites/b1', auth: other }).allowed).toBe(false);
  });

  it('stops runaway recursion with an error (deny)', () => {
    const decision = decide(rules, { method: 'get', path: 'loops/x' });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/call depth exceeds 20/);
  });
});
