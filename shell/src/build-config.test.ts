// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe("the shell's build", () => {
  it("preconnects its index.html to where the build's data lives: the emulators locally, Google with a real project", async () => {
    vi.stubEnv('FIREBASE_API_KEY', '');
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8181');
    const { dataPreconnects } = await import('../rspack.config');
    expect(dataPreconnects()).toEqual([
      { href: 'http://127.0.0.1:8181', crossorigin: true },
      { href: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
    ]);
    vi.stubEnv('FIREBASE_API_KEY', 'a-real-key');
    vi.stubEnv('FIREBASE_PROJECT_ID', 'bonus-atlas');
    vi.stubEnv('BONUS_ATLAS_USE_EMULATORS', 'false');
    expect(dataPreconnects()).toEqual([
      { href: 'https://firestore.googleapis.com', crossorigin: true },
      { href: 'https://firebasestorage.googleapis.com' },
    ]);
    vi.unstubAllEnvs();
  });

  it('takes nothing from app code into the config factory every app shares: an app passes what it knows', () => {
    for (const file of ['rspack.base.ts', 'rspack.plugins.ts', 'rspack.chunks.ts']) {
      const imports = [...readFileSync(path.join(root, file), 'utf8').matchAll(/from '([^']+)'/g)].map(([, from]) => from);
      expect(imports.filter((from) => /^\.\/(shell|shared-services|shared-ui|mf-[a-z]+|seed)\//.test(from ?? '')), file).toEqual([]);
    }
  });
});
