#!/usr/bin/env node
// Lighthouse mobile runs against the running production build (start it first with `npm start`):
// home, a brand page and /bycategory, RUNS times each, medians printed next to the budgets (lib/budgets.mjs);
// then the same pages from the ONE-bundle build (every remote compiled into the shell, no
// federation), side by side, so the cost of federation is a ratio.
// Visitors get public pages rendered on the server (README); `--client-rendered` measures the pages
// as a signed-in browser gets them instead (the plain index.html, rendered by the app), by sending
// the session cookie the server render steps aside for.
// Usage: node run.mjs [--runs N] [--federated-only] [--client-rendered]
import { FEDERATION_RATIO_LIMIT, FIRESTORE_REQUEST_BUDGETS, PAGE_BUDGETS, median, verdict } from './lib/budgets.mjs';
import { launchChrome, setSessionCookie } from './lib/chrome.mjs';
import { measurePage } from './lib/lighthouse-run.mjs';
import { startOneBundleSite } from './lib/one-bundle-site.mjs';

const base = process.env.BONUS_ATLAS_URL ?? 'http://127.0.0.1:3000';
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const compare = !process.argv.includes('--federated-only');
const clientRendered = process.argv.includes('--client-rendered');
// the seed is deterministic: its top-rated brand is always there
const brandSlug = process.env.BONUS_ATLAS_BRAND ?? 'kenari-voyage';
const pagePaths = [
  { name: 'home', path: '/' },
  { name: 'brand', path: `/brand/${brandSlug}` },
  { name: 'bycategory', path: '/bycategory' },
];

try {
  await fetch(`${base}/remotes.json`);
} catch {
  console.error(`No site at ${base}: start it first (npm start), then run the benchmark again.`);
  process.exit(1);
}

/** Median of `runs` Lighthouse runs per page of one site. */
async function measureSite(siteBase, chrome) {
  const rows = [];
  for (const page of pagePaths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      // before every run: a signed-out app clears the cookie it finds
      if (clientRendered) await setSessionCookie(chrome.port, siteBase);
      samples.push(await measurePage(`${siteBase}${page.path}`, chrome.port));
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({ page: page.name, ...Object.fromEntries(Object.keys(samples[0]).map((key) => [key, pick(key)])) });
  }
  return rows;
}

const oneBundle = compare ? await startOneBundleSite() : undefined;
const chrome = await launchChrome();
let federated;
let single;
try {
  federated = await measureSite(base, chrome);
  if (oneBundle) single = await measureSite(oneBundle.base, chrome);
} finally {
  await chrome.kill();
  await oneBundle?.stop();
}

console.log(
  `\nLighthouse mobile, median of ${runs} run(s) per page, federated site ${base}, ${clientRendered ? 'rendered in the browser (as for a signed-in user)' : 'as a visitor gets it (rendered on the server)'}`,
);
console.log('page        | metric            | value        | budget      | verdict');
for (const row of federated) {
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

if (single) {
  console.log(
    `\nFederated vs one bundle (same pages, same server, median of ${runs}); federated ≤ ${FEDERATION_RATIO_LIMIT}× one bundle`,
  );
  console.log('page        | metric            | federated    | one bundle   | ratio  | verdict');
  for (const row of federated) {
    const other = single.find((candidate) => candidate.page === row.page);
    for (const [key, unit] of [
      ['jsBeforeRenderKb', ' kB'],
      ['jsTotalKb', ' kB'],
      ['lcpMs', ' ms'],
      ['tbtMs', ' ms'],
      ['score', ''],
    ]) {
      const ratio = other[key] > 0 ? row[key] / other[key] : Infinity;
      // the ratio budget is on JS bytes and LCP; the rest is printed for the record
      const judged = key === 'jsBeforeRenderKb' || key === 'jsTotalKb' || key === 'lcpMs';
      console.log(
        `${row.page.padEnd(11)} | ${key.padEnd(17)} | ${`${row[key]}${unit}`.padEnd(12)} | ${`${other[key]}${unit}`.padEnd(12)} | ${`${ratio.toFixed(2)}×`.padEnd(6)} | ${judged ? verdict(ratio, { limit: FEDERATION_RATIO_LIMIT, better: 'lower' }) : '—'}`,
      );
    }
  }
}
