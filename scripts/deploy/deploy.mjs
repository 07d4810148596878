#!/usr/bin/env node
// One command per deploy:  npm run deploy -- <target> [--env <name>] [--dry-run]
//                          npm run deploy -- rollback <target> [<build id>] [--env <name>]
//   target: mf-catalog | mf-promotions | mf-account | mf-admin | shell | functions | rules | all
//   --env   deploy/environments/<name>.json (default production)
//   --first-release   ship a target no kept build of which is live (a first deploy, see below)
// It packages the target into the environment's own tree (package.mjs: build/deploy/<env>/), keeping
// the build under its id, then runs `firebase deploy --only ...` on that tree's firebase.json, one part
// after another in the order that never leaves a page naming a gone file (Hosting before the functions
// whose HTML names its files). For an emulated environment (the twin) publishing into the tree is the
// deploy: the running twin serves that tree. --dry-run packages and checks without a login or network:
// the files each site would upload, the functions load, the rules compile; it records nothing as live.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '../../federation.remotes.mjs';
import { HOSTING_TARGETS, loadEnvironment, ROOT } from './environment.mjs';
import {
  BUILD_TARGETS,
  environmentDir,
  functionsDir,
  hostingDir,
  packageTarget,
  publishBuild,
  writeEnvironmentConfig,
} from './package.mjs';
import { filesUnder, liveBuild, previousBuild, recordLive } from './releases.mjs';
import { publishTwinRules } from './twin-rules.mjs';

const RULES_PARTS = ['firestore:rules', 'firestore:indexes', 'storage'];
/** The functions that serve each build: the shell's server render, the admin remote's gate. */
const FUNCTIONS_OF = { shell: ['shellPage', 'sitemap'], 'mf-admin': ['adminGate'] };
/** What a functions upload of a build leaves out: the other function's build. */
const IGNORED_BY = { shell: ['admin-dist', 'admin-dist/**'], 'mf-admin': ['page-render', 'page-render/**'] };

/**
 * What each target ships, as `firebase deploy --only` runs in order (each run waits for the one before).
 * The admin remote is only its gate function; the shell is its site, then its page functions.
 * @returns {{ packages: string[], runs: string[][], ignore: string[] }}
 */
export function planOf(target, environment) {
  const site = (name) => `hosting:${environment.sites[name]}`;
  const functions = (names) => names.map((name) => `functions:site:${name}`);
  const remote = REMOTES.find((candidate) => candidate.workspace === target);
  if (remote?.delivery === 'hosting') return { packages: [target], runs: [[site(target)]], ignore: [] };
  if (remote) return { packages: [target], runs: [functions(FUNCTIONS_OF[target])], ignore: IGNORED_BY[target] };
  if (target === 'shell')
    return { packages: ['shell'], runs: [[site('shell')], functions(FUNCTIONS_OF.shell)], ignore: IGNORED_BY.shell };
  if (target === 'functions') return { packages: ['functions'], runs: [['functions:site']], ignore: [] };
  if (target === 'rules') return { packages: ['firestore'], runs: [RULES_PARTS], ignore: [] };
  if (target === 'all')
    return {
      packages: [...BUILD_TARGETS, 'firestore'],
      runs: [RULES_PARTS, HOSTING_TARGETS.map(site), ['functions:site']],
      ignore: [],
    };
  return null;
}

export const TARGETS = [...REMOTES.map((remote) => remote.workspace), 'shell', 'functions', 'rules', 'all'];

function sh(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

function describeSite(target, dir) {
  const files = filesUnder(dir);
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
  const entries = files.filter(
    (file) => !file.startsWith('js/') && !file.startsWith('css/') && !file.startsWith('server/'),
  );
  console.log(`  ${target}: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB from ${path.relative(ROOT, dir)}`);
  console.log(`    entry files: ${entries.sort().join(', ')}`);
  const problems = [];
  if (files.some((file) => file.endsWith('.map'))) problems.push('source maps would be uploaded');
  if (target === 'shell') {
    if (files.includes('index.html')) problems.push('a static index.html would shadow the shellPage rewrite');
    if (!files.includes('remotes.json')) problems.push('remotes.json is missing');
  } else if (!files.includes('remoteEntry.js') || !files.includes('mf-manifest.json')) {
    problems.push('remoteEntry.js or mf-manifest.json is missing');
  }
  return problems;
}

/** Loads the packaged functions in a child process (as the runtime would) and checks what they export. */
function checkFunctions(environment, names) {
  const dir = functionsDir(environment);
  const needsPage = names.includes('shellPage');
  const needsAdmin = names.includes('adminGate');
  const probe = `
    const { existsSync } = await import('node:fs');
    const loaded = await import(${JSON.stringify(pathToFileURL(path.join(dir, 'index.mjs')).href)});
    for (const name of ${JSON.stringify(names)}) if (typeof loaded[name] !== 'function') throw new Error(name + ', a Hosting rewrite target, is not exported');
    const files = [${needsAdmin ? "'admin-dist/remoteEntry.js', 'admin-dist/mf-manifest.json'" : ''}${needsAdmin && needsPage ? ', ' : ''}${needsPage ? "'page-render/shell-dist/index.html', 'page-render/shell-dist/remotes.json'" : ''}];
    for (const file of files) if (!existsSync(${JSON.stringify(dir)} + '/' + file)) throw new Error(file + ' is missing: deploy its target first');
    if (${needsPage}) {
      const { createPageRenderer } = await import(${JSON.stringify(pathToFileURL(path.join(dir, 'render', 'server-render.mjs')).href)});
      const renderer = createPageRenderer({
        shellDist: ${JSON.stringify(path.join(dir, 'page-render', 'shell-dist'))},
        serverBundle: ${JSON.stringify(path.join(dir, 'page-render', 'dist-server', 'render-page.cjs'))},
      });
      if (!renderer) throw new Error('the server render bundle is missing');
    }
    console.log('  functions: ' + ${JSON.stringify(names.join(', '))} + ' load');
  `;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, GCLOUD_PROJECT: environment.projectId, FUNCTION_TARGET: '' },
    });
    child.on('exit', (code) => resolve(code === 0 ? [] : ['the functions do not load']));
  });
}

function checkRules(environment) {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [
        'scripts/deploy/check-rules.mts',
        path.join(environmentDir(environment), 'firestore.rules'),
        'rules/storage.rules',
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    child.on('exit', (code) => {
      const problems = code === 0 ? [] : ['the rules do not compile'];
      try {
        JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'));
      } catch {
        problems.push('firestore.indexes.json is not JSON');
      }
      resolve(problems);
    });
  });
}

/**
 * After a functions publish into a running twin: the Functions emulator sees the changed folder and
 * reloads every function (a cold start, seconds on a busy machine), while production swaps instances
 * without a gap. Waits until the reload has begun and the site's page and the admin gate's page list
 * answer again, twice in a row, so the deploy ends when it is live. False when no twin is running.
 */
async function twinServes(environment, deadlineMs = 120_000) {
  const site = environment.siteOrigin;
  const answers = async () => {
    const get = (url) => fetch(url, { headers: { 'accept-language': 'en' }, signal: AbortSignal.timeout(15_000) });
    const [page, list] = await Promise.all([get(`${site}/`), get(`${site}/mf-admin/pages.json`)]);
    return page.ok && (await page.text()).includes('data-rendered-for="visitor"') && list.ok;
  };
  try {
    await fetch(`${site}/remotes.json`, { signal: AbortSignal.timeout(5000) });
  } catch {
    return false;
  }
  // the emulator's watcher waits for the files to settle before it reloads
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const until = Date.now() + deadlineMs;
  let inARow = 0;
  while (inARow < 2) {
    if (Date.now() > until) throw new Error(`the twin did not serve the deploy within ${deadlineMs / 1000} s`);
    inARow = (await answers().catch(() => false)) ? inARow + 1 : 0;
    if (inARow < 2) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return true;
}

function usage() {
  console.error(
    `usage: npm run deploy -- <${TARGETS.join('|')}> [--env <name>] [--dry-run]\n` +
      `       npm run deploy -- rollback <${BUILD_TARGETS.join('|')}> [<build id>] [--env <name>]`,
  );
  process.exit(2);
}

/** The functions a plan's runs name (all three for the whole codebase). */
function functionNames(runs) {
  const parts = runs.flat().filter((part) => part.startsWith('functions:'));
  if (parts.includes('functions:site')) return ['adminGate', 'shellPage', 'sitemap'];
  return parts.map((part) => part.split(':')[2]);
}

async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const skipBuild = args.includes('--skip-build');
  const envIndex = args.indexOf('--env');
  const positional = args.filter((arg, index) => !arg.startsWith('--') && (envIndex < 0 || index !== envIndex + 1));
  const environment = loadEnvironment(envIndex >= 0 ? args[envIndex + 1] : 'production');
  const envDir = environmentDir(environment);
  const rollback = positional[0] === 'rollback';
  const target = rollback ? positional[1] : positional[0];
  if (!target || !TARGETS.includes(target) || (rollback && !BUILD_TARGETS.includes(target))) usage();
  const plan = planOf(target, environment);
  const emulated = Boolean(environment.emulators);
  // a twin deploy is live once published; a real one once firebase deploy has succeeded
  const recordAtPublish = emulated && !dryRun;

  /** @type {Record<string, string>} target → build id published */
  const published = {};
  if (rollback) {
    const buildId = positional[2] ?? previousBuild(envDir, target);
    if (!buildId) throw new Error(`${target} has no earlier build kept for ${environment.name} to roll back to`);
    console.log(
      `${environment.name}: rolling ${target} back from ${liveBuild(envDir, target) ?? 'none'} to ${buildId}`,
    );
    published[target] = publishBuild(target, environment, buildId, { record: recordAtPublish });
  } else {
    console.log(
      `${dryRun ? 'Dry run of' : 'Deploying'} "${target}" for ${environment.name} (${environment.projectId})`,
    );
    for (const part of plan.packages) {
      const id = await packageTarget(part, environment, { skipBuild, record: recordAtPublish });
      if (id) published[part] = id;
    }
  }
  for (const [name, id] of Object.entries(published)) console.log(`  ${name}: build ${id}`);
  const configFile = writeEnvironmentConfig(environment, { ignoreInFunctions: plan.ignore });
  const commands = plan.runs.map(
    (parts) =>
      `firebase deploy --only ${parts.join(',')} --project ${environment.projectId} --config ${path.relative(ROOT, configFile)}`,
  );

  if (dryRun) {
    console.log('\nWhat would be uploaded, and checks:');
    const problems = [];
    for (const part of plan.runs.flat()) {
      if (!part.startsWith('hosting:')) continue;
      const siteId = part.slice('hosting:'.length);
      const name = Object.keys(environment.sites).find((candidate) => environment.sites[candidate] === siteId);
      problems.push(
        ...describeSite(name, hostingDir(environment, name)).map((problem) => `hosting:${name}: ${problem}`),
      );
      console.log(`    → site ${siteId}`);
    }
    const names = functionNames(plan.runs);
    if (names.length > 0) problems.push(...(await checkFunctions(environment, names)));
    if (plan.runs.flat().includes('firestore:rules')) problems.push(...(await checkRules(environment)));
    console.log(`\nA deploy would run, in order:\n  ${commands.join('\n  ')}`);
    if (problems.length > 0) {
      console.error(`\n✗ dry run failed:\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log('✓ dry run passed (nothing was uploaded)');
    return;
  }
  if (emulated) {
    if (plan.runs.flat().includes('firestore:rules')) {
      const given = await publishTwinRules(environment, path.join(envDir, 'firestore.rules'));
      console.log(
        given
          ? "  rules: the running twin's Firestore has them"
          : '  rules: no twin runs; it reads them when it starts',
      );
    }
    if (plan.runs.flat().some((part) => part.startsWith('functions:')) && (await twinServes(environment)))
      console.log(`✓ published into ${path.relative(ROOT, envDir)}; the running twin's functions have reloaded it`);
    else console.log(`✓ published into ${path.relative(ROOT, envDir)}: the running twin serves it now`);
    return;
  }
  // with no build of a target kept as live, its upload carries none of the live release's files: pages
  // still naming them would break until they expire (docs/deploy.md, kept builds)
  const unkept = Object.keys(published).filter((name) => liveBuild(envDir, name) === null);
  if (unkept.length > 0 && !args.includes('--first-release'))
    throw new Error(
      `no build of ${unkept.join(', ')} is kept as live in ${path.relative(ROOT, envDir)}/releases: restore that folder, ` +
        'or deploy the commit that is live now first; --first-release ships anyway (a first deploy)',
    );
  // a functions upload without the builds they serve would put a broken function live
  const names = functionNames(plan.runs);
  const needed = [
    ...(names.includes('shellPage') ? ['page-render/dist-server/render-page.cjs'] : []),
    ...(names.includes('adminGate') ? ['admin-dist/remoteEntry.js'] : []),
  ].filter((file) => !existsSync(path.join(functionsDir(environment), file)));
  if (needed.length > 0)
    throw new Error(
      `${needed.join(', ')} missing in ${path.relative(ROOT, functionsDir(environment))}: deploy shell and mf-admin first`,
    );
  for (const [index, parts] of plan.runs.entries()) {
    console.log(`${environment.name}: ${commands[index]}`);
    const code = await sh(
      `"${path.join(ROOT, 'node_modules', '.bin', 'firebase')}" deploy --only ${parts.join(',')} --project ${environment.projectId} --config "${configFile}"`,
      {},
    );
    if (code !== 0) {
      console.error(`✗ ${commands[index]} failed; ${index > 0 ? 'the parts before it are live' : 'nothing changed'}`);
      process.exit(code);
    }
  }
  for (const [name, id] of Object.entries(published)) recordLive(envDir, name, id);
  console.log(`✓ ${rollback ? 'rolled back' : 'deployed'} ${target}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
