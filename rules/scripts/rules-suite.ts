// npm test's rules step: the project's rules suite on local-firebase AND on Google's Cloud
// Firestore emulator, with the case count per engine. Under CI a missing Google emulator is an
// error; elsewhere the summary says in one line that the cross-check did not run, and why.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGoogleEmulator } from '@bonus-atlas/local-firebase';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const summaryFile = process.env.BONUS_ATLAS_SUMMARY_FILE;
const out = mkdtempSync(path.join(os.tmpdir(), 'rules-suite-'));
// vitest's CLI wherever npm hoisted it
const vitestCli = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
}

function runSuite(engine: 'local' | 'google'): VitestJson | null {
  const report = path.join(out, `${engine}.json`);
  const result = spawnSync(
    process.execPath,
    [vitestCli, 'run', '--config', 'vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: workspace, stdio: 'inherit', env: { ...process.env, RULES_ENGINE: engine } },
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    return { ...json, success: json.success && result.status === 0 };
  } catch {
    return null;
  }
}

const line = (name: string, json: VitestJson | null) =>
  json === null
    ? `${name}: the suite did not run to the end`
    : `${name}: ${json.numPassedTests} cases passed, ${json.numFailedTests} failed` +
      (json.numPendingTests + json.numTodoTests > 0 ? `, ${json.numPendingTests + json.numTodoTests} skipped` : '');

const lines: string[] = [];
let ok = true;

const local = runSuite('local');
lines.push(line('rules suite on local-firebase', local));
ok &&= Boolean(local?.success) && local?.numPendingTests === 0;

const google = findGoogleEmulator();
if (google.ok) {
  const result = runSuite('google');
  lines.push(line(`rules suite on Google's Firestore emulator (${google.source})`, result));
  ok &&= Boolean(result?.success) && result?.numPendingTests === 0;
} else if (process.env.CI) {
  lines.push(`rules suite on Google's Firestore emulator: NOT RUN under CI - ${google.reason}`);
  ok = false;
} else {
  lines.push(`rules cross-check on Google's Firestore emulator did not run: ${google.reason}`);
}

console.log(`\n${lines.join('\n')}`);
if (summaryFile) writeFileSync(summaryFile, `${lines.join('\n')}\n`);
process.exit(ok ? 0 : 1);
