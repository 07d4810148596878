import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planOf, TARGETS } from '../deploy/deploy.mjs';
import { environmentDir, environmentFirebaseConfig, publishBuild } from '../deploy/package.mjs';
import {
  carriedBuilds,
  filesUnder,
  keepBuild,
  KEEP_AT_LEAST,
  KEEP_DAYS,
  liveBuild,
  previousBuild,
} from '../deploy/releases.mjs';
import { buildEnv, loadEnvironment, validateEnvironment } from '../deploy/environment.mjs';
import { firestoreRulesFor } from '../deploy/firestore-rules.mjs';
import { movedTwin, twinAddresses, twinPortOffset } from '../deploy/twin-ports.mjs';
import { environmentRemotesJson } from '../write-remotes-json.mjs';

const production = () =>
  JSON.parse(readFileSync(new URL('../../deploy/environments/production.json', import.meta.url), 'utf8'));

describe('deploy environments', () => {
  it('the committed environments are complete', () => {
    expect(loadEnvironment('production').projectId).toBe('bonus-atlas-prod');
    expect(loadEnvironment('twin').emulators).toBeTruthy();
  });

  it('refuses a custom domain whose admin remote stays on another origin (the session cookie is host-only)', () => {
    const config = production();
    config.siteOrigin = 'https://bonusatlas.example';
    expect(() => validateEnvironment(config, 'production')).toThrow(
      /remotes\.mf_admin: must be on siteOrigin \(https:\/\/bonusatlas\.example\/mf-admin\/mf-manifest\.json\)/,
    );
    config.remotes.mf_admin = 'https://bonusatlas.example/mf-admin/mf-manifest.json';
    expect(validateEnvironment(config, 'production').siteOrigin).toBe('https://bonusatlas.example');
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
  const production = loadEnvironment('production');
  it('the shell ships its site before its page functions, and never the admin gate', () => {
    const plan = planOf('shell', production);
    expect(plan.runs).toEqual([['hosting:bonus-atlas-prod'], ['functions:site:shellPage', 'functions:site:sitemap']]);
    // the upload of its functions leaves the admin remote's build out
    expect(plan.ignore).toContain('admin-dist');
  });
  it("the admin remote ships as its gate alone, without the shell's build", () => {
    const plan = planOf('mf-admin', production);
    expect(plan.runs).toEqual([['functions:site:adminGate']]);
    expect(plan.packages).toEqual(['mf-admin']);
    expect(plan.ignore).toContain('page-render');
  });
  it('a Hosting remote ships its own site only; `all` ships rules, then every site, then the functions', () => {
    expect(planOf('mf-catalog', production).runs).toEqual([['hosting:bonus-atlas-prod-catalog']]);
    const all = planOf('all', production).runs;
    expect(all.map((parts) => parts[0]?.split(':')[0])).toEqual(['firestore', 'hosting', 'functions']);
    expect(TARGETS.sort()).toEqual(
      ['all', 'functions', 'mf-account', 'mf-admin', 'mf-catalog', 'mf-promotions', 'rules', 'shell'].sort(),
    );
  });
  it("the environment's firebase.json names sites by id and its own folders (no .firebaserc to rewrite)", () => {
    const config = environmentFirebaseConfig(production, { ignoreInFunctions: ['page-render'] });
    expect(config.hosting.map((site) => [site.site, site.public, site.target])).toEqual([
      ['bonus-atlas-prod', 'hosting/shell', undefined],
      ['bonus-atlas-prod-catalog', 'hosting/mf-catalog', undefined],
      ['bonus-atlas-prod-promotions', 'hosting/mf-promotions', undefined],
      ['bonus-atlas-prod-account', 'hosting/mf-account', undefined],
    ]);
    expect(config.functions[0].ignore).toContain('page-render');
    expect(JSON.stringify(config)).not.toContain('predeploy');
  });
});

describe('kept builds and their publishing', () => {
  const environment = { name: `unit-releases-${process.pid}` };
  const dir = environmentDir(environment);
  let sources;
  beforeEach(() => {
    sources = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  });
  afterEach(() => {
    rmSync(sources, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });
  /** A catalog build: its manifest's id, its entry, one hashed chunk and a server entry. */
  function catalogBuild(id, chunk) {
    const site = path.join(sources, id);
    mkdirSync(path.join(site, 'js'), { recursive: true });
    mkdirSync(path.join(site, 'server'), { recursive: true });
    writeFileSync(
      path.join(site, 'mf-manifest.json'),
      JSON.stringify({ metaData: { buildInfo: { buildVersion: id } } }),
    );
    writeFileSync(path.join(site, 'remoteEntry.js'), `// ${id}`);
    writeFileSync(path.join(site, 'js', chunk), `// ${id}`);
    writeFileSync(path.join(site, 'js', `${chunk}.map`), '{}');
    writeFileSync(path.join(site, 'server', `remoteEntry.${id}.js`), `// ${id}`);
    return keepBuild(dir, 'mf-catalog', { site }, (file) => !file.endsWith('.map'));
  }
  const live = () => path.join(dir, 'hosting', 'mf-catalog');
  const at = (iso) => new Date(iso);

  it("a publish serves the new build's files and the previous one's hashed files, never its entry", () => {
    publishBuild('mf-catalog', environment, catalogBuild('aaaa', '1.aaaaaaaa.js'), { now: at('2026-01-01T00:00:00Z') });
    publishBuild('mf-catalog', environment, catalogBuild('bbbb', '1.bbbbbbbb.js'), { now: at('2026-01-01T01:00:00Z') });
    expect(filesUnder(live())).toEqual([
      'js/1.aaaaaaaa.js',
      'js/1.bbbbbbbb.js',
      'mf-manifest.json',
      'remoteEntry.js',
      'server/remoteEntry.aaaa.js',
      'server/remoteEntry.bbbb.js',
    ]);
    expect(readFileSync(path.join(live(), 'remoteEntry.js'), 'utf8')).toBe('// bbbb');
  });

  it('hashed files stay KEEP_DAYS after their release, and those of the last KEEP_AT_LEAST releases however old', () => {
    const ids = ['a1', 'b2', 'c3', 'd4'].map((id, index) => catalogBuild(id, `1.${String(index).repeat(8)}.js`));
    // a1 stopped being live 30 days before d4; b2 and c3 are the two releases before d4
    publishBuild('mf-catalog', environment, ids[0], { now: at('2026-01-01T00:00:00Z') });
    publishBuild('mf-catalog', environment, ids[1], { now: at('2026-01-02T00:00:00Z') });
    publishBuild('mf-catalog', environment, ids[2], { now: at('2026-01-03T00:00:00Z') });
    publishBuild('mf-catalog', environment, ids[3], { now: at('2026-02-01T00:00:00Z') });
    expect(filesUnder(live()).filter((file) => file.startsWith('js/'))).toEqual([
      'js/1.11111111.js',
      'js/1.22222222.js',
      'js/1.33333333.js',
    ]);
    expect(carriedBuilds(dir, 'mf-catalog', 'd4', at('2026-02-01T00:00:00Z')).sort()).toEqual(['b2', 'c3']);
    expect(KEEP_AT_LEAST).toBe(2);
    expect(KEEP_DAYS).toBeGreaterThanOrEqual(1);
  });

  it('a rollback publishes the kept build that ran before (no rebuild); an unknown id names the kept ones', () => {
    publishBuild('mf-catalog', environment, catalogBuild('aaaa', '1.aaaaaaaa.js'));
    publishBuild('mf-catalog', environment, catalogBuild('bbbb', '1.bbbbbbbb.js'));
    expect(previousBuild(dir, 'mf-catalog')).toBe('aaaa');
    publishBuild('mf-catalog', environment, previousBuild(dir, 'mf-catalog'));
    expect(readFileSync(path.join(live(), 'remoteEntry.js'), 'utf8')).toBe('// aaaa');
    expect(liveBuild(dir, 'mf-catalog')).toBe('aaaa');
    expect(() => publishBuild('mf-catalog', environment, 'zzzz')).toThrow(
      /no kept build zzzz of mf-catalog; kept: .*aaaa/,
    );
  });

  it("a dry run's publish is not recorded as live", () => {
    publishBuild('mf-catalog', environment, catalogBuild('aaaa', '1.aaaaaaaa.js'), { record: false });
    expect(liveBuild(dir, 'mf-catalog')).toBeNull();
  });

  it("each environment has its own tree: publishing in one leaves another's files alone", () => {
    const other = { name: `unit-releases-other-${process.pid}` };
    try {
      publishBuild('mf-catalog', environment, catalogBuild('aaaa', '1.aaaaaaaa.js'));
      const before = filesUnder(live());
      const otherId = keepBuild(environmentDir(other), 'mf-catalog', { site: path.join(sources, 'aaaa') }, () => true);
      publishBuild('mf-catalog', other, otherId);
      expect(filesUnder(live())).toEqual(before);
      expect(environmentDir(other)).not.toBe(dir);
    } finally {
      rmSync(environmentDir(other), { recursive: true, force: true });
    }
  });
});

describe("the twin's ports", () => {
  it('ATLAS_TWIN_PORT_OFFSET moves every port of the twin as a whole; a bad value stops with its name', () => {
    const base = loadEnvironment('twin');
    expect(twinPortOffset({})).toBe(0);
    const moved = movedTwin(base, twinPortOffset({ ATLAS_TWIN_PORT_OFFSET: '1000' }));
    const port = (url) => Number(new URL(url).port);
    expect(port(moved.siteOrigin)).toBe(port(base.siteOrigin) + 1000);
    expect(moved.siteOrigin).toBe(new URL(moved.siteOrigin).origin);
    expect(moved.emulators.auth).toBe(base.emulators.auth + 1000);
    expect(port(moved.remotes.mf_catalog)).toBe(port(base.remotes.mf_catalog) + 1000);
    expect(new URL(moved.remotes.mf_catalog).pathname).toBe('/mf-manifest.json');
    // the admin remote stays on the site's origin
    expect(new URL(moved.remotes.mf_admin).origin).toBe(moved.siteOrigin);
    expect(twinAddresses({ ATLAS_TWIN_PORT_OFFSET: '1000' }).ready).toBe(
      `http://127.0.0.1:${base.emulators.ready + 1000}/ready`,
    );
    expect(() => twinPortOffset({ ATLAS_TWIN_PORT_OFFSET: 'x' })).toThrow(/ATLAS_TWIN_PORT_OFFSET=x/);
  });
});
