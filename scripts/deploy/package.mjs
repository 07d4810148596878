#!/usr/bin/env node
// What a deploy uploads, made ready on disk, one tree per environment (build/deploy/<env>/): the deploy
// (scripts/deploy/deploy.mjs), its dry run and the production twin all package with this, so all three
// see the same files, and packaging one environment never touches another's tree (a dry run for
// production leaves a running twin alone).
//   node scripts/deploy/package.mjs <target> [--env <name>] [--skip-build]
//   target: shell | mf-catalog | mf-promotions | mf-account | mf-admin | functions | firestore
// Builds go to build/out/<environment>/ (the workspaces' dist/ stay the local stack's); --skip-build
// packages the last build there. Each packaged build is kept (releases.mjs) under its build id.
//
// build/deploy/<env>/
//   firebase.json            firebase.json with this environment's sites, folders and no predeploy hooks
//   hosting/<target>/        what each Hosting site uploads (with the recent releases' hashed files)
//   functions/               the functions' code (functions/), with page-render/ (the shell's server
//                            build, shellPage's and sitemap's) and admin-dist/ (the admin remote, adminGate's)
//   firestore.rules          rules/firestore.rules for this environment's bucket
//   releases/<target>/<id>/  kept builds, history.json
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '../../federation.remotes.mjs';
import { buildApps } from '../lib/build-apps.mjs';
import { environmentRemotesJson } from '../write-remotes-json.mjs';
import { buildEnv, ENVIRONMENT_VARIABLE, HOSTING_TARGETS, loadEnvironment, ROOT } from './environment.mjs';
import { writeFirestoreRules } from './firestore-rules.mjs';
import { carriedBuilds, carryOutliving, keepBuild, keptBuild, recordLive, releasesDir } from './releases.mjs';

/** The targets a build can be kept and published for: the Hosting sites and the admin remote (adminGate). */
export const BUILD_TARGETS = [
  ...HOSTING_TARGETS,
  ...REMOTES.filter((r) => r.delivery !== 'hosting').map((r) => r.workspace),
];

/** An environment's own tree (never shared with another environment). */
export function environmentDir(environment) {
  return path.join(ROOT, 'build', 'deploy', environment.name);
}
export function hostingDir(environment, target) {
  return path.join(environmentDir(environment), 'hosting', target);
}
export function functionsDir(environment) {
  return path.join(environmentDir(environment), 'functions');
}

/** Where an environment's build goes (never the workspaces' dist/, which the local stack serves). */
export function outDir(environment) {
  return path.join(ROOT, 'build', 'out', environment.name);
}

/** Never kept nor uploaded: source maps and the build's stats. */
const kept = (source) => !source.endsWith('.map') && path.basename(source) !== 'mf-stats.json';

/** Replaces `dest` by `fill(next)`'s folder in one rename (a running server sees the old or the new folder). */
function replaceFolder(dest, fill) {
  const next = `${dest}.next`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  fill(next);
  rmSync(dest, { recursive: true, force: true });
  renameSync(next, dest);
}

/** One build per app and environment in a process (a shell deploy packages the shell for two parts). */
const builtHere = new Set();
async function build(workspaces, environment) {
  // exactly the environment's variables: a FIREBASE_* left in the shell must not reach the build
  const env = buildEnv(environment);
  const needed = workspaces.filter((workspace) => !builtHere.has(`${environment.name}/${workspace}`));
  for (const workspace of needed) builtHere.add(`${environment.name}/${workspace}`);
  await buildApps({
    outDir: outDir(environment),
    env,
    workspaces: needed,
    onBuilt: (workspace, seconds) => console.log(`  built ${workspace} for ${environment.name} (${seconds} s)`),
  });
}

/** Keeps the last build of `target` in the environment's releases; returns its build id. */
function keepLastBuild(target, environment) {
  const out = outDir(environment);
  const parts =
    target === 'shell'
      ? { site: path.join(out, 'shell'), server: path.join(out, 'shell-server') }
      : { site: path.join(out, target) };
  return keepBuild(environmentDir(environment), target, parts, kept);
}

/** The functions' own code, copied from functions/ (the builds they serve are published beside it). */
function syncFunctionSources(environment) {
  const dest = functionsDir(environment);
  mkdirSync(dest, { recursive: true });
  const source = path.join(ROOT, 'functions');
  const owned = (file) =>
    !/(^|[/\\])(node_modules|admin-dist|page-render)([/\\]|$)/.test(path.relative(source, file)) &&
    !/\.test\.|\.d\.mts$/.test(file);
  // files only: page-render/ and admin-dist/ beside them belong to their builds
  cpSync(source, dest, { recursive: true, filter: owned });
}

/**
 * Makes a kept build of `target` the one its environment tree serves: a Hosting site's folder (with
 * the recent releases' hashed files carried along), the shell's server build in the page function
 * (shellPage, sitemap), the admin remote in the gate (adminGate). Nothing else is touched.
 * @param {{ record?: boolean, now?: Date }} [options] record: count it as live (a real or twin deploy; not a dry run)
 */
export function publishBuild(target, environment, buildId, { record = true, now = new Date() } = {}) {
  const envDir = environmentDir(environment);
  const kept = keptBuild(envDir, target, buildId);
  const carried = carriedBuilds(envDir, target, buildId, now).map((id) => path.join(releasesDir(envDir, target), id));
  if (HOSTING_TARGETS.includes(target)) {
    replaceFolder(hostingDir(environment, target), (next) => {
      // no static index.html on the shell's site: it would shadow the shellPage rewrite of `/`
      cpSync(path.join(kept, 'site'), next, {
        recursive: true,
        filter: (file) => !(target === 'shell' && path.relative(path.join(kept, 'site'), file) === 'index.html'),
      });
      for (const old of carried) carryOutliving(path.join(old, 'site'), next);
      if (target === 'shell') writeFileSync(path.join(next, 'remotes.json'), environmentRemotesJson(environment));
    });
  }
  if (target === 'shell') {
    syncFunctionSources(environment);
    replaceFolder(path.join(functionsDir(environment), 'page-render'), (next) => {
      cpSync(path.join(kept, 'site'), path.join(next, 'shell-dist'), { recursive: true });
      writeFileSync(path.join(next, 'shell-dist', 'remotes.json'), environmentRemotesJson(environment));
      cpSync(path.join(kept, 'server'), path.join(next, 'dist-server'), { recursive: true });
      writeFileSync(path.join(next, 'build-id'), `${buildId}\n`);
    });
  } else if (!HOSTING_TARGETS.includes(target)) {
    syncFunctionSources(environment);
    replaceFolder(path.join(functionsDir(environment), 'admin-dist'), (next) => {
      cpSync(path.join(kept, 'site'), next, {
        recursive: true,
        filter: (file) => path.basename(file) !== 'index.html',
      });
      // an admin's open tab keeps loading its build's chunks from the gate
      for (const old of carried) carryOutliving(path.join(old, 'site'), next);
      writeFileSync(path.join(next, 'build-id'), `${buildId}\n`);
    });
  }
  if (record) recordLive(envDir, target, buildId, now);
  return buildId;
}

/**
 * Builds (unless skipBuild), keeps and publishes one target into the environment's tree; returns the build id
 * (null for `firestore`, `functions`: the rules, the functions' code alone).
 * @param {{ skipBuild?: boolean, record?: boolean }} [options]
 */
export async function packageTarget(target, environment, { skipBuild = false, record = true } = {}) {
  if (BUILD_TARGETS.includes(target)) {
    if (!skipBuild) await build([target], environment);
    return publishBuild(target, environment, keepLastBuild(target, environment), { record });
  }
  if (target === 'functions') {
    syncFunctionSources(environment);
    return null;
  }
  if (target === 'firestore') {
    writeFirestoreRules(environment, path.join(environmentDir(environment), 'firestore.rules'));
    return null;
  }
  throw new Error(`unknown target ${target} (${[...BUILD_TARGETS, 'functions', 'firestore'].join(', ')})`);
}

/**
 * firebase.json for this environment's tree: each site named by its id (no .firebaserc targets to write),
 * the tree's folders, no predeploy hooks (the deploy packages first). `ignoreInFunctions`: what a
 * functions upload leaves out (the other function's build).
 */
export function environmentFirebaseConfig(environment, { ignoreInFunctions = [] } = {}) {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const { predeploy: _rulesHook, ...firestore } = config.firestore;
  return {
    ...config,
    hosting: config.hosting.map(({ target, predeploy: _hook, ...site }) => ({
      ...site,
      site: environment.sites[target],
      public: `hosting/${target}`,
    })),
    firestore: { ...firestore, rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    storage: { ...config.storage, rules: 'storage.rules' },
    functions: config.functions.map(({ predeploy: _hook, ...codebase }) => ({
      ...codebase,
      source: 'functions',
      ignore: [...(codebase.ignore ?? []), ...ignoreInFunctions],
    })),
  };
}

/** Writes build/deploy/<env>/firebase.json (and the rules files it names); returns its path. */
export function writeEnvironmentConfig(environment, options = {}) {
  const dir = environmentDir(environment);
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(ROOT, 'firestore.indexes.json'), path.join(dir, 'firestore.indexes.json'));
  cpSync(path.join(ROOT, 'rules', 'storage.rules'), path.join(dir, 'storage.rules'));
  if (!existsSync(path.join(dir, 'firestore.rules')))
    writeFirestoreRules(environment, path.join(dir, 'firestore.rules'));
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, `${JSON.stringify(environmentFirebaseConfig(environment, options), null, 2)}\n`);
  return file;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = process.argv.slice(2);
  const envIndex = args.indexOf('--env');
  try {
    const environment = loadEnvironment(envIndex >= 0 ? args[envIndex + 1] : process.env[ENVIRONMENT_VARIABLE]);
    const target = args.find((arg, index) => !arg.startsWith('--') && (envIndex < 0 || index !== envIndex + 1));
    if (!target) throw new Error('usage: package.mjs <target> [--env <name>] [--skip-build]');
    const id = await packageTarget(target, environment, { skipBuild: args.includes('--skip-build') });
    console.log(
      `packaged ${target} for ${environment.name}${id ? ` (build ${id})` : ''}: ${path.relative(ROOT, environmentDir(environment))}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
