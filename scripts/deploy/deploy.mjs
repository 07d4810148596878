#!/usr/bin/env node
// One command per deploy:  npm run deploy -- <target> [--env <name>] [--dry-run]
//   target: mf-catalog | mf-promotions | mf-account | mf-admin | shell | functions | rules | all
//   --env   deploy/environments/<name>.json (default production)
// A real deploy runs `firebase deploy --only ...`, whose predeploy hooks (firebase.json) build and
// package. --dry-run runs the same hooks itself and checks the package without a login or network:
// the files each site would upload, the functions load, the rules compile.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '../../federation.remotes.mjs';
import { ENVIRONMENT_VARIABLE, HOSTING_TARGETS, loadEnvironment, ROOT } from './environment.mjs';

const RULES_PARTS = ['firestore:rules', 'firestore:indexes', 'storage'];

/** What each target uploads, as firebase deploy --only parts. The admin remote lives inside the functions (the gate). */
export const TARGETS = {
  ...Object.fromEntries(
    REMOTES.map((remote) => [
      remote.workspace,
      remote.delivery === 'hosting' ? [`hosting:${remote.workspace}`] : ['functions:site'],
    ]),
  ),
  shell: ['hosting:shell'],
  functions: ['functions:site'],
  rules: RULES_PARTS,
  all: [...HOSTING_TARGETS.map((target) => `hosting:${target}`), 'functions:site', ...RULES_PARTS],
};

const firebaseJson = () => JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));

/** The predeploy hooks firebase.json runs for these --only parts, in order, without duplicates. */
export function predeployHooks(parts, config = firebaseJson()) {
  const hooks = [];
  for (const part of parts) {
    const [service, name] = part.split(':');
    let section;
    if (service === 'hosting') section = config.hosting.find((site) => site.target === name);
    else if (service === 'functions') section = config.functions.find((codebase) => codebase.codebase === name);
    else if (service === 'firestore') section = config.firestore;
    else if (service === 'storage') section = config.storage;
    for (const hook of section?.predeploy ?? []) if (!hooks.includes(hook)) hooks.push(hook);
  }
  return hooks;
}

function sh(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

function filesUnder(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.push(path.join(entry.parentPath ?? entry.path, entry.name));
  }
  return files;
}

function describeSite(target, dir) {
  const files = filesUnder(dir).map((file) => path.relative(dir, file));
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
  const entries = files.filter((file) => !file.startsWith('js/') && !file.startsWith('css/'));
  console.log(
    `  hosting:${target}: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB from ${path.relative(ROOT, dir)}`,
  );
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

/** The functions firebase.json's Hosting rewrites name. */
function rewrittenFunctions(config = firebaseJson()) {
  const ids = config.hosting.flatMap((site) => (site.rewrites ?? []).map((rewrite) => rewrite.function?.functionId));
  return [...new Set(ids.filter(Boolean))];
}

/** Loads the packaged functions in a child process (as the runtime would) and checks what they export. */
function checkFunctions(environment) {
  const probe = `
    const { existsSync } = await import('node:fs');
    const loaded = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'functions', 'index.mjs')).href)});
    for (const name of ${JSON.stringify(rewrittenFunctions())}) if (typeof loaded[name] !== 'function') throw new Error(name + ', a Hosting rewrite target, is not exported');
    for (const file of ['admin-dist/remoteEntry.js', 'admin-dist/mf-manifest.json', 'page-render/shell-dist/index.html', 'page-render/shell-dist/remotes.json'])
      if (!existsSync(${JSON.stringify(path.join(ROOT, 'functions'))} + '/' + file)) throw new Error('functions/' + file + ' is missing');
    const { createPageRenderer } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'functions', 'page-render', 'server-render.mjs')).href)});
    const renderer = createPageRenderer({
      shellDist: ${JSON.stringify(path.join(ROOT, 'functions', 'page-render', 'shell-dist'))},
      serverBundle: ${JSON.stringify(path.join(ROOT, 'functions', 'page-render', 'dist-server', 'render-page.cjs'))},
    });
    if (!renderer) throw new Error('the server render bundle is missing');
    console.log('  functions: ' + ${JSON.stringify(rewrittenFunctions().join(', '))} + ' load; the render bundle loads');
  `;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: path.join(ROOT, 'functions'),
      stdio: 'inherit',
      env: { ...process.env, GCLOUD_PROJECT: environment.projectId, FUNCTION_TARGET: '' },
    });
    child.on('exit', (code) => resolve(code === 0 ? [] : ['the functions do not load']));
  });
}

function checkRules() {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['scripts/deploy/check-rules.mts', 'build/firestore.rules', 'rules/storage.rules'],
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

/** .firebaserc's Hosting targets for the environment's project (what `firebase target:apply` writes). */
function applyTargets(environment) {
  const file = path.join(ROOT, '.firebaserc');
  const rc = JSON.parse(readFileSync(file, 'utf8'));
  rc.targets ??= {};
  rc.targets[environment.projectId] = {
    hosting: Object.fromEntries(Object.entries(environment.sites).map(([target, site]) => [target, [site]])),
  };
  writeFileSync(file, `${JSON.stringify(rc, null, 2)}\n`);
}

async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const envIndex = args.indexOf('--env');
  const target = args.find((arg, index) => !arg.startsWith('--') && (envIndex < 0 || index !== envIndex + 1));
  if (!target || !(target in TARGETS)) {
    console.error(`usage: npm run deploy -- <${Object.keys(TARGETS).join('|')}> [--env <name>] [--dry-run]`);
    process.exit(2);
  }
  const environment = loadEnvironment(envIndex >= 0 ? args[envIndex + 1] : 'production');
  const parts = TARGETS[target];
  const hookEnv = { [ENVIRONMENT_VARIABLE]: environment.name };
  const deployCommand = `firebase deploy --only ${parts.join(',')} --project ${environment.projectId}`;

  if (!dryRun) {
    applyTargets(environment);
    console.log(`${environment.name}: ${deployCommand}`);
    const code = await sh(
      `"${path.join(ROOT, 'node_modules', '.bin', 'firebase')}" deploy --only ${parts.join(',')} --project ${environment.projectId}`,
      hookEnv,
    );
    process.exit(code);
  }

  console.log(
    `Dry run of "${target}" for ${environment.name} (${environment.projectId}): packaging as the predeploy hooks do`,
  );
  for (const hook of predeployHooks(parts)) {
    const command = hook.replaceAll('$PROJECT_DIR', ROOT);
    console.log(`$ ${hook}`);
    if ((await sh(command, { ...hookEnv, PROJECT_DIR: ROOT })) !== 0) {
      console.error(`✗ predeploy hook failed: ${hook}`);
      process.exit(1);
    }
  }
  console.log('\nWhat would be uploaded, and checks:');
  const problems = [];
  const config = firebaseJson();
  for (const part of parts) {
    if (part.startsWith('hosting:')) {
      const name = part.slice('hosting:'.length);
      const site = config.hosting.find((candidate) => candidate.target === name);
      problems.push(
        ...describeSite(name, path.join(ROOT, site.public)).map((problem) => `hosting:${name}: ${problem}`),
      );
      console.log(`    → site ${environment.sites[name]}`);
    }
  }
  if (parts.includes('functions:site')) problems.push(...(await checkFunctions(environment)));
  if (parts.includes('firestore:rules')) problems.push(...(await checkRules()));
  console.log(`\nA deploy would run: ${deployCommand}`);
  if (problems.length > 0) {
    console.error(`\n✗ dry run failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('✓ dry run passed (nothing was uploaded)');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
