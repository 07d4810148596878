import { describe, expect, it } from 'vitest';
import { completeLockfile, platformOf } from '../complete-lockfile.mjs';

describe('complete-lockfile', () => {
  it('reads the platform from a binary package name', () => {
    expect(platformOf('@rspack/binding-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@turbo/windows-64')).toEqual({ os: ['win32'], cpu: ['x64'] });
    expect(platformOf('@rspack/binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('fsevents')).toBeNull();
  });

  it('records missing platform optionals so npm ci accepts the lock, and changes nothing twice', () => {
    const lock = {
      packages: {
        '': { name: 'app' },
        'node_modules/@rspack/binding': {
          version: '2.3.2',
          optionalDependencies: {
            '@rspack/binding-linux-x64-gnu': '2.3.2',
            '@rspack/binding-darwin-arm64': '2.3.2',
            fsevents: '~2.3.3',
          },
        },
        'node_modules/@rspack/binding-linux-x64-gnu': { version: '2.3.2', optional: true, os: ['linux'], cpu: ['x64'] },
      },
    };
    expect(completeLockfile(lock)).toEqual(['@rspack/binding-darwin-arm64@2.3.2']);
    expect(lock.packages['node_modules/@rspack/binding-darwin-arm64']).toEqual({
      version: '2.3.2',
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    // the key order npm itself writes, so `npm install` on a fresh clone leaves the lock unchanged
    expect(Object.keys(lock.packages['node_modules/@rspack/binding-darwin-arm64'])).toEqual([
      'version',
      'cpu',
      'optional',
      'os',
    ]);
    expect(Object.keys(lock.packages)[0]).toBe('');
    expect(completeLockfile(lock)).toEqual([]);
  });
});
