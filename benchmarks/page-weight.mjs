#!/usr/bin/env node
// The JavaScript on the wire of a page: every script downloaded until the network is idle, the browser's
// cache off, on a phone's screen. As the seeded member (their own pages, My Brands and the wallet, by
// default), who signs in once through the site's account chooser (lib/member-session.mjs) as the
// Lighthouse bench does; with --visitor, as a visitor in a fresh private context each load (the public
// pages by default). No Lighthouse: one plain load per run, so two builds can be set side by side in a minute.
// Usage: BONUS_ATLAS_URL=http://localhost:<shell port> node benchmarks/page-weight.mjs [--visitor] [--runs N] [--list] [paths…]
// (--list: each script's address and size too, to set two builds' files side by side)
import puppeteer from 'puppeteer-core';
import { median } from './lib/budgets.mjs';
import { launchChrome } from './lib/chrome.mjs';
import { signInMember } from './lib/member-session.mjs';

const base = process.env.BONUS_ATLAS_URL ?? 'http://127.0.0.1:3000';
const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const list = args.includes('--list');
const visitor = args.includes('--visitor');
const paths = args.filter((arg, index) => !arg.startsWith('--') && index !== runsIndex + 1);
const DEFAULT_PAGES = visitor
  ? ['/', '/bycategory', '/welcomebonus', '/bybrands', '/search?q=a']
  : ['/mybrands', '/transactions'];
const PAGES = paths.length > 0 ? paths : DEFAULT_PAGES;
const LOAD_DEADLINE_MS = 60_000;

/** One load of `url` with the cache off: the scripts' bytes as sent (headers and compressed body). */
async function scriptBytes(browser, url) {
  // a visitor's every load starts with no session and no stored copy
  const context = visitor ? await browser.createBrowserContext() : null;
  const page = await (context ?? browser).newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  const bytes = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => bytes.set(requestId, encodedDataLength));
  try {
    await page.goto(url, { waitUntil: 'networkidle0', timeout: LOAD_DEADLINE_MS });
    const files = [...scripts.keys()].filter((id) => bytes.has(id));
    const total = files.reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
    const memberRendered = await page.evaluate(() => document.documentElement.dataset.renderedFor ?? '');
    const sizes = files.map((id) => `${((bytes.get(id) ?? 0) / 1024).toFixed(1).padStart(7)} kB  ${scripts.get(id)}`);
    return { kb: total / 1024, files: files.length, memberRendered, sizes };
  } finally {
    await page.close();
    await context?.close();
  }
}

const chrome = await launchChrome();
try {
  if (!visitor) await signInMember(chrome.port, base);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (const path of PAGES) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await scriptBytes(browser, `${base}${path}`));
      const kb = samples.map((sample) => sample.kb);
      console.log(
        `${path.padEnd(14)} JS ${median(kb).toFixed(1)} kB (runs ${kb.map((value) => value.toFixed(1)).join(', ')}), ` +
          `${median(samples.map((sample) => sample.files))} files, rendered for ${samples.map((sample) => sample.memberRendered || '?').join('/')}`,
      );
      if (list) console.log(samples[0].sizes.sort().join('\n'));
    }
  } finally {
    await browser.disconnect();
  }
} finally {
  chrome.kill();
}
