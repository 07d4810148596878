#!/usr/bin/env node
// A/B of shell builds: each DIR is a copy of shell/dist (build a variant, `cp -r shell/dist /tmp/a`),
// served on 127.0.0.1:3020, 3021, ... with the site's static server, against the remotes and backends
// of the running stack (`npm start`). Lighthouse runs them in turns (A, B, A, B, ...) so the machine's
// drift, which on a 2-core VM is larger than most single changes, falls on every variant alike.
// A DIR that also holds a copy of shell/dist-server (`cp -r shell/dist-server /tmp/a/`) has its public
// pages rendered on the server, as `npm start` serves them to a visitor.
// Usage: node compare-builds.mjs [--runs N] [--path /bycategory] DIR [DIR ...]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './lib/budgets.mjs';
import { launchChrome } from './lib/chrome.mjs';
import { measurePage } from './lib/lighthouse-run.mjs';

const FIRST_PORT = 3020;
const METRICS = ['score', 'lcpMs', 'tbtMs', 'cls', 'jsBeforeRenderKb', 'jsTotalKb'];

const { values, positionals: dirs } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, path: { type: 'string', default: '/' } },
});
const runs = Number(values.runs);
const pagePath = values.path;
const missing = dirs.filter((dir) => !existsSync(path.join(dir, 'remotes.json')));
if (dirs.length === 0 || missing.length > 0) {
  console.error(
    dirs.length === 0
      ? 'Usage: node compare-builds.mjs [--runs N] [--path /] DIR [DIR ...] (each DIR a copy of shell/dist)'
      : `Not a served shell build (no remotes.json; copy shell/dist after npm start wrote it): ${missing.join(', ')}`,
  );
  process.exit(1);
}

const servers = [];
for (const [index, dir] of dirs.entries()) {
  const server = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'lib', 'serve-build.mjs'), dir, String(FIRST_PORT + index)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  servers.push(server);
  // "ready" on stdout, or the child's early exit (a bad DIR) as an error instead of a wait forever
  await Promise.race([
    once(server.stdout, 'data'),
    once(server, 'exit').then(([code]) => {
      throw new Error(`serving ${dir} failed (exit ${code})`);
    }),
  ]);
}
const chrome = await launchChrome();
const samples = dirs.map(() => []);
try {
  for (let run = 0; run < runs; run += 1) {
    for (const index of dirs.keys()) {
      samples[index].push(await measurePage(`http://127.0.0.1:${FIRST_PORT + index}${pagePath}`, chrome.port));
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
}

console.log(`\nLighthouse mobile, ${pagePath}, median of ${runs} interleaved run(s) per build`);
console.log(['build'.padEnd(24), ...METRICS.map((metric) => metric.padStart(16))].join(' | '));
for (const [index, dir] of dirs.entries()) {
  const row = METRICS.map((metric) => {
    const value = median(samples[index].map((sample) => sample[metric]));
    // an even number of runs takes the mean of the middle two
    return String(Number(value.toFixed(metric === 'cls' ? 3 : 1))).padStart(16);
  });
  console.log([path.basename(path.resolve(dir)).padEnd(24), ...row].join(' | '));
}
// the spread behind each median: on a busy VM one slow run can be most of a difference
console.log('\nper run (in order): TBT ms / LCP ms');
for (const [index, dir] of dirs.entries()) {
  const runsText = samples[index].map((sample) => `${Math.round(sample.tbtMs)}/${Math.round(sample.lcpMs)}`).join('  ');
  console.log(`${path.basename(path.resolve(dir)).padEnd(24)} | ${runsText}`);
}
