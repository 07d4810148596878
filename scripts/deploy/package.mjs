#!/usr/bin/env node
// What a deploy uploads, made ready on disk: firebase.json's predeploy hooks call this, and so do the
// dry run and the production twin, so all three see the same files.
//   node scripts/deploy/package.mjs <part> [--env <name>] [--skip-build]
// Builds go to build/out/<environment>/ (the workspaces' dist/ stay the local stack's); --skip-build
// packages the last build there.
//   part: hosting:<shell|mf-catalog|mf-promotions|mf-account> | functions | firestore
// The environment comes from --env or ATLAS_DEPLOY_ENV (set by scripts/deploy/deploy.mjs).
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApps } from '../lib/build-apps.mjs';
import { environmentRemotesJson } from '../write-remotes-json.mjs';
import { buildEnv, ENVIRONMENT_VARIABLE, HOSTING_TARGETS, loadEnvironment, ROOT } from './environment.mjs';
import { writeFirestoreRules } from './firestore-rules.mjs';

export const HOSTING_DIR = path.join(ROOT, 'build', 'hosting');
export const FUNCTIONS_DIR = path.join(ROOT, 'functions');

/** Never uploaded: source maps; the shell's index.html (shellPage sends it, a static copy would shadow `/`). */
function uploaded(target) {
  return (source) => {
    const name = path.basename(source);
    if (name.endsWith('.map')) return false;
    if (target === 'shell' && (name === 'index.html' || name === 'mf-stats.json')) return false;
    return true;
  };
}

/** Replaces `dest` by a filtered copy of `source` in one rename (a running server sees the old or the new folder). */
function replaceWithCopy(source, dest, filter) {
  if (!existsSync(source)) throw new Error(`${path.relative(ROOT, source)} is missing: build first`);
  const next = `${dest}.next`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(path.dirname(dest), { recursive: true });
  cpSync(source, next, { recursive: true, filter });
  rmSync(dest, { recursive: true, force: true });
  renameSync(next, dest);
}

/** Where an environment's build goes (never the workspaces' dist/, which the local stack serves). */
export function outDir(environment) {
  return path.join(ROOT, 'build', 'out', environment.name);
}

/** The environment's production build of these apps (the shell with its server render) into outDir. */
const builtHere = new Set();
async function build(workspaces, environment) {
  // exactly the environment's variables: a FIREBASE_* left in the shell must not reach the build
  const env = buildEnv(environment);
  // one build per app and environment in a process (the twin packages the shell for two parts)
  const needed = workspaces.filter((workspace) => !builtHere.has(`${environment.name}/${workspace}`));
  for (const workspace of needed) builtHere.add(`${environment.name}/${workspace}`);
  await buildApps({
    outDir: outDir(environment),
    env,
    workspaces: needed,
    onBuilt: (workspace, seconds) => console.log(`  built ${workspace} for ${environment.name} (${seconds} s)`),
  });
}

/** @param {string} part @param {ReturnType<typeof loadEnvironment>} environment */
export async function packagePart(part, environment, { skipBuild = false } = {}) {
  if (part.startsWith('hosting:')) {
    const target = part.slice('hosting:'.length);
    if (!HOSTING_TARGETS.includes(target)) throw new Error(`unknown hosting target ${target}`);
    if (!skipBuild) await build([target], environment);
    const dest = path.join(HOSTING_DIR, target);
    replaceWithCopy(path.join(outDir(environment), target), dest, uploaded(target));
    if (target === 'shell') writeFileSync(path.join(dest, 'remotes.json'), environmentRemotesJson(environment));
    return dest;
  }
  if (part === 'functions') {
    if (!skipBuild) await build(['mf-admin', 'shell'], environment);
    replaceWithCopy(path.join(outDir(environment), 'mf-admin'), path.join(FUNCTIONS_DIR, 'admin-dist'), (source) => {
      const name = path.basename(source);
      return !name.endsWith('.map') && name !== 'mf-stats.json' && name !== 'index.html';
    });
    const pageRender = path.join(FUNCTIONS_DIR, 'page-render');
    const next = `${pageRender}.staging`;
    rmSync(next, { recursive: true, force: true });
    mkdirSync(next, { recursive: true });
    replaceWithCopy(
      path.join(outDir(environment), 'shell'),
      path.join(next, 'shell-dist'),
      (source) => !source.endsWith('.map'),
    );
    writeFileSync(path.join(next, 'shell-dist', 'remotes.json'), environmentRemotesJson(environment));
    replaceWithCopy(
      path.join(outDir(environment), 'shell-server'),
      path.join(next, 'dist-server'),
      (source) => !source.endsWith('.map'),
    );
    // the page and sitemap functions' modules, beside the bundle they load
    for (const module of ['server-render.mjs', 'sitemap.mjs']) {
      cpSync(path.join(ROOT, 'scripts', 'lib', module), path.join(next, module));
    }
    rmSync(pageRender, { recursive: true, force: true });
    renameSync(next, pageRender);
    return FUNCTIONS_DIR;
  }
  if (part === 'firestore') return writeFirestoreRules(environment);
  throw new Error(`unknown part ${part} (hosting:<target>, functions or firestore)`);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = process.argv.slice(2);
  const envIndex = args.indexOf('--env');
  try {
    const environment = loadEnvironment(envIndex >= 0 ? args[envIndex + 1] : process.env[ENVIRONMENT_VARIABLE]);
    const part = args.find((arg, index) => !arg.startsWith('--') && (envIndex < 0 || index !== envIndex + 1));
    if (!part)
      throw new Error('usage: package.mjs <hosting:<target>|functions|firestore> [--env <name>] [--skip-build]');
    const out = await packagePart(part, environment, { skipBuild: args.includes('--skip-build') });
    console.log(`packaged ${part} for ${environment.name}: ${path.relative(ROOT, out)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
