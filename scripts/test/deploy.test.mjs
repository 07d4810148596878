import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { predeployHooks, TARGETS } from '../deploy/deploy.mjs';
import { buildEnv, loadEnvironment, validateEnvironment } from '../deploy/environment.mjs';
import { firestoreRulesFor } from '../deploy/firestore-rules.mjs';
import { environmentRemotesJson } from '../write-remotes-json.mjs';

const production = () =>
  JSON.parse(readFileSync(new URL('../../deploy/environments/production.json', import.meta.url), 'utf8'));

describe('deploy environments', () => {
  it('the committed environments are complete', () => {
    expect(loadEnvironment('production').projectId).toBe('bonus-atlas-prod');
    expect(loadEnvironment('twin').emulators).toBeTruthy();
  });

  it('fails loudly, naming each remote without a URL (no localhost default)', () => {
    const config = production();
    delete config.remotes.mf_account;
    config.remotes.mf_catalog = 'http://catalog.example.com/mf-manifest.json';
    expect(() => validateEnvironment(config, 'production')).toThrow(/remotes\.mf_account/);
    try {
      validateEnvironment(config, 'production');
    } catch (error) {
      expect(error.message).toContain('remotes.mf_account');
      expect(error.message).toContain('remotes.mf_catalog');
    }
    expect(() => loadEnvironment(undefined)).toThrow(/--env/);
  });

  it("remotes.json is exactly the environment's map", () => {
    expect(JSON.parse(environmentRemotesJson(loadEnvironment('production')))).toEqual(production().remotes);
  });

  it("a build gets the environment's web config and nothing left over from the shell", () => {
    const env = buildEnv(loadEnvironment('production'), {
      PATH: '/bin',
      FIREBASE_API_KEY: 'stale',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    });
    expect(env.FIREBASE_API_KEY).toBe(production().firebase.apiKey);
    expect(env.FIRESTORE_EMULATOR_HOST).toBeUndefined();
    expect(env.BONUS_ATLAS_USE_EMULATORS).toBe('false');
    expect(buildEnv(loadEnvironment('twin'), {}).FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:8380');
  });

  it("a build's canonical origin is the environment's site, never the shell's or localhost", () => {
    const env = buildEnv(loadEnvironment('production'), { BONUS_ATLAS_SITE_ORIGIN: 'http://localhost:3000' });
    expect(env.BONUS_ATLAS_SITE_ORIGIN).toBe('https://bonus-atlas-prod.web.app');
    expect(buildEnv(loadEnvironment('twin'), {}).BONUS_ATLAS_SITE_ORIGIN).toBe('http://127.0.0.1:5050');
  });

  it('a deploy without a usable site origin stops, naming siteOrigin', () => {
    for (const bad of [undefined, 'http://bonus-atlas-prod.web.app', 'https://bonus-atlas-prod.web.app/', 'prod']) {
      const config = production();
      config.siteOrigin = bad;
      expect(() => validateEnvironment(config, 'production')).toThrow(/siteOrigin/);
    }
  });
});

describe('deployed Firestore rules', () => {
  const source = readFileSync(new URL('../../rules/firestore.rules', import.meta.url), 'utf8');

  it('name the real bucket and no loopback origin; the emulator variant keeps both', () => {
    const deployed = firestoreRulesFor(source, { storageBucket: 'my-app.firebasestorage.app', loopback: false });
    const prefix = /function storageObjectUrlPrefix\(\) \{\s*return '([^']*)'/.exec(deployed)?.[1];
    expect(prefix).toBe('https://firebasestorage[.]googleapis[.]com/v0/b/my-app[.]firebasestorage[.]app/o/');
    expect(deployed).not.toMatch(/127\[\.\]0\[\.\]0\[\.\]1|localhost/);
    expect(deployed).not.toContain('demo-bonus-atlas');
    const emulated = firestoreRulesFor(source, { storageBucket: 'demo-bonus-atlas.appspot.com', loopback: true });
    expect(emulated).toContain('localhost');
  });

  it('refuse a source without the environment function and a bucket name that is a pattern', () => {
    expect(() => firestoreRulesFor('service cloud.firestore {}', { storageBucket: 'a.b', loopback: false })).toThrow(
      /storageObjectUrlPrefix/,
    );
    expect(() => firestoreRulesFor(source, { storageBucket: 'x.*', loopback: false })).toThrow(/bucket/);
  });
});

describe('deploy targets', () => {
  it('each target runs the predeploy hooks of what it uploads, once each', () => {
    expect(Object.keys(TARGETS).sort()).toEqual(
      ['all', 'functions', 'mf-account', 'mf-admin', 'mf-catalog', 'mf-promotions', 'rules', 'shell'].sort(),
    );
    expect(predeployHooks(TARGETS['mf-catalog'])).toEqual([
      'node "$PROJECT_DIR/scripts/deploy/package.mjs" hosting:mf-catalog',
    ]);
    expect(predeployHooks(TARGETS.rules)).toEqual(['node "$PROJECT_DIR/scripts/deploy/package.mjs" firestore']);
    const all = predeployHooks(TARGETS.all);
    expect(all).toHaveLength(6);
    expect(new Set(all).size).toBe(all.length);
  });
});
