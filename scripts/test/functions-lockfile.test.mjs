import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Cloud Build installs the functions from functions/package-lock.json (npm ci): it must name exactly
// what functions/package.json asks for. After changing a dependency there, regenerate it in a folder of
// its own: cp functions/package.json /tmp/fn && cd /tmp/fn && npm install --package-lock-only, then copy it back.
const read = (file) => JSON.parse(readFileSync(new URL(`../../functions/${file}`, import.meta.url), 'utf8'));

describe("the functions' lockfile", () => {
  it('locks exactly the dependencies functions/package.json names, at their versions', () => {
    const manifest = read('package.json');
    const lock = read('package-lock.json');
    expect(lock.packages[''].dependencies).toEqual(manifest.dependencies);
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(/^\d+\.\d+\.\d+$/.test(version), `${name} is pinned`).toBe(true);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
  });
});
