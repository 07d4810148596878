#!/usr/bin/env node
// Benchmark of /bycategory on a large data set, without touching the shared fixed ports:
//   1. npx tsx local-firebase/src/cli.ts --firestore-port 18080 --storage-port 19199 --memory --seed-if-empty --scale 1000
//      (1,000 brands × 20 = 20,000 promotions)
//   2. serve shell/dist on 13000 (--spa) and mf-promotions/dist on 13002 with scripts/serve-static.mjs,
//      with a remotes.json in the shell copy pointing mf_promotions at http://localhost:13002/mf-manifest.json
//   3. node e2e/tests/promotions/bench/bycategory-bench.mjs
// The browser's requests to the emulator ports compiled into the build (8080/9199) are rewritten to
// the benchmark's ports. Prints requests and time to the first promotions (cold, desktop and a
// throttled phone), heap and DOM size after scrolling 500 cards, LCP and CLS on the phone profile.
import { chromium } from 'playwright';

const SHELL = process.env.BENCH_SHELL_URL ?? 'http://localhost:13000';
const FIRESTORE_PORT = process.env.BENCH_FIRESTORE_PORT ?? '18080';
const STORAGE_PORT = process.env.BENCH_STORAGE_PORT ?? '19199';
const CARDS_TO_SCROLL = Number(process.env.BENCH_CARDS ?? 500);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--enable-precise-memory-info',
  ],
});

async function openPage({ mobile }) {
  const context = await browser.newContext(
    mobile
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } },
  );
  const page = await context.newPage();
  await page.route(/127\.0\.0\.1:(8080|9199)\//, (route) => {
    const url = route
      .request()
      .url()
      .replace('127.0.0.1:8080', `127.0.0.1:${FIRESTORE_PORT}`)
      .replace('127.0.0.1:9199', `127.0.0.1:${STORAGE_PORT}`);
    return route.continue({ url });
  });
  // time of the first promotion card, LCP and CLS, measured in the page itself
  await page.addInitScript(() => {
    const marks = { firstCard: null, lcp: 0, cls: 0 };
    window.__bench = marks;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="promotion-card"]')) {
        marks.firstCard = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (mobile) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, context, cdp, requests };
}

const isQuery = (url) => url.includes(':runQuery');

async function firstPromotions(label, { mobile }) {
  const { page, context, requests } = await openPage({ mobile });
  await page.goto(`${SHELL}/bycategory`);
  await page.getByTestId('promotion-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  const marks = await page.evaluate(() => window.__bench);
  const cards = await page.getByTestId('promotion-card').count();
  console.log(
    `${label.padEnd(28)} first promotions ${marks.firstCard.toFixed(0).padStart(5)} ms  ` +
      `requests ${String(requests.length).padStart(3)} (Firestore queries ${requests.filter(isQuery).length})  ` +
      `cards ${cards}  LCP ${marks.lcp.toFixed(0)} ms  CLS ${marks.cls.toFixed(3)}`,
  );
  await context.close();
}

async function scrollCards(label, { mobile }) {
  const { page, context, cdp, requests } = await openPage({ mobile });
  await page.goto(`${SHELL}/bycategory?category=All`);
  const cards = page.getByTestId('promotion-card');
  await cards.first().waitFor();
  const started = Date.now();
  let count = await cards.count();
  while (count < CARDS_TO_SCROLL) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="promotion-card"]').length > n, count, {
      timeout: 30_000,
    });
    count = await cards.count();
  }
  const scrollMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  const marks = await page.evaluate(() => window.__bench);
  console.log(
    `${label.padEnd(28)} ${count} cards in ${scrollMs} ms  Firestore queries ${requests.filter(isQuery).length}  ` +
      `JS heap ${(metric('JSHeapUsedSize') / 1024 / 1024).toFixed(1)} MB  DOM nodes ${metric('Nodes')}  CLS ${marks.cls.toFixed(3)}`,
  );
  await context.close();
}

await firstPromotions('desktop, cold', { mobile: false });
await firstPromotions('phone 390 px, CPU ×4, cold', { mobile: true });
await scrollCards('desktop, scroll', { mobile: false });
await scrollCards('phone 390 px, CPU ×4, scroll', { mobile: true });
await browser.close();
