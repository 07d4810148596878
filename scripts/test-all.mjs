#!/usr/bin/env node
// npm test: every check in order; the exit code is non-zero if any step failed. A step whose
// prerequisite failed is reported as failed (never silently skipped).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/children.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const e2eOutput = path.join(os.tmpdir(), `bonus-atlas-e2e-${process.pid}`);
// the e2e stack's own build: a developer's `npm start` keeps serving the workspaces' dist/ meanwhile
const e2eBuilds = path.join(root, 'build', 'out', 'test');
// steps may leave lines for the summary here (the rules suite: cases per engine)
const summaryFile = path.join(os.tmpdir(), `bonus-atlas-summary-${process.pid}.txt`);

const steps = [
  { name: 'typecheck', command: bin('turbo'), args: ['run', 'typecheck', '--continue', '--output-logs=errors-only'] },
  {
    name: 'lint',
    command: bin('turbo'),
    args: ['run', 'lint', '--continue', '--output-logs=errors-only'],
    then: [
      {
        command: bin('eslint'),
        args: ['rspack.base.ts', 'federation.shared.ts', 'eslint.config.js', 'scripts', '.storybook'],
      },
      // unused files, exports and dependencies in every workspace (knip.jsonc)
      { command: bin('knip'), args: ['--no-progress'] },
    ],
  },
  // unit + integration tests of every workspace; two at a time on a small machine
  {
    name: 'unit and integration tests',
    command: bin('turbo'),
    args: ['run', 'test', '--continue', '--concurrency=2'],
    // the launcher's own tests (static server, auth import, remotes map)
    then: { command: bin('vitest'), args: ['run', '--config', 'scripts/vitest.config.mjs'] },
  },
  // The project's rules suite on local-firebase and on Google's Firestore emulator
  { name: 'rules suite on both engines', command: 'npm', args: ['run', 'test:rules', '-w', '@bonus-atlas/rules'] },
  // the five Storybooks build, and every story runs as a test in Chromium (a11y and visual checks)
  { name: 'storybook: build and stories as tests', command: process.execPath, args: ['scripts/test-storybooks.mjs'] },
  { name: 'build', command: process.execPath, args: ['scripts/lib/build-apps.mjs', e2eBuilds] },
  {
    name: 'e2e (Playwright)',
    command: bin('playwright'),
    // own artifacts folder: an ad-hoc Playwright run in e2e/ cleans e2e/test-results when it starts
    args: ['test', '--config', 'e2e/playwright.config.ts', '--output', e2eOutput],
    // the stack serves that build, and a spec that redeploys a remote builds into it
    env: { ATLAS_OUT_DIR: e2eBuilds },
    needs: 'build',
  },
  // the home of a directory of 2,000 brands (its own stack, seeded with generated brands): first screen,
  // Load More over a virtualised grid, search
  {
    name: 'e2e at 2,000 brands (Playwright)',
    command: bin('playwright'),
    args: ['test', '--config', 'e2e/playwright.config.ts', '--output', `${e2eOutput}-scale`],
    env: { ATLAS_OUT_DIR: e2eBuilds, ATLAS_SEED_SCALE: '2000' },
    needs: 'build',
  },
  // the production twin (npm run start:prod): Firebase's own emulators on the real firebase.json, serving
  // what a deploy uploads (its own build, build/out/twin), and its smoke suite
  {
    name: 'production twin (Playwright)',
    command: bin('playwright'),
    args: ['test', '--config', 'e2e/playwright.twin.config.ts', '--output', `${e2eOutput}-twin`],
  },
];

const results = [];
for (const step of steps) {
  const prerequisite = step.needs && results.find((result) => result.name === step.needs);
  if (prerequisite && !prerequisite.passed) {
    console.log(`\n✗ ${step.name}: not run because "${step.needs}" failed`);
    results.push({ name: step.name, passed: false, seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const env = { TURBO_TELEMETRY_DISABLED: '1', BONUS_ATLAS_SUMMARY_FILE: summaryFile, ...step.env };
  let code = await run(step.command, step.args, { cwd: root, env });
  for (const next of [step.then ?? []].flat()) {
    if (code === 0) code = await run(next.command, next.args, { cwd: root, env });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name: step.name, passed: code === 0, seconds });
  console.log(`${code === 0 ? '✓' : '✗'} ${step.name} (${seconds} s)`);
}

const passed = results.filter((result) => result.passed).length;
const failed = results.length - passed;
console.log('\nSummary:');
for (const result of results) console.log(`  ${result.passed ? '✓' : '✗'} ${result.name} (${result.seconds} s)`);
if (!results.find((result) => result.name.startsWith('e2e'))?.passed) {
  console.log(`  Playwright traces and screenshots: ${e2eOutput}`);
}
if (existsSync(summaryFile)) {
  for (const line of readFileSync(summaryFile, 'utf8').trim().split('\n')) console.log(`    ${line}`);
  rmSync(summaryFile, { force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
