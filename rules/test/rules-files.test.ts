import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRules } from '@bonus-atlas/local-firebase';

const RULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the project rules files', () => {
  it.each([
    ['firestore.rules', 'firestore'],
    ['storage.rules', 'storage'],
  ] as const)('%s compiles for the %s service', (file, service) => {
    const source = fs.readFileSync(path.join(RULES_DIR, file), 'utf8');
    expect(compileRules(source, file, service).service).toBe(service);
  });

  it('deny by default: a path no match block covers is refused for every method', () => {
    const rules = compileRules(
      fs.readFileSync(path.join(RULES_DIR, 'firestore.rules'), 'utf8'),
      'firestore.rules',
      'firestore',
    );
    for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
      const decision = rules.evaluate({
        service: 'firestore',
        method,
        path: '/databases/(default)/documents/secrets/s1',
        auth: { uid: 'demo-admin', token: {} },
        time: new Date(),
        resource: null,
        requestResource:
          method === 'create' || method === 'update'
            ? { name: 'projects/p/databases/(default)/documents/secrets/s1', fields: {} }
            : null,
        lookup: { get: () => ({ role: { stringValue: 'admin' } }), getAfter: () => null },
      });
      expect(decision.allowed).toBe(false);
      expect(decision.reason).toMatch(/no match block covers/);
    }
  });
});
