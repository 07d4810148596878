#!/usr/bin/env node
// The directory at scale: for each size, a PRIVATE stack (free ports, local-firebase, a fresh folder) seeded
// with N generated brands (seed --scale), then the home, a brand page, Load More and search measured on a
// phone (Chromium 390 px, CPU 4× slower, Asia/Jakarta), printed next to the targets at 10,000 brands.
// Server figures are per render (past the render server's shared reads); "per home view" counts what a
// visit costs in all: its render and what the browser reads after it.
// Serves the build in --dist-root (default build/out/test: `node scripts/lib/build-apps.mjs build/out/test`).
// Usage: node scale.mjs [--sizes 40,500,2000,10000] [--dist-root DIR] [--dump DIR] [--profile DIR] [--verbose]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freeStackPorts, STACK_PORTS_VARIABLE } from '../scripts/stack-ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const sizes = option('--sizes', '40,500,2000,10000').split(',').map(Number);
const distRoot = path.resolve(root, option('--dist-root', 'build/out/test'));
/** --dump DIR: the rendered pages' HTML, to see what they carry. */
const dumpDir = option('--dump', undefined);
/** --profile DIR: Chromium CPU profiles of Load More and of the search (open in DevTools' Performance panel). */
const profileDir = option('--profile', undefined);
/** --verbose: each long task of Load More, when it started. */
const verbose = process.argv.includes('--verbose');
if (!existsSync(path.join(distRoot, 'shell'))) {
  console.error(`No build in ${distRoot}: run node scripts/lib/build-apps.mjs ${path.relative(root, distRoot)} first.`);
  process.exit(1);
}
const PROJECT = 'demo-bonus-atlas';
/** The render server shares the brand list this long (shared-services SHARED_LIST_MS) and a slug's claim 10 s. */
const PAST_SHARED_READS_MS = 11_000;
const CPU_SLOWDOWN = 4;
/** The issue's targets at 10,000 brands. */
const TARGETS = {
  homeKb: '≤ 100',
  brandKb: '≤ 40',
  reads: '≤ 60',
  loadMoreTask: '≤ 200 ms',
  search: '≤ 400 ms',
  firstCard: '≤ 1,500 ms',
};

/** A stack of our own on free ports, seeded with `brands` brands; resolves once it answers. */
async function startStack(brands) {
  const ports = freeStackPorts();
  const token = randomUUID();
  const child = spawn(
    process.execPath,
    [
      'scripts/start.mjs',
      '--skip-build',
      '--fresh',
      '--firestore=local',
      '--scale',
      String(brands),
      '--ready-token',
      token,
      '--owner-pid',
      String(process.pid),
      '--dist-root',
      distRoot,
    ],
    {
      cwd: root,
      env: { ...process.env, [STACK_PORTS_VARIABLE]: JSON.stringify(ports) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  // the first lines say why a stack stopped (a failed seed then prints the documents it was writing), the
  // last ones how it ended
  let head = '';
  let tail = '';
  const keep = (chunk) => {
    if (head.length < 3000) head = (head + chunk).slice(0, 3000);
    else tail = (tail + chunk).slice(-3000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const output = () => (tail ? `${head}\n…\n${tail}` : head);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 180_000 + brands * 120;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack stopped:\n${output()}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error(`the stack was not ready in time:\n${output()}`);
    }
    const ready = await fetch(`http://127.0.0.1:${ports.ready}/ready/${token}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(1000);
  }
  return {
    ports,
    async stop() {
      process.kill(-child.pid, 'SIGINT');
      const stopped = await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]);
      if (!stopped) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

async function documentsRead(ports) {
  const response = await fetch(
    `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${PROJECT}/databases/(default)/reads`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) throw new Error(`no read count: ${response.status} ${await response.text()}`);
  return (await response.json()).documentsRead;
}

/** One server render of `url`: its HTML gzipped and the documents it read. */
async function serverRender(ports, url) {
  await sleep(PAST_SHARED_READS_MS);
  const before = await documentsRead(ports);
  const response = await fetch(url, { headers: { 'Accept-Language': 'en' } });
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { html, gzipKb: gzipSync(html).length / 1024, reads: (await documentsRead(ports)) - before };
}

/** Long tasks and the first card's time, recorded by the page from its start. */
function recordInPage() {
  window.__bench = { longTasks: [], firstCard: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (window.__bench.firstCard !== null || !document.querySelector('main article')) return false;
    // the frame that paints it
    requestAnimationFrame(() => setTimeout(() => (window.__bench.firstCard ??= performance.now())));
    window.__bench.firstCard = undefined;
    return true;
  };
  const observer = new MutationObserver(() => seen() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
}

const tasksBetween = (tasks, from, to) => tasks.filter((task) => task.start >= from && task.start < to);
const summary = (tasks) => ({
  total: tasks.reduce((sum, task) => sum + task.duration, 0),
  longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
});

/** The result summary's text to change after `act` (run in the page); ms from the act to the change. */
async function timeToSummary(page, act, expected) {
  return page.evaluate(
    async ({ act, expected }) => {
      const textNow = () => document.querySelector('main [role="status"]')?.textContent ?? '';
      const start = performance.now();
      const done = new Promise((resolve) => {
        const check = () => {
          if (textNow().includes(expected)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.querySelector('main'), { childList: true, subtree: true, characterData: true });
      });
      new Function(act)();
      return done;
    },
    { act, expected },
  );
}

/** Runs `act` under the CPU profiler when --profile is given; the profile goes to DIR/`name`.cpuprofile. */
async function profiled(cdp, name, act) {
  if (!profileDir) return act();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  try {
    return await act();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
  }
}

async function measurePhone(browser, ports, brands) {
  const base = `http://localhost:${ports.shell}`;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Asia/Jakarta',
    locale: 'en-US',
  });
  await context.addInitScript(recordInPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await sleep(PAST_SHARED_READS_MS);
    const before = await documentsRead(ports);
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForFunction(() => typeof window.__bench.firstCard === 'number', null, { timeout: 60_000 });
    await sleep(2000);
    const homeReads = (await documentsRead(ports)) - before;
    const afterLoad = await page.evaluate(() => performance.now());
    const firstCard = await page.evaluate(() => window.__bench.firstCard);
    // of which the server's answer: its first byte, and the HTML's last
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0];
      return entry ? { firstByte: entry.responseStart, lastByte: entry.responseEnd } : null;
    });
    const loadTasks = summary(await page.evaluate(() => window.__bench.longTasks));

    // Load More: from the click until every card is in the grid's list (the button gone, the list's size N)
    const result = { homeReads, firstCard, navigation, loadTasks, loadMore: null, search: null, chip: null };
    const button = page.getByRole('button', { name: /Load More Brands/ });
    if (await button.count()) {
      // from the click's own event: Playwright's checks before it dispatches one take ~1 s at CPU 4×
      await page.evaluate(() =>
        document.addEventListener('click', (event) => (window.__bench.clickAt = event.timeStamp), {
          capture: true,
          once: true,
        }),
      );
      await profiled(cdp, `load-more-${brands}`, async () => {
        await button.click();
        await button.waitFor({ state: 'hidden', timeout: 180_000 });
        await page.waitForFunction(
          (count) =>
            document.querySelectorAll('main article').length === count ||
            document.querySelector('main [role="list"] [aria-setsize]')?.getAttribute('aria-setsize') === String(count),
          brands,
          { timeout: 180_000 },
        );
      });
      const revealedAt = await page.evaluate(() => performance.now());
      const clickedAt = await page.evaluate(() => window.__bench.clickAt);
      // and the last card is there once scrolled to
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('main article').length === count ||
          document.querySelector(`main [aria-posinset="${count}"] article`) !== null,
        brands,
        { timeout: 60_000 },
      );
      await sleep(1000);
      const scrolledAt = await page.evaluate(() => performance.now());
      const tasks = await page.evaluate(() => window.__bench.longTasks);
      if (verbose)
        console.error(
          `[scale] Load More long tasks (ms after the click: duration): ${tasksBetween(tasks, clickedAt, scrolledAt)
            .map((task) => `${Math.round(task.start - clickedAt)}: ${Math.round(task.duration)}`)
            .join(', ')}; every card listed at ${Math.round(revealedAt - clickedAt)}`,
        );
      result.loadMore = {
        ms: revealedAt - clickedAt,
        tasks: summary(tasksBetween(tasks, clickedAt, scrolledAt)),
        domCards: await page.locator('main article').count(),
      };
      await page.evaluate(() => window.scrollTo(0, 0));
    }

    // search: one keystroke's term (the first word of the top brand's name) to its result summary
    await page.getByRole('button', { name: 'Search brands' }).first().click();
    const input = page.getByPlaceholder('Search brands, bonuses, or features...');
    await input.waitFor();
    const term = (await page.locator('main article h3, main article h2').first().textContent())?.trim().split(/\s+/)[0];
    const before2 = await page.evaluate(() => performance.now());
    const act = `const input = document.querySelector('main input[type="search"], main input[placeholder^="Search brands"]');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(term)});
      input.dispatchEvent(new Event('input', { bubbles: true }));`;
    result.search = {
      term,
      ms: await profiled(cdp, `search-${brands}`, () => timeToSummary(page, act, `for "${term}"`)),
    };
    await sleep(500);
    const searchTasks = summary(tasksBetween(await page.evaluate(() => window.__bench.longTasks), before2, Infinity));
    result.search.longest = searchTasks.longest;
    // a chip: Top Rated, its count and the grid for it
    const chipAct = `[...document.querySelectorAll('main button, main [role="tab"], main [role="radio"]')].find((b) => b.textContent.startsWith('Top Rated')).click();`;
    result.chip = { ms: await timeToSummary(page, chipAct, 'in Top Rated') };
    result.afterLoad = afterLoad;
    return result;
  } finally {
    await context.close();
  }
}

const kb = (value) => value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 1 : 0 });
const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value).toLocaleString('en-US')} ms`);

const columns = [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const brands of sizes) {
    const startedAt = Date.now();
    console.error(`[scale] ${brands} brands: starting a private stack and seeding…`);
    // a seed whose connection dropped on this busy machine (EPIPE, now and then at 10,000) gets one more
    // fresh stack; the other sizes are still measured when that fails too
    let stack = null;
    for (let attempt = 1; attempt <= 2 && !stack; attempt += 1) {
      stack = await startStack(brands).catch((error) => {
        console.error(`[scale] ${brands} brands, attempt ${attempt}: ${String(error.message).slice(0, 7000)}`);
        return null;
      });
    }
    if (!stack) continue;
    console.error(`[scale] ${brands} brands: ready in ${Math.round((Date.now() - startedAt) / 1000)} s; measuring`);
    try {
      const base = `http://localhost:${stack.ports.shell}`;
      const home = await serverRender(stack.ports, `${base}/`);
      const slug = /href="\/brand\/([^"?#]+)"/.exec(home.html)?.[1];
      const brand = slug ? await serverRender(stack.ports, `${base}/brand/${slug}`) : null;
      // the search page with a term (the first word of the top brand's name) and the promotions by brand
      const term = /<h[23][^>]*>(?:<[^>]+>)*([^<\s]+)/.exec(home.html.slice(home.html.indexOf('<article')))?.[1] ?? 'a';
      const search = await serverRender(stack.ports, `${base}/search?q=${encodeURIComponent(term)}`);
      const byBrands = await serverRender(stack.ports, `${base}/bybrands`);
      if (dumpDir) {
        mkdirSync(dumpDir, { recursive: true });
        writeFileSync(path.join(dumpDir, `home-${brands}.html`), home.html);
        if (brand) writeFileSync(path.join(dumpDir, `brand-${brands}.html`), brand.html);
        writeFileSync(path.join(dumpDir, `search-${brands}.html`), search.html);
        writeFileSync(path.join(dumpDir, `bybrands-${brands}.html`), byBrands.html);
      }
      const phone = await measurePhone(browser, stack.ports, brands);
      columns.push({ brands, home, brand, search, byBrands, phone });
      console.error(`[scale] ${brands} brands: done`);
    } finally {
      await stack.stop();
    }
  }
} finally {
  await browser.close();
}

const rows = [
  ['home HTML gzip (kB)', (c) => kb(c.home.gzipKb), TARGETS.homeKb],
  ['brand page gzip (kB)', (c) => (c.brand ? kb(c.brand.gzipKb) : '-'), TARGETS.brandKb],
  ['search page (?q=a word) gzip (kB)', (c) => kb(c.search.gzipKb), ''],
  ['by-brands page gzip (kB)', (c) => kb(c.byBrands.gzipKb), ''],
  ['documents read per home render', (c) => String(c.home.reads), TARGETS.reads],
  ['documents read per brand-page render', (c) => (c.brand ? String(c.brand.reads) : '-'), TARGETS.reads],
  ['documents read per home view (render + browser)', (c) => String(c.phone.homeReads), TARGETS.reads],
  ['first card', (c) => ms(c.phone.firstCard), TARGETS.firstCard],
  [
    'of which the HTML: first byte / last byte',
    (c) => (c.phone.navigation ? `${ms(c.phone.navigation.firstByte)} / ${ms(c.phone.navigation.lastByte)}` : '-'),
    '',
  ],
  ['home long tasks after load, total / longest', (c) => `${ms(c.phone.loadTasks.total)} / ${ms(c.phone.loadTasks.longest)}`, ''],
  ['Load More: click to every card listed', (c) => (c.phone.loadMore ? ms(c.phone.loadMore.ms) : 'no button'), '3 s display'],
  [
    'Load More: long tasks, total / longest',
    (c) => (c.phone.loadMore ? `${ms(c.phone.loadMore.tasks.total)} / ${ms(c.phone.loadMore.tasks.longest)}` : '-'),
    TARGETS.loadMoreTask,
  ],
  ['Load More: cards in the page after it', (c) => (c.phone.loadMore ? String(c.phone.loadMore.domCards) : '-'), ''],
  ['search: keystroke to results (300 ms debounce)', (c) => ms(c.phone.search?.ms), TARGETS.search],
  ['chip Top Rated: click to results', (c) => ms(c.phone.chip?.ms), ''],
  ['reads per 1,000 home views (no CDN)', (c) => `${Math.round(c.phone.homeReads).toLocaleString('en-US')}k`, '≤ 60k'],
];
const header = ['', ...columns.map((c) => c.brands.toLocaleString('en-US')), 'target at 10,000'];
const table = [header, ...rows.map(([name, cell, target]) => [name, ...columns.map(cell), target])];
const widths = header.map((_, index) => Math.max(...table.map((row) => String(row[index]).length)));
console.log(`Phone: Chromium 390 px, CPU ${CPU_SLOWDOWN}× slower, Asia/Jakarta; local-firebase; server figures per render.`);
for (const [index, row] of table.entries()) {
  console.log(`| ${row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join(' | ')} |`);
  if (index === 0) console.log(`|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
}
