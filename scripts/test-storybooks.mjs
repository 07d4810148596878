#!/usr/bin/env node
// npm test's story step: every Storybook (shared-ui and the four remotes) builds, then each runs its
// stories as tests in Chromium (render, play function, accessibility, visual checks), one Storybook at a
// time on a small machine. Prints the stories tested per Storybook and the total; fails on any failure.
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/children.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const WORKSPACES = ['shared-ui', 'mf-catalog', 'mf-promotions', 'mf-account', 'mf-admin'];
const reports = mkdtempSync(path.join(os.tmpdir(), 'bonus-atlas-stories-'));

let failed = false;

// Every exported component of a remote has a story: an export named in PascalCase from a .tsx module
// that no stories file of that remote mentions is reported (a plain scan: no tool maps exports to stories).
const REMOTES = WORKSPACES.filter((workspace) => workspace.startsWith('mf-'));
const sourceFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
for (const remote of REMOTES) {
  const files = sourceFiles(path.join(root, remote, 'src'));
  const stories = files.filter((file) => file.endsWith('.stories.tsx')).map((file) => readFileSync(file, 'utf8'));
  const components = files
    .filter((file) => !/\.(stories|test)\.tsx$/.test(file) && !file.includes(`${path.sep}test${path.sep}`))
    .flatMap((file) => [
      ...readFileSync(file, 'utf8').matchAll(/^export (?:default )?(?:function|const) ([A-Z][a-z]\w*)/gm),
    ])
    .map((match) => match[1]);
  const missing = components.filter((name) => !stories.some((text) => new RegExp(`\\b${name}\\b`).test(text)));
  if (missing.length > 0) {
    console.log(`${remote}: components without a story: ${missing.join(', ')}`);
    failed = true;
  }
}
// the composed Storybook needs every build; a story that breaks the bundle fails here
const built = await run(bin('turbo'), ['run', 'build-storybook', '--concurrency=1', '--output-logs=errors-only'], {
  cwd: root,
  env: { TURBO_TELEMETRY_DISABLED: '1' },
});
if (built !== 0) failed = true;

const counts = [];
for (const workspace of WORKSPACES) {
  const report = path.join(reports, `${workspace}.json`);
  const code = await run(
    bin('vitest'),
    [
      'run',
      '--config',
      'vitest.storybook.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: path.join(root, workspace) },
  );
  let passed = 0;
  let total = 0;
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed = result.numPassedTests;
    total = result.numTotalTests;
  } catch {
    // no report: the run did not start
  }
  if (code !== 0 || total === 0) failed = true;
  counts.push({ workspace, passed, total });
}
rmSync(reports, { recursive: true, force: true });

const lines = counts.map(({ workspace, passed, total }) => `${workspace}: ${passed}/${total} stories passed`);
const all = counts.reduce((sum, { total }) => sum + total, 0);
const allPassed = counts.reduce((sum, { passed }) => sum + passed, 0);
lines.push(`stories as tests: ${allPassed}/${all} passed (render, play, accessibility, visual)`);
console.log(`\n${lines.join('\n')}`);
if (process.env.BONUS_ATLAS_SUMMARY_FILE) appendFileSync(process.env.BONUS_ATLAS_SUMMARY_FILE, `${lines.join('\n')}\n`);
process.exit(failed ? 1 : 0);
