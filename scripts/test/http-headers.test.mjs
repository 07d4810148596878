import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../functions/http-headers.mjs';
import { IMAGE_FAILURE_SCRIPT, scriptHash } from '../../functions/render/server-render.mjs';

const directives = (csp) =>
  Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('the page policy', () => {
  it("names production's remotes, Firebase endpoints and Google sign-in, and the render's inline script by hash", () => {
    const csp = directives(
      contentSecurityPolicy({
        remotes: [
          'https://catalog.example.web.app/mf-manifest.json',
          'https://promos.example.web.app/mf-manifest.json',
        ],
        firebase: { useEmulators: false, authDomain: 'example.firebaseapp.com', emulatorOrigins: [] },
        scriptHashes: [scriptHash(IMAGE_FAILURE_SCRIPT)],
      }),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://catalog.example.web.app',
      'https://promos.example.web.app',
      `'${scriptHash(IMAGE_FAILURE_SCRIPT)}'`,
      'https://apis.google.com',
    ]);
    expect(csp['connect-src']).toContain('https://firestore.googleapis.com');
    expect(csp['connect-src']).toContain('https://securetoken.googleapis.com');
    expect(csp['frame-src']).toContain('https://example.firebaseapp.com');
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it("names the emulators' origins and no Google endpoint on a local stack", () => {
    const csp = directives(
      contentSecurityPolicy({
        remotes: ['http://localhost:3001/mf-manifest.json'],
        firebase: {
          useEmulators: true,
          authDomain: 'demo.firebaseapp.com',
          emulatorOrigins: ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:9199'],
        },
      }),
    );
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:3001']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:9199',
    ]);
    expect(csp['frame-src']).toEqual(["'self'"]);
  });

  it('the hash is the inline script’s own', async () => {
    const { createHash } = await import('node:crypto');
    expect(scriptHash(IMAGE_FAILURE_SCRIPT)).toBe(
      `sha256-${createHash('sha256').update(IMAGE_FAILURE_SCRIPT).digest('base64')}`,
    );
  });
});
