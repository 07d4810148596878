#!/usr/bin/env node
// The server render under load (not a test: it prints numbers). Starts its own stack on free ports (the
// launcher with a fresh seeded database, beside any `npm start`), serves the shell's build with its server
// render on a port of its own in a child process, with a counting proxy between that server and
// Firestore, and prints:
//   - Firestore requests per page: a brand page on a cold server and again, a made-up slug the first
//     time (the brand list in hand) and asked again 19 times;
//   - per concurrency (1, 10, 50, 200 visitors, each asking again as soon as answered, for SECONDS):
//     requests/s, p50, p99 and max latency, p99 and max as a ratio to the page deadline, how many answers
//     were rendered pages, plain pages and 503s, and Firestore requests per page;
//   - the server's heap (after a full GC) before and after 5,000 renders with distinct query strings:
//     half /bycategory?category=Welcome%20Bonus&visit=N (rendered), half a crafted 4 KB ?category=.
// Every phase stops at its time limit.
// Usage: node server-render-load.mjs [--seconds 10] [--path /brand/<slug>] [--no-heap]
// The build it serves: ATLAS_OUT_DIR (as `node scripts/lib/build-apps.mjs <dir>` wrote it), else each app's dist/.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_DEADLINE_MS } from '../functions/render/server-render.mjs';
import { freeStackPorts, STACK_PORTS_VARIABLE } from '../scripts/stack-ports.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const outDir = process.env.ATLAS_OUT_DIR ? path.resolve(root, process.env.ATLAS_OUT_DIR) : null;
const shellDist = outDir ? path.join(outDir, 'shell') : path.join(root, 'shell', 'dist');
const serverBundle = outDir
  ? path.join(outDir, 'shell-server', 'render-page.cjs')
  : path.join(root, 'shell', 'dist-server', 'render-page.cjs');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const seconds = Number(argument('--seconds', '10'));
const heapPhase = !process.argv.includes('--no-heap');
const CONCURRENCIES = [1, 10, 50, 200];
const DISTINCT_RENDERS = 5000;
const DISTINCT_TIME_LIMIT_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 30_000;

const children = [];
const cleanUp = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
};
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

// the stack: Auth emulator, Firestore (Google's emulator when present, else local-firebase), the remotes
const ports = freeStackPorts();
const readyToken = randomUUID();
const launcher = spawn(
  process.execPath,
  [
    'scripts/start.mjs',
    '--skip-build',
    '--fresh',
    '--ready-token',
    readyToken,
    '--owner-pid',
    String(process.pid),
    ...(outDir ? ['--dist-root', outDir] : []),
  ],
  { cwd: root, env: { ...process.env, [STACK_PORTS_VARIABLE]: JSON.stringify(ports) }, stdio: 'ignore' },
);
children.push(launcher);
const readyBy = Date.now() + 5 * 60_000;
for (;;) {
  const ready = await fetch(`http://127.0.0.1:${ports.ready}/ready/${readyToken}`).catch(() => null);
  if (ready?.ok) break;
  if (launcher.exitCode !== null || Date.now() > readyBy) {
    console.error('The stack did not start (node scripts/start.mjs --skip-build --fresh): build the apps first.');
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const remotesMap = await (await fetch(`http://127.0.0.1:${ports.shell}/remotes.json`)).json();

// every request the render server sends to Firestore passes here and is counted (reads of a slug's
// claim, brand_slugs/{slug}, apart too)
let firestoreRequests = 0;
let claimReads = 0;
const proxy = createServer((req, res) => {
  firestoreRequests += 1;
  req.on('data', (chunk) => {
    if (chunk.toString().includes('/brand_slugs/')) claimReads += 1;
  });
  const upstream = httpRequest(
    { host: '127.0.0.1', port: ports.firestore, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyPort = proxy.address().port;

const benchPort = freeStackPorts().shell;
const base = `http://127.0.0.1:${benchPort}`;
const server = fork(
  path.join(here, 'lib', 'serve-render-bench.mjs'),
  [shellDist, serverBundle, String(benchPort), JSON.stringify(remotesMap)],
  {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      // the render's Firestore is the counting proxy; Auth and Storage the stack's
      BONUS_ATLAS_EMULATORS: JSON.stringify({
        authUrl: `http://127.0.0.1:${ports.auth}`,
        firestoreHost: '127.0.0.1',
        firestorePort: proxyPort,
        storageHost: '127.0.0.1',
        storagePort: ports.storage,
      }),
    },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  },
);
children.push(server);
await new Promise((resolve, reject) => {
  server.once('message', resolve);
  server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
});

/** The server's own p99 and max (arrival in its handler to the answer's end) and its event loop's longest delay since the last ask. */
function serverStats() {
  return new Promise((resolve) => {
    const listener = (message) => {
      if (message?.serverP99 === undefined) return;
      server.off('message', listener);
      resolve(message);
    };
    server.on('message', listener);
    server.send({ stats: true });
  });
}

function heapUsed() {
  return new Promise((resolve) => {
    server.once('message', (message) => resolve(message.heapUsed));
    server.send({ heap: true });
  });
}

/** One visitor's request: its latency and what the answer was. */
async function visit(address) {
  const started = performance.now();
  try {
    const response = await fetch(base + address, {
      headers: { 'Accept-Language': 'en', 'Accept-Encoding': 'gzip' },
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const html = await response.text();
    const status = response.status;
    const kind = status === 503 ? 'shed' : html.includes('data-rendered-for') ? 'rendered' : 'plain';
    return { ms: performance.now() - started, ok: status < 500 || status === 503, status, kind };
  } catch {
    return { ms: performance.now() - started, ok: false, status: 0, kind: 'error' };
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

/** The Firestore requests `work` made the render server send. */
async function counted(work) {
  const before = firestoreRequests;
  await work();
  // an answer sent at the deadline may leave a read on its way: count what arrives shortly after too
  await new Promise((resolve) => setTimeout(resolve, 100));
  return firestoreRequests - before;
}

const brands = await (
  await fetch(
    `http://127.0.0.1:${ports.firestore}/v1/projects/demo-bonus-atlas/databases/(default)/documents/brands?pageSize=1`,
    { headers: { Authorization: 'Bearer owner' } },
  )
).json();
const firstSlug = brands.documents?.[0]?.fields?.slug?.stringValue;
const pagePath = argument('--path', `/brand/${firstSlug}`);
const madeUp = `/brand/no-such-brand-${Date.now()}`;

console.log(
  `Server render of ${pagePath} (${path.relative(root, shellDist)}, ${base}); page deadline ${PAGE_DEADLINE_MS} ms`,
);
console.log('Firestore requests per page');
const coldBrand = await counted(() => visit(pagePath));
const warmBrand = await counted(() => visit(pagePath));
const coldUnknown = await counted(() => visit(madeUp));
const claimsBefore = claimReads;
const repeatedUnknown = await counted(async () => {
  for (let i = 0; i < 19; i += 1) await visit(madeUp);
});
const repeatedClaims = claimReads - claimsBefore;
console.log(`  brand page, cold server (the brand list, its promotions, first comments page and count): ${coldBrand}`);
console.log(`  brand page again: ${warmBrand}`);
console.log(`  made-up slug, first time (its claim): ${coldUnknown}`);
console.log(
  `  made-up slug asked again 19 times: ${repeatedClaims} reads of its claim; ${(repeatedUnknown / 19).toFixed(2)} ` +
    'requests per page in all (the brand list every page shares, read again once it is 2 s old)',
);

// warm-up: the bundle's first renders compile and fill the manifests' and stylesheets' caches
await load(2, 3000, () => pagePath);
await serverStats();

console.log(`\n${seconds} s per row`);
console.log(
  'visitors  requests/s  p50 ms  p99 ms  max ms  p99/deadline  max/deadline  rendered  plain  503  errors  Firestore/page  server p99/max ms  loop delay max ms',
);
for (const concurrency of CONCURRENCIES) {
  let results;
  let elapsedMs;
  const requests = await counted(async () => {
    ({ results, elapsedMs } = await load(concurrency, seconds * 1000, () => pagePath));
  });
  const stats = await serverStats();
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const share = (kind) =>
    `${((results.filter((result) => result.kind === kind).length / results.length) * 100).toFixed(0)}%`;
  const p99 = percentile(sorted, 99);
  const max = sorted.at(-1) ?? NaN;
  console.log(
    [
      String(concurrency).padStart(8),
      (results.length / (elapsedMs / 1000)).toFixed(1).padStart(11),
      percentile(sorted, 50).toFixed(0).padStart(7),
      p99.toFixed(0).padStart(7),
      max.toFixed(0).padStart(7),
      (p99 / PAGE_DEADLINE_MS).toFixed(2).padStart(13),
      (max / PAGE_DEADLINE_MS).toFixed(2).padStart(13),
      share('rendered').padStart(9),
      share('plain').padStart(6),
      share('shed').padStart(4),
      String(results.filter((result) => !result.ok).length).padStart(7),
      (requests / results.length).toFixed(3).padStart(15),
      `${stats.serverP99.toFixed(0)}/${stats.serverMax.toFixed(0)}`.padStart(18),
      stats.loopDelayMax.toFixed(0).padStart(18),
    ].join(' '),
  );
}

if (heapPhase) {
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
          if (result.kind === 'rendered') rendered += 1;
        }
      }),
    );
    heaps.push(await heapUsed());
  }
  const [before, half, after] = heaps;
  console.log(
    `\nHeap after a full GC: ${mb(before)} before, ${mb(half)} after ${DISTINCT_RENDERS / 2}, ${mb(after)} after ${done} ` +
      `requests with distinct query strings (${rendered} rendered, ${done - rendered} plain) in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s; second half: ` +
      `${((after - half) / (DISTINCT_RENDERS / 2) / 1024).toFixed(2)} kB per request`,
  );
}
process.exit(0);
