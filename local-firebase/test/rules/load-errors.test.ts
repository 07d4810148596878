import { describe, expect, it } from 'vitest';
import { compileRules, RulesLoadError } from '../../src/rules/index.js';

function loadError(source: string, service: 'firestore' | 'storage' = 'firestore'): RulesLoadError {
  try {
    compileRules(source, 'app.rules', service);
  } catch (error) {
    if (error instanceof RulesLoadError) return error;
    throw error;
  }
  throw new Error('expected a RulesLoadError');
}

const wrap = (body: string) =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

describe('rules that cannot load fail with file:line:col', () => {
  it('reports a syntax error at its position', () => {
    const error = loadError(wrap('    match /a/{id} {\n      allow read: if (true;\n    }'));
    expect(error.message).toBe("app.rules:5:27: expected ')' but found ';'");
    expect([error.file, error.line, error.column]).toEqual(['app.rules', 5, 27]);
  });

  it('rejects an unknown method instead of denying at run time', () => {
    expect(loadError(wrap("    match /a/{id} { allow read: if 'x'.reverse() == 'x'; }")).message).toBe(
      "app.rules:4:40: unsupported method 'reverse()'",
    );
  });

  it('rejects unknown variables, functions, namespaces and types', () => {
    expect(loadError(wrap('    match /a/{id} { allow read: if requst.auth != null; }')).message).toMatch(/^app.rules:4:36: unknown variable 'requst'/);
    expect(loadError(wrap('    match /a/{id} { allow read: if isAdmin(); }')).message).toMatch(/unknown function 'isAdmin\(\)'/);
    expect(loadError(wrap("    match /a/{id} { allow read: if hashing.sha1('a') == 'b'; }")).message).toMatch(/unsupported function 'hashing.sha1\(\)'/);
    expect(loadError(wrap('    match /a/{id} { allow read: if id is text; }')).message).toMatch(/unknown type 'text'/);
  });

  it('rejects request and resource fields the server does not provide', () => {
    expect(loadError(wrap('    match /a/{id} { allow list: if request.query.limit <= 50; }')).message).toMatch(
      /^app.rules:4:44: unsupported field 'request.query'/,
    );
    expect(loadError(wrap("    match /a/{id} { allow read: if resource.owner == 'x'; }")).message).toMatch(/unsupported field 'owner' of a Firestore resource/);
    expect(loadError(wrap("    match /a/{id} { allow write: if request.resource.dta.x == 1; }")).message).toMatch(/unsupported field 'dta'/);
  });

  it('checks the number of arguments of functions and methods', () => {
    expect(loadError(wrap('    function f(a) { return a; }\n    match /a/{id} { allow read: if f(1, 2); }')).message).toMatch(
      /^app.rules:5:36: f\(\) takes 1 argument\(s\), got 2/,
    );
    expect(loadError(wrap("    match /a/{id} { allow read: if 'a'.size(1) == 1; }")).message).toMatch(/size\(\) does not take 1 argument/);
  });

  it('does not let a function see wildcards of matches nested below it', () => {
    const source = wrap('    function ownsIt() { return docId == "x"; }\n    match /a/{docId} { allow read: if ownsIt(); }');
    expect(loadError(source).message).toMatch(/^app.rules:4:32: unknown variable 'docId'/);
  });

  it('rejects an unknown allow method', () => {
    expect(loadError(wrap('    match /a/{id} { allow modify: if true; }')).message).toBe("app.rules:4:27: unknown allow method 'modify'");
  });

  it('requires rules_version 2 and the requested service', () => {
    expect(loadError("service cloud.firestore { match /databases/{d}/documents { } }").message).toMatch(/rules_version = '2' is required/);
    expect(loadError(wrap(''), 'storage').message).toMatch(/expected 'service firebase.storage', found 'service cloud.firestore'/);
  });

  it('rejects get() in storage rules and firestore.get() in firestore rules', () => {
    const storage = `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    match /x/{f} { allow read: if get(/databases/(default)/documents/u/a) != null; }\n  }\n}`;
    expect(loadError(storage, 'storage').message).toMatch(/unknown function 'get\(\)'/);
    expect(loadError(wrap('    match /a/{id} { allow read: if firestore.exists(/databases/(default)/documents/u/a); }')).message).toMatch(
      /unsupported function 'firestore.exists\(\)'/,
    );
  });

  it('reports unterminated strings and comments', () => {
    expect(loadError(wrap("    match /a/{id} { allow read: if 'abc; }")).message).toMatch(/^app.rules:4:36: unterminated string literal/);
    expect(loadError(wrap('    /* never closed')).message).toMatch(/^app.rules:4:5: unterminated block comment/);
  });

  it('rejects a second recursive wildcard and duplicate functions', () => {
    expect(loadError(wrap('    match /{a=**}/x/{b=**} { allow read: if true; }')).message).toMatch(/only one recursive wildcard/);
    expect(loadError(wrap('    function f() { return true; }\n    function f() { return false; }')).message).toMatch(
      /^app.rules:5:5: function 'f' is declared twice/,
    );
  });
});
