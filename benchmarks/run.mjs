#!/usr/bin/env node
// Lighthouse mobile runs against the running production build (start it first with `npm start`):
// home, a brand page and /bycategory, RUNS times each, medians printed next to issue 15's budgets.
// Usage: node run.mjs [--runs N]
import * as chromeLauncher from 'chrome-launcher';
import { FIRESTORE_REQUEST_BUDGETS, PAGE_BUDGETS, median, verdict } from './lib/budgets.mjs';
import { measurePage } from './lib/lighthouse-run.mjs';

const base = process.env.BONUS_ATLAS_URL ?? 'http://127.0.0.1:3000';
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
// the seed is deterministic: its top-rated brand is always there
const brandSlug = process.env.BONUS_ATLAS_BRAND ?? 'kenari-voyage';
const pages = [
  { name: 'home', url: `${base}/` },
  { name: 'brand', url: `${base}/brand/${brandSlug}` },
  { name: 'bycategory', url: `${base}/bycategory` },
];

try {
  await fetch(`${base}/remotes.json`);
} catch {
  console.error(`No site at ${base}: start it first (npm start), then run the benchmark again.`);
  process.exit(1);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const page of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measurePage(page.url, chrome.port));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({ page: page.name, ...Object.fromEntries(Object.keys(samples[0]).map((key) => [key, pick(key)])) });
  }
} finally {
  await chrome.kill();
}

console.log(`Lighthouse mobile, median of ${runs} run(s) per page, ${base}`);
console.log('page        | metric            | value        | budget      | verdict');
for (const row of rows) {
  for (const [key, budget] of Object.entries(PAGE_BUDGETS)) {
    const limit = `${budget.better === 'higher' ? '≥' : '≤'} ${budget.limit}${budget.unit}`;
    console.log(
      `${row.page.padEnd(11)} | ${key.padEnd(17)} | ${`${row[key]}${budget.unit}`.padEnd(12)} | ${limit.padEnd(11)} | ${verdict(row[key], budget)}`,
    );
  }
  const firestoreBudget = FIRESTORE_REQUEST_BUDGETS[row.page];
  console.log(
    `${row.page.padEnd(11)} | ${'firestoreRequests'.padEnd(17)} | ${String(row.firestoreRequests).padEnd(12)} | ${(firestoreBudget === undefined ? '—' : `≤ ${firestoreBudget}`).padEnd(11)} | ${firestoreBudget === undefined ? '—' : verdict(row.firestoreRequests, { limit: firestoreBudget, better: 'lower' })}`,
  );
  console.log(`${row.page.padEnd(11)} | ${'jsTotal'.padEnd(17)} | ${`${row.jsTotalKb} kB in ${row.jsFiles} files`}`);
}
