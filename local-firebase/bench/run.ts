/**
 * Benchmark: runQuery latency on 40,000 promotions (2,000 brands × 20) and commit throughput, through
 * the real SDK against a durable (fsync'ed) server. `npm run bench -w @bonus-atlas/local-firebase`.
 * Options: --scale N (brands, default 2000), --queries N (default 100), --commits N (default 500).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection, collectionGroup, connectFirestoreEmulator, doc, getDocs, getFirestore, limit, orderBy, query, setDoc, where,
  type Firestore, type Query,
} from 'firebase/firestore/lite';
import { seedDemoData } from '../src/seed/seed.js';
import { startLocalFirebase } from '../src/start.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '2000' },
    queries: { type: 'string', default: '100' },
    commits: { type: 'string', default: '500' },
  },
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function measure(label: string, runs: number, run: () => Promise<number>): Promise<void> {
  const times: number[] = [];
  let returned = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    returned = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2).padStart(7);
  console.log(`${label.padEnd(58)} p50 ${fmt(percentile(times, 50))} ms   p95 ${fmt(percentile(times, 95))} ms   (${returned} docs, ${runs} runs)`);
}

function client(host: string, port: number, name: string, user: string | { sub: string }): { db: Firestore; close: () => Promise<void> } {
  const app = initializeApp({ projectId: 'demo-bonus-atlas', apiKey: 'bench' }, name);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, port, { mockUserToken: user as never });
  return { db, close: () => deleteApp(app) };
}

async function main(): Promise<void> {
  const scale = Number(values.scale);
  const queries = Number(values.queries);
  const commits = Number(values.commits);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-firebase-bench-'));
  // The project's real rules: every returned document is checked against `list`, as in normal use.
  const server = await startLocalFirebase({ firestorePort: 0, storagePort: 0, dataDir, log: () => {} });
  try {
    let start = performance.now();
    const summary = await seedDemoData({ host: server.host, firestorePort: server.firestorePort, storagePort: server.storagePort, scale });
    console.log(`seeded ${summary.brands} brands + ${summary.promotions} promotions (${summary.documents} documents) in ${((performance.now() - start) / 1000).toFixed(1)} s`);

    const visitor = client(server.host, server.firestorePort, 'bench-visitor', { sub: 'bench-visitor' });
    const promotions = collectionGroup(visitor.db, 'promotions');
    const brands = await getDocs(query(collection(visitor.db, 'brands'), limit(1)));
    const brandId = brands.docs[0]?.id as string;
    const cases: [string, Query][] = [
      ['promotions: category == Welcome Bonus, orderBy createdAt desc, limit 50', query(promotions, where('category', '==', 'Welcome Bonus'), orderBy('createdAt', 'desc'), limit(50))],
      ['promotions: maxBonus > 2,000,000, orderBy maxBonus desc, limit 50', query(promotions, where('maxBonus', '>', 2_000_000), orderBy('maxBonus', 'desc'), limit(50))],
      ['promotions: gameCategories contains Slots, orderBy createdAt, limit 50', query(promotions, where('gameCategories', 'array-contains', 'Slots'), orderBy('createdAt'), limit(50))],
      ['one brand: brands/{id}/promotions orderBy createdAt desc', query(collection(visitor.db, `brands/${brandId}/promotions`), orderBy('createdAt', 'desc'))],
      ['brand by slug (brands where slug ==, 2,000 brands)', query(collection(visitor.db, 'brands'), where('slug', '==', brands.docs[0]?.data().slug as string))],
    ];
    for (const [label, q] of cases) {
      await getDocs(q); // warm-up
      await measure(label, queries, async () => (await getDocs(q)).size);
    }
    await visitor.close();

    const writer = client(server.host, server.firestorePort, 'bench-writer', 'owner');
    start = performance.now();
    for (let i = 0; i < commits; i++) await setDoc(doc(writer.db, `bench/seq-${i}`), { i, at: new Date() });
    const sequential = performance.now() - start;
    console.log(`commits, sequential (fsync each): ${commits} in ${sequential.toFixed(0)} ms = ${((commits / sequential) * 1000).toFixed(0)} commits/s`);
    start = performance.now();
    const inFlight = 8;
    await Promise.all(
      Array.from({ length: inFlight }, async (_, w) => {
        for (let i = w; i < commits; i += inFlight) await setDoc(doc(writer.db, `bench/par-${i}`), { i, at: new Date() });
      }),
    );
    const parallel = performance.now() - start;
    console.log(`commits, ${inFlight} clients in flight: ${commits} in ${parallel.toFixed(0)} ms = ${((commits / parallel) * 1000).toFixed(0)} commits/s`);
    await writer.close();
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
