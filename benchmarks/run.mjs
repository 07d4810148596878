#!/usr/bin/env node
// Lighthouse mobile runs against the running production build (start it first with `npm start`):
// home, a brand page and /bycategory, RUNS times each, medians printed next to the budgets (lib/budgets.mjs);
// then the same pages from the ONE-bundle build (every remote compiled into the shell, no
// federation), side by side, so the cost of federation is a ratio.
// Visitors get public pages rendered on the server (README). `--signed-in` measures the pages as the
// seeded member gets them instead: signed in once through the site's account chooser (a real Auth
// emulator session, kept by Firebase Auth in the browser, its ID token in the `__session` cookie),
// with the account pages too, and each page's Firestore requests set against a visitor's.
// Usage: node run.mjs [--runs N] [--federated-only] [--signed-in]
import {
  FEDERATION_RATIO_LIMIT,
  FIRESTORE_REQUEST_BUDGETS,
  PAGE_BUDGETS,
  VISITOR_JS_TOTAL_BUDGET,
  median,
  verdict,
} from './lib/budgets.mjs';
import { launchChrome } from './lib/chrome.mjs';
import { measurePage } from './lib/lighthouse-run.mjs';
import { firestoreRequests, signInMember } from './lib/member-session.mjs';
import { startOneBundleSite } from './lib/one-bundle-site.mjs';

const base = process.env.BONUS_ATLAS_URL ?? 'http://127.0.0.1:3000';
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const compare = !process.argv.includes('--federated-only');
const signedIn = process.argv.includes('--signed-in');
if (process.argv.includes('--client-rendered')) {
  console.error('--client-rendered is now --signed-in (a real signed-in member, account pages included).');
  process.exit(1);
}
// the seed is deterministic: its top-rated brand is always there
const brandSlug = process.env.BONUS_ATLAS_BRAND ?? 'kenari-voyage';
const pagePaths = [
  { name: 'home', path: '/' },
  { name: 'brand', path: `/brand/${brandSlug}` },
  { name: 'bycategory', path: '/bycategory' },
  // a visitor gets a sign-in prompt there: measured for members only
  ...(signedIn
    ? [
        { name: 'mybrands', path: '/mybrands' },
        { name: 'transactions', path: '/transactions' },
      ]
    : []),
];

try {
  await fetch(`${base}/remotes.json`);
} catch {
  console.error(`No site at ${base}: start it first (npm start), then run the benchmark again.`);
  process.exit(1);
}

/**
 * Median of `runs` Lighthouse runs per page of one site; signed in, also the page's Firestore requests
 * next to a visitor's (one plain load each: which of them are the member's own is in their bodies).
 */
async function measureSite(siteBase, chrome) {
  const uid = signedIn ? await signInMember(chrome.port, siteBase) : undefined;
  const rows = [];
  for (const page of pagePaths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measurePage(`${siteBase}${page.path}`, chrome.port));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const row = { page: page.name, ...Object.fromEntries(Object.keys(samples[0]).map((key) => [key, pick(key)])) };
    if (signedIn) {
      row.member = await firestoreRequests(chrome.port, `${siteBase}${page.path}`, { uid });
      row.visitor = await firestoreRequests(chrome.port, `${siteBase}${page.path}`, { visitor: true });
    }
    rows.push(row);
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
  `\nLighthouse mobile, median of ${runs} run(s) per page, federated site ${base}, ${signedIn ? 'as the signed-in member gets it' : 'as a visitor gets it'}`,
);
console.log('page        | metric            | value        | budget      | verdict');
for (const row of federated) {
  for (const [key, budget] of Object.entries(PAGE_BUDGETS)) {
    const limit = `${budget.better === 'higher' ? '≥' : '≤'} ${budget.limit}${budget.unit}`;
    console.log(
      `${row.page.padEnd(11)} | ${key.padEnd(17)} | ${`${row[key]}${budget.unit}`.padEnd(12)} | ${limit.padEnd(11)} | ${verdict(row[key], budget)}`,
    );
  }
  if (signedIn) {
    // a member may read what a visitor reads plus their own documents (profile, favourites, wallet, brands)
    const others = row.member.total - row.member.own;
    const text = `${row.member.total} (${row.member.own} own)`;
    console.log(
      `${row.page.padEnd(11)} | ${'firestoreRequests'.padEnd(17)} | ${text.padEnd(12)} | ${`≤ ${row.visitor.total} + own`.padEnd(11)} | ${verdict(others, { limit: row.visitor.total, better: 'lower' })}`,
    );
    if (others > row.visitor.total) {
      for (const request of row.member.requests.filter((item) => !item.own))
        console.log(`            not own: ${request.url}`);
    }
    console.log(`${row.page.padEnd(11)} | ${'jsTotal'.padEnd(17)} | ${`${row.jsTotalKb} kB in ${row.jsFiles} files`}`);
  } else {
    const firestoreBudget = FIRESTORE_REQUEST_BUDGETS[row.page];
    console.log(
      `${row.page.padEnd(11)} | ${'firestoreRequests'.padEnd(17)} | ${String(row.firestoreRequests).padEnd(12)} | ${(firestoreBudget === undefined ? '—' : `≤ ${firestoreBudget}`).padEnd(11)} | ${firestoreBudget === undefined ? '—' : verdict(row.firestoreRequests, { limit: firestoreBudget, better: 'lower' })}`,
    );
    console.log(
      `${row.page.padEnd(11)} | ${'jsTotalKb'.padEnd(17)} | ${`${row.jsTotalKb} kB`.padEnd(12)} | ${`≤ ${VISITOR_JS_TOTAL_BUDGET} kB`.padEnd(11)} | ${verdict(row.jsTotalKb, { limit: VISITOR_JS_TOTAL_BUDGET, better: 'lower' })} (${row.jsFiles} files)`,
    );
  }
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
