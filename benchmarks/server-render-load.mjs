#!/usr/bin/env node
// The server render under load (not a test: it prints numbers). Serves shell/dist with the server render
// on 127.0.0.1:3030 in a child process, against the running stack's Firestore and remotes (start it
// first with `npm start`), and prints:
//   - requests/s, p50 and p99 latency, and how many answers were rendered pages (the rest: the plain
//     page, past the deadline or shed) at 1, 10 and 50 concurrent visitors, each for SECONDS;
//   - the server's heap (after a full GC) before and after 5,000 renders with distinct query strings:
//     half /bycategory?category=Welcome%20Bonus&visit=N (rendered), half a crafted 4 KB ?category=.
// Every phase stops at its time limit. Usage: node server-render-load.mjs [--seconds 10] [--path /]
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const shellDist = path.join(here, '..', 'shell', 'dist');
const PORT = 3030;
const base = `http://127.0.0.1:${PORT}`;
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const seconds = Number(argument('--seconds', '10'));
const pagePath = argument('--path', '/');
const CONCURRENCIES = [1, 10, 50];
const DISTINCT_RENDERS = 5000;
const DISTINCT_TIME_LIMIT_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

try {
  await fetch('http://127.0.0.1:3000/remotes.json', { signal: AbortSignal.timeout(3000) });
} catch {
  console.error('No stack on 127.0.0.1:3000: start it first (npm start), then run this again.');
  process.exit(1);
}

const server = fork(path.join(here, 'lib', 'serve-render-bench.mjs'), [shellDist, String(PORT)], {
  execArgv: ['--expose-gc'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const cleanUp = () => server.kill();
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));
await new Promise((resolve, reject) => {
  server.once('message', resolve);
  server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
});

function heapUsed() {
  return new Promise((resolve) => {
    server.once('message', (message) => resolve(message.heapUsed));
    server.send({ heap: true });
  });
}

/** One visitor's request: its latency and whether the answer was a rendered page. */
async function visit(address) {
  const started = performance.now();
  try {
    const response = await fetch(base + address, {
      headers: { 'Accept-Language': 'en', 'Accept-Encoding': 'gzip' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const html = await response.text();
    return { ms: performance.now() - started, ok: response.ok, rendered: html.includes('data-rendered-for') };
  } catch {
    return { ms: performance.now() - started, ok: false, rendered: false };
  }
}

/** `concurrency` visitors, each asking again as soon as answered, until `durationMs` has passed. */
async function load(concurrency, durationMs, addressOf) {
  const results = [];
  const end = performance.now() + durationMs;
  let next = 0;
  const visitor = async () => {
    while (performance.now() < end) results.push(await visit(addressOf(next++)));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, visitor));
  return { results, elapsedMs: performance.now() - started };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// warm-up: the bundle's first renders compile and fill the manifests' and stylesheets' caches
await load(2, 3000, () => pagePath);

console.log(`Server render of ${pagePath} (shell/dist, 127.0.0.1:${PORT}), ${seconds} s per row`);
console.log('visitors  requests/s  p50 ms  p99 ms  rendered  errors');
for (const concurrency of CONCURRENCIES) {
  const { results, elapsedMs } = await load(concurrency, seconds * 1000, () => pagePath);
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const rendered = results.filter((result) => result.rendered).length;
  const errors = results.filter((result) => !result.ok).length;
  console.log(
    [
      String(concurrency).padStart(8),
      (results.length / (elapsedMs / 1000)).toFixed(1).padStart(11),
      percentile(sorted, 50).toFixed(0).padStart(7),
      percentile(sorted, 99).toFixed(0).padStart(7),
      `${((rendered / results.length) * 100).toFixed(0)}%`.padStart(9),
      String(errors).padStart(7),
    ].join(' '),
  );
}

const crafted = 'x'.repeat(4096);
const distinctAddress = (index) =>
  index % 2 === 0 ? `/bycategory?category=Welcome%20Bonus&visit=${index}` : `/bycategory?category=${crafted}${index}`;
const heaps = [await heapUsed()];
const started = performance.now();
let done = 0;
let rendered = 0;
// in two halves, to see whether the heap keeps growing or has settled
for (const until of [DISTINCT_RENDERS / 2, DISTINCT_RENDERS]) {
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (done < until && performance.now() - started < DISTINCT_TIME_LIMIT_MS) {
        const result = await visit(distinctAddress(done++));
        if (result.rendered) rendered += 1;
      }
    }),
  );
  heaps.push(await heapUsed());
}
const [before, half, after] = heaps;
console.log(
  `Heap after a full GC: ${mb(before)} before, ${mb(half)} after ${DISTINCT_RENDERS / 2}, ${mb(after)} after ${done} ` +
    `requests with distinct query strings (${rendered} rendered, ${done - rendered} plain) in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s; second half: ` +
    `${((after - half) / (DISTINCT_RENDERS / 2) / 1024).toFixed(2)} kB per request`,
);
process.exit(0);
