#!/usr/bin/env node
// Draws the site's icons and its link-preview card from one SVG mark (the favicon the pages had inline)
// into shell/public/, which the shell build copies to its root: favicon.ico (32 px PNG in an ICO),
// icon-192.png, icon-512.png, apple-touch-icon.png and og-image.png (1200×630). Run it again after the
// mark changes: `node scripts/generate-icons.mjs`; the files are committed. Drawn by headless Chromium
// (Playwright, already used by the tests) so no image library is added for five files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.join(import.meta.dirname, '..', 'shell', 'public');
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b1220"/><path d="M9 23 16 8l7 15h-4l-3-7-3 7z" fill="#f5a524"/></svg>`;
const markUrl = `data:image/svg+xml;base64,${Buffer.from(MARK).toString('base64')}`;

const CARD = `<div style="width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
  background:#0b1220;color:#fff;font-family:system-ui,sans-serif">
  <img src="${markUrl}" width="260" height="260" alt="">
  <div><div style="font-size:96px;font-weight:800;letter-spacing:-2px">Bonus Atlas</div>
  <div style="font-size:36px;color:#f5a524;margin-top:16px;white-space:nowrap">Brands · Promotions · Welcome bonuses</div></div></div>`;

/** An .ico holding one PNG image (Windows Vista+ and every browser read PNG inside ICO). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image starts after this header
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const draw = async (html, width, height) => {
    await page.setViewportSize({ width, height });
    await page.setContent(`<body style="margin:0;background:transparent">${html}</body>`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
  };
  const icon = (size, padding = 0) =>
    draw(
      `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${padding ? '#0b1220' : 'transparent'}"><img src="${markUrl}" width="${size - 2 * padding}" height="${size - 2 * padding}" alt=""></div>`,
      size,
      size,
    );
  writeFileSync(path.join(out, 'favicon.ico'), icoFromPng(await icon(32), 32));
  writeFileSync(path.join(out, 'icon-192.png'), await icon(192));
  writeFileSync(path.join(out, 'icon-512.png'), await icon(512));
  // maskable: the mark inside the safe zone, on the brand's colour
  writeFileSync(path.join(out, 'icon-maskable-512.png'), await icon(512, 64));
  writeFileSync(path.join(out, 'apple-touch-icon.png'), await icon(180, 16));
  writeFileSync(path.join(out, 'og-image.png'), await draw(CARD, 1200, 630));
} finally {
  await browser.close();
}
console.log(`icons written to ${out}`);
