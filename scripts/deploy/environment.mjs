// One file per environment (deploy/environments/<name>.json) says everything a deploy needs: project,
// region, the web app's Firebase config, the Hosting sites and where the shell finds each remote.
// A missing or malformed field stops the deploy with its name, never a silent default.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../../federation.remotes.mjs';
import { movedTwin, twinPortOffset } from './twin-ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The Hosting sites: the shell's and each remote's delivered by Hosting (the admin remote sits behind its gate). */
export const HOSTING_TARGETS = [
  'shell',
  ...REMOTES.filter((remote) => remote.delivery === 'hosting').map((remote) => remote.workspace),
];
/** Set by scripts/deploy/deploy.mjs for firebase.json's predeploy hooks (a name outside FIREBASE_* and BONUS_ATLAS_*, which key the build cache). */
export const ENVIRONMENT_VARIABLE = 'ATLAS_DEPLOY_ENV';

export class EnvironmentError extends Error {}

/** An origin alone (no path, query or trailing slash): the pages' canonical URLs are built on it. */
function isSiteOrigin(value, emulated) {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    const scheme = emulated ? /^https?:$/ : /^https:$/;
    return scheme.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * @param {unknown} config the parsed JSON
 * @param {string} name for messages
 */
export function validateEnvironment(config, name) {
  const problems = [];
  const c = /** @type {any} */ (config ?? {});
  if (typeof c.projectId !== 'string' || !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(c.projectId)) {
    problems.push('projectId: a Firebase project id');
  }
  if (typeof c.region !== 'string' || !c.region) problems.push('region');
  if (!isSiteOrigin(c.siteOrigin, Boolean(c.emulators))) {
    problems.push(`siteOrigin: the site's public origin, as in canonical URLs and the sitemap (https://<site>)`);
  }
  const bucket = c.firebase?.storageBucket;
  if (typeof bucket !== 'string' || !/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(bucket)) {
    problems.push('firebase.storageBucket: the bucket name (<project>.firebasestorage.app for new projects)');
  }
  const emulated = Boolean(c.emulators);
  if (!emulated) {
    for (const key of ['apiKey', 'authDomain', 'appId']) {
      if (typeof c.firebase?.[key] !== 'string' || !c.firebase[key]) problems.push(`firebase.${key}`);
    }
  }
  for (const target of HOSTING_TARGETS) {
    if (typeof c.sites?.[target] !== 'string' || !c.sites[target])
      problems.push(`sites.${target}: the Hosting site id`);
  }
  for (const { name: remote } of REMOTES) {
    const url = c.remotes?.[remote];
    let ok = false;
    try {
      const parsed = new URL(url);
      ok = emulated ? parsed.protocol === 'http:' || parsed.protocol === 'https:' : parsed.protocol === 'https:';
      ok &&= parsed.pathname.endsWith('/mf-manifest.json');
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`remotes.${remote}: the remote's mf-manifest.json URL${emulated ? '' : ' (https)'}`);
  }
  // the admin remote's files are gated by the session cookie, which is host-only: on another origin
  // (a custom domain with the admin remote left on web.app) no browser would send it
  const admin = REMOTES.find((remote) => remote.delivery !== 'hosting');
  if (admin && isSiteOrigin(c.siteOrigin, emulated)) {
    let sameOrigin = false;
    try {
      sameOrigin = new URL(c.remotes?.[admin.name]).origin === c.siteOrigin;
    } catch {
      sameOrigin = true; // reported above as a bad URL
    }
    if (!sameOrigin)
      problems.push(
        `remotes.${admin.name}: must be on siteOrigin (${c.siteOrigin}/mf-admin/mf-manifest.json): the session cookie that opens it is host-only`,
      );
  }
  if (problems.length > 0) {
    throw new EnvironmentError(
      `deploy/environments/${name}.json is missing or has a bad value for:\n  ${problems.join('\n  ')}`,
    );
  }
  return /** @type {Environment} */ (c);
}

/**
 * @typedef {{ projectId: string, region: string, siteOrigin: string, firebase: Record<string, string>, emulators: false | Record<string, number>,
 *   sites: Record<string, string>, remotes: Record<string, string> }} Environment
 */

/** @returns {Environment & { name: string }} */
export function loadEnvironment(name) {
  if (!name || !/^[a-z0-9-]+$/.test(name)) {
    throw new EnvironmentError(
      `No deploy environment: pass --env <name> (a file deploy/environments/<name>.json) or set ${ENVIRONMENT_VARIABLE}.`,
    );
  }
  const file = path.join(ROOT, 'deploy', 'environments', `${name}.json`);
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new EnvironmentError(
      `Cannot read ${path.relative(ROOT, file)}: ${error instanceof Error ? error.message : error}`,
    );
  }
  // the twin's ports may be moved as a whole, to run beside another twin (twin-ports.mjs)
  if (name === 'twin') config = movedTwin(config, twinPortOffset());
  return { ...validateEnvironment(config, name), name };
}

/** The build's environment variables: the web app's config for a real project, the twin's emulator hosts for the twin. */
export function buildEnv(environment, base = process.env) {
  const env = { ...base };
  for (const key of Object.keys(env)) {
    if (
      /^(FIREBASE_|FIRESTORE_)/.test(key) ||
      /^BONUS_ATLAS_(USE_EMULATORS|REMOTE_|REMOTES_ORIGIN|SITE_ORIGIN)/.test(key)
    )
      delete env[key];
  }
  const { firebase } = environment;
  if (environment.emulators) {
    // the emulator twin: the browser and the server render call ITS emulators, not npm start's
    const host = '127.0.0.1';
    return {
      ...env,
      FIREBASE_PROJECT_ID: environment.projectId,
      FIREBASE_STORAGE_BUCKET: firebase.storageBucket,
      BONUS_ATLAS_SITE_ORIGIN: environment.siteOrigin,
      BONUS_ATLAS_USE_EMULATORS: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: `${host}:${environment.emulators.auth}`,
      FIRESTORE_EMULATOR_HOST: `${host}:${environment.emulators.firestore}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${environment.emulators.storage}`,
    };
  }
  return {
    ...env,
    FIREBASE_PROJECT_ID: environment.projectId,
    // canonical URLs, hreflang, the sitemap and robots.txt name the live site, not the build machine
    BONUS_ATLAS_SITE_ORIGIN: environment.siteOrigin,
    FIREBASE_API_KEY: firebase.apiKey,
    FIREBASE_AUTH_DOMAIN: firebase.authDomain,
    FIREBASE_STORAGE_BUCKET: firebase.storageBucket,
    FIREBASE_APP_ID: firebase.appId,
    ...(firebase.messagingSenderId ? { FIREBASE_MESSAGING_SENDER_ID: firebase.messagingSenderId } : {}),
    BONUS_ATLAS_USE_EMULATORS: 'false',
  };
}
