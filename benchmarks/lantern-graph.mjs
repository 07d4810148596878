#!/usr/bin/env node
// Why a page's simulated LCP is what it is: one Lighthouse mobile run, then the requests and main-thread
// tasks of Lighthouse's own LCP simulation (Lantern's pessimistic graph), in simulated time. The
// budgets are judged on these simulated numbers, not on what the page did on this machine, so this is
// where to look for what lies on the path to the largest paint.
// Usage: node lantern-graph.mjs [url] [--graph optimisticLargestContentfulPaint] [--min-task-ms 20]
// Needs the site running (npm start); Lighthouse keeps every simulation of the run in memory.
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchChrome } from './lib/chrome.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    graph: { type: 'string', default: 'pessimisticLargestContentfulPaint' },
    'min-task-ms': { type: 'string', default: '20' },
  },
});
const url = positionals[0] ?? 'http://127.0.0.1:3000/';
const minTaskMs = Number(values['min-task-ms']);

const chrome = await launchChrome();
let result;
try {
  result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
} finally {
  await chrome.kill();
}

const audits = result.lhr.audits;
const metric = (id) => Math.round(audits[id].numericValue);
console.log(
  `${url}: score ${Math.round((result.lhr.categories.performance.score ?? 0) * 100)}, FCP ${metric('first-contentful-paint')} ms, ` +
    `LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms`,
);

const timings = Lantern.Simulation.Simulator.allNodeTimings.get(values.graph);
if (!timings) {
  console.error(`No simulation named ${values.graph}; there are: ${[...Lantern.Simulation.Simulator.allNodeTimings.keys()].join(', ')}`);
  process.exit(1);
}
console.log(`\n${values.graph} (simulated ms; tasks under ${minTaskMs} ms left out)`);
console.log('start  | end    | what');
const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, timing] of rows) {
  const span = `${String(Math.round(timing.startTime)).padStart(6)} | ${String(Math.round(timing.endTime)).padStart(6)} |`;
  if (node.type === 'network') {
    const kb = ((node.request.transferSize ?? 0) / 1024).toFixed(1);
    console.log(`${span} ${kb.padStart(6)} kB ${node.request.url.replace(/\?.*$/, '')}`);
  } else if (timing.endTime - timing.startTime >= minTaskMs) {
    const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].join(', ');
    console.log(`${span} task ${Math.round(timing.endTime - timing.startTime)} ms ${scripts}`);
  }
}
