#!/usr/bin/env node
// Lighthouse mobile runs against the running production build (start it first with `npm start`).
// Usage: node run.mjs [url ...]   (default: the home page and the by-category page)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.env.BONUS_ATLAS_URL ?? 'http://127.0.0.1:3000';
const urls = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [`${base}/`, `${base}/bycategory`];

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
try {
  for (const url of urls) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result.lhr.audits;
    const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    console.log(
      [
        url,
        `score ${Math.round((result.lhr.categories.performance.score ?? 0) * 100)}`,
        `LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms`,
        `TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`,
        `CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
        `JS ${(jsBytes / 1024).toFixed(1)} kB transferred in ${scripts.length} files`,
      ].join(' | '),
    );
  }
} finally {
  await chrome.kill();
}
