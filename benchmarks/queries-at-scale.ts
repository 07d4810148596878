/**
 * Benchmark: the app's queries (shared-services) on 40,000 promotions (2,000 brands × 20), through the
 * real SDK as a signed-in member with the project's rules, on local-firebase (durable, fsync'ed, index
 * check on) and, side by side, on Google's Firestore emulator with the same data, plus local-firebase's
 * commit throughput. `npm run bench:queries -w @bonus-atlas/benchmarks` (docs/performance.md).
 * Options: --scale N (brands, default 2000), --queries N (runs per query, default 100), --google-queries N
 * (default 20), --commits N (default 500), --engines local,google (default both when Google's emulator is found).
 * local-firebase runs in this process (its times include the SDK's decoding); Google's emulator in its JVM.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  doc,
  getCount,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  findGoogleEmulator,
  PROJECT_RULES,
  REPO_ROOT,
  startGoogleEmulator,
  startLocalFirebase,
  type GoogleEmulator,
} from '@bonus-atlas/local-firebase';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '2000' },
    queries: { type: 'string', default: '100' },
    /** Google's emulator answers in hundreds of ms at this size: fewer runs keep the bench short. */
    'google-queries': { type: 'string', default: '20' },
    commits: { type: 'string', default: '500' },
    engines: { type: 'string' },
  },
});

/**
 * The demo data at scale (N brands × 20 promotions), written by the seed package's CLI as `npm run seed`
 * runs it: the seed imports local-firebase, so local-firebase reaches it as a program, not a module.
 */
async function seedAtScale(engine: Engine, storagePort: number, scale: number): Promise<string> {
  const args = [path.join(REPO_ROOT, 'seed', 'src', 'cli.ts'), '--scale', String(scale), '--host', engine.host];
  args.push('--firestore-port', String(engine.port), '--storage-port', String(storagePort));
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const { stdout } = await promisify(execFile)(tsx, args, { cwd: REPO_ROOT, timeout: 30 * 60_000 });
  return stdout.trim();
}

/** p95 the app's queries must meet on local-firebase. */
const TARGET_P95_MS = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

interface Timing {
  p50: number;
  p95: number;
  docs: number;
}

async function measure(runs: number, run: () => Promise<number>): Promise<Timing> {
  await run(); // warm-up
  const times: number[] = [];
  let docs = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    docs = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), docs };
}

function client(
  host: string,
  port: number,
  name: string,
  user: string | { sub: string },
): { db: Firestore; close: () => Promise<void> } {
  const app = initializeApp({ projectId: 'demo-bonus-atlas', apiKey: 'bench' }, name);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, port, { mockUserToken: user as never });
  return { db, close: () => deleteApp(app) };
}

type Case = [label: string, run: (db: Firestore) => Promise<number>];

/** The list queries the app makes (shared-services), with ids from the seeded data. */
async function appCases(db: Firestore, member: string): Promise<Case[]> {
  const brands = await getDocs(query(collection(db, 'brands'), orderBy('createdAt', 'desc'), limit(1)));
  const brand = brands.docs[0];
  if (!brand) throw new Error('no brands seeded');
  const brandId = brand.id;
  const slug = brand.data().slug as string;
  const page1 = query(
    collectionGroup(db, 'promotions'),
    where('category', '==', 'Welcome Bonus'),
    orderBy('createdAt', 'desc'),
    limit(51),
  );
  const firstPage = await getDocs(page1);
  const cursor = firstPage.docs[49];
  return [
    [
      'promotions by category (==), newest first, page of 50',
      async (d) =>
        (
          await getDocs(
            query(
              collectionGroup(d, 'promotions'),
              where('category', '==', 'Welcome Bonus'),
              orderBy('createdAt', 'desc'),
              limit(51),
            ),
          )
        ).size,
    ],
    [
      'promotions by category, page 2 (startAfter cursor)',
      async (d) =>
        (
          await getDocs(
            query(
              collectionGroup(d, 'promotions'),
              where('category', '==', 'Welcome Bonus'),
              orderBy('createdAt', 'desc'),
              startAfter(cursor?.get('createdAt')),
              limit(51),
            ),
          )
        ).size,
    ],
    [
      'promotions by categories (in, 2), newest first, page of 50',
      async (d) =>
        (
          await getDocs(
            query(
              collectionGroup(d, 'promotions'),
              where('category', 'in', ['Welcome Bonus', 'Cashback']),
              orderBy('createdAt', 'desc'),
              limit(51),
            ),
          )
        ).size,
    ],
    [
      'promotions of one brand (brandId ==), newest first, page of 30',
      async (d) =>
        (
          await getDocs(
            query(
              collectionGroup(d, 'promotions'),
              where('brandId', '==', brandId),
              orderBy('createdAt', 'desc'),
              limit(31),
            ),
          )
        ).size,
    ],
    [
      'all promotions, newest first, page of 50',
      async (d) =>
        (await getDocs(query(collectionGroup(d, 'promotions'), orderBy('createdAt', 'desc'), limit(51)))).size,
    ],
    [
      'brands/{id}/promotions (brand editor)',
      async (d) => (await getDocs(collection(d, 'brands', brandId, 'promotions'))).size,
    ],
    [
      'count of brands/{id}/promotions',
      async (d) => (await getCount(collection(d, 'brands', brandId, 'promotions'))).data().count,
    ],
    [
      'brand by slug (slug ==, limit 1)',
      async (d) => (await getDocs(query(collection(d, 'brands'), where('slug', '==', slug), limit(1)))).size,
    ],
    [
      'my brands (createdBy ==, newest first)',
      async (d) =>
        (await getDocs(query(collection(d, 'brands'), where('createdBy', '==', member), orderBy('createdAt', 'desc'))))
          .size,
    ],
    [
      'active comments, newest first',
      async (d) =>
        (await getDocs(query(collection(d, 'comments'), where('status', '==', 'active'), orderBy('createdAt', 'desc'))))
          .size,
    ],
    [
      'my transactions (userId ==, newest first)',
      async (d) =>
        (
          await getDocs(
            query(collection(d, 'user_transactions'), where('userId', '==', member), orderBy('createdAt', 'desc')),
          )
        ).size,
    ],
  ];
}

interface Engine {
  name: string;
  host: string;
  port: number;
}

async function commitThroughput(engine: Engine, commits: number): Promise<void> {
  const writer = client(engine.host, engine.port, `bench-writer-${engine.name}`, 'owner');
  let start = performance.now();
  for (let i = 0; i < commits; i++) await setDoc(doc(writer.db, `bench/seq-${i}`), { i, at: new Date() });
  const sequential = performance.now() - start;
  start = performance.now();
  const inFlight = 8;
  await Promise.all(
    Array.from({ length: inFlight }, async (_, w) => {
      for (let i = w; i < commits; i += inFlight) await setDoc(doc(writer.db, `bench/par-${i}`), { i, at: new Date() });
    }),
  );
  const parallel = performance.now() - start;
  const rate = (ms: number) => ((commits / ms) * 1000).toFixed(0);
  console.log(
    `${engine.name}: commits sequential ${rate(sequential)}/s, ${inFlight} in flight ${rate(parallel)}/s (${commits} each)`,
  );
  await writer.close();
}

async function main(): Promise<void> {
  const scale = Number(values.scale);
  const runs = Number(values.queries);
  const lookup = findGoogleEmulator();
  const wanted = (values.engines ?? (lookup.ok ? 'local,google' : 'local')).split(',');
  if (wanted.includes('google') && !lookup.ok) throw new Error(`Google's emulator is not available: ${lookup.reason}`);
  if (!lookup.ok) console.log(`Google's emulator not compared: ${lookup.reason}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-firebase-bench-'));
  // The project's real rules and index file: every query is checked as in normal use.
  const local = await startLocalFirebase({ firestorePort: 0, storagePort: 0, dataDir, log: () => {} });
  let google: GoogleEmulator | null = null;
  try {
    if (wanted.includes('google')) google = await startGoogleEmulator({ rulesFile: PROJECT_RULES.firestore });
    const engines: Engine[] = [{ name: 'local-firebase', host: local.host, port: local.firestorePort }];
    if (google) engines.push({ name: 'google-emulator', host: google.host, port: google.port });
    for (const engine of engines) {
      // Images go to local-firebase's Storage in both cases; only the Firestore engine differs.
      console.log(`${engine.name}: ${await seedAtScale(engine, local.storagePort, scale)}`);
    }
    const member = 'demo-member';
    const results = new Map<string, Map<string, Timing>>();
    for (const engine of engines) {
      const visitor = client(engine.host, engine.port, `bench-${engine.name}`, { sub: member });
      for (const [label, run] of await appCases(visitor.db, member)) {
        const row = results.get(label) ?? new Map<string, Timing>();
        const n = engine.name === 'google-emulator' ? Number(values['google-queries']) : runs;
        row.set(engine.name, await measure(n, () => run(visitor.db)));
        results.set(label, row);
      }
      await visitor.close();
    }
    const fmt = (t: Timing | undefined) =>
      t
        ? `${t.p50.toFixed(1).padStart(6)} ${t.p95.toFixed(1).padStart(6)} ${String(t.docs).padStart(5)}`
        : ''.padStart(19);
    console.log(
      `\n${'query (as a signed-in member, p50 / p95 ms, docs)'.padEnd(66)}${engines.map((e) => e.name.padStart(21)).join('')}`,
    );
    let worst = 0;
    for (const [label, row] of results) {
      console.log(`${label.padEnd(66)}${engines.map((e) => `  ${fmt(row.get(e.name))}`).join('')}`);
      worst = Math.max(worst, row.get('local-firebase')?.p95 ?? 0);
    }
    console.log(
      `\nlocal-firebase worst p95 ${worst.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms on ${scale * 20} promotions, ${runs} runs each${google ? `; Google's emulator ${values['google-queries']} runs each` : ''}): ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
    );
    await commitThroughput(engines[0] as Engine, Number(values.commits));
    if (worst > TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await google?.stop();
    await local.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
