#!/usr/bin/env node
// What runs inside a page's long tasks, for Total Blocking Time work: one Lighthouse mobile
// run with the V8 sampling profiler on, then, for each main-thread task longer than MIN_MS (observed;
// Lighthouse's simulation counts them 4× longer), the functions that took its time, mapped to their
// source through the builds' source maps (*/dist/**/*.map). The profiler slows the page down (about
// 2×), so read the shares, not the totals. Start the site first (`npm start`).
// Usage: node long-tasks.mjs URL [MIN_MS=20] [ROWS=15]
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { REMOTES, SHELL_PORT } from '../federation.remotes.mjs';
import { launchChrome } from './lib/chrome.mjs';

const [url, minArg = '20', rowsArg = '15'] = process.argv.slice(2);
if (!url) {
  console.error('Usage: node long-tasks.mjs URL [MIN_MS] [ROWS]');
  process.exit(1);
}
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map');
const root = path.resolve(import.meta.dirname, '..');
/** The build each local port serves (npm start: federation.remotes.mjs). */
const BUILD_OF_PORT = Object.fromEntries([
  [SHELL_PORT, 'shell'],
  ...REMOTES.map((remote) => [remote.port, remote.workspace]),
]);

const chrome = await launchChrome();
let result;
try {
  result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
  });
} finally {
  await chrome.kill();
}
const events = (result.artifacts.Trace ?? result.artifacts.traces?.defaultPass)?.traceEvents ?? [];

// the page's main thread: the renderer main thread with the most events
const counts = new Map();
for (const event of events) counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
const mainThread = events
  .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
  .sort((a, b) => counts.get(`${b.pid}:${b.tid}`) - counts.get(`${a.pid}:${a.tid}`))[0];
const navigationStart =
  events.find((event) => event.name === 'navigationStart' && event.pid === mainThread.pid)?.ts ?? 0;
const tasks = events.filter(
  (event) =>
    event.pid === mainThread.pid &&
    event.tid === mainThread.tid &&
    event.ph === 'X' &&
    event.name === 'RunTask' &&
    event.dur > Number(minArg) * 1000,
);

// the profile: its nodes (each with its parent) and the samples' times
const profile = events.find((event) => event.name === 'Profile' && event.pid === mainThread.pid);
const nodes = new Map();
const parents = new Map();
const samples = [];
let time = profile?.args?.data?.startTime ?? 0;
for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile?.id)) {
  const cpuProfile = chunk.args.data.cpuProfile ?? {};
  for (const node of cpuProfile.nodes ?? []) {
    nodes.set(node.id, node);
    if (node.parent !== undefined) parents.set(node.id, node.parent);
  }
  const deltas = chunk.args.data.timeDeltas ?? [];
  (cpuProfile.samples ?? []).forEach((id, index) => {
    time += deltas[index] ?? 0;
    samples.push({ id, ts: time });
  });
}

const sourceMaps = new Map();
async function sourceMapOf(scriptUrl) {
  if (!sourceMaps.has(scriptUrl)) {
    const match = /^https?:\/\/(?:127\.0\.0\.1|localhost):(\d+)\/(.*)$/.exec(scriptUrl);
    const build = match && BUILD_OF_PORT[match[1]];
    const file = build && path.join(root, build, 'dist', `${match[2]}.map`);
    sourceMaps.set(
      scriptUrl,
      file && existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(scriptUrl);
}

const labels = new Map();
/** A profile node as `function source:line`, from the source map where there is one. */
async function labelOf(id) {
  if (!labels.has(id)) {
    const frame = nodes.get(id).callFrame;
    const map = frame.url ? await sourceMapOf(frame.url) : null;
    const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    labels.set(
      id,
      original?.source
        ? `${original.name ?? frame.functionName} ${original.source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '')}:${original.line}`
        : `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`.slice(0, 110),
    );
  }
  return labels.get(id);
}

const rows = Number(rowsArg);
const top = (totals) =>
  [...totals]
    .filter(([label]) => !/^\((root|program|idle|garbage collector)\)/.test(label))
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([label, micros]) => `   ${(micros / 1000).toFixed(1).padStart(6)} ms  ${label}`)
    .join('\n');

console.log(
  `${url}: TBT ${Math.round(result.lhr.audits['total-blocking-time'].numericValue)} ms (with the profiler on)`,
);
for (const task of tasks) {
  const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
  const inclusive = new Map();
  const self = new Map();
  for (const [index, sample] of inTask.entries()) {
    const duration = (inTask[index + 1]?.ts ?? task.ts + task.dur) - sample.ts;
    const seen = new Set();
    for (let id = sample.id, leaf = true; id !== undefined; id = parents.get(id), leaf = false) {
      const label = await labelOf(id);
      if (leaf) self.set(label, (self.get(label) ?? 0) + duration);
      if (!seen.has(label)) inclusive.set(label, (inclusive.get(label) ?? 0) + duration);
      seen.add(label);
    }
  }
  console.log(
    `\ntask at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms observed`,
  );
  console.log(` inclusive:\n${top(inclusive)}\n self:\n${top(self)}`);
}
