import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { listCollection } from '../support/firestore-rest';
import { PORTS, remoteOrigin, SITE } from '../support/stack';

// Faults on the server-rendered pages and the local servers: a paused database, crafted addresses,
// Storage down, a remote down, bad requests. What a visitor sees, and how soon.

const CATALOG_MANIFEST = `${remoteOrigin('mf_catalog')}/mf-manifest.json`;
const SITE_PORTS = [PORTS.shell, PORTS.mf_catalog, PORTS.mf_promotions, PORTS.mf_account, PORTS.mf_admin];
/** The server render's deadline (render-page.tsx); an answer may take a little longer to travel. */
const RENDER_DEADLINE_MS = 3000;
const ANSWER_WITHIN_MS = RENDER_DEADLINE_MS + 2500;

/** The process listening on the Firestore port (local-firebase, or Google's emulator). */
function firestorePid(): number {
  const listing = execFileSync('ss', ['-ltnpH', `sport = :${PORTS.firestore}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) throw new Error(`no process found on :${PORTS.firestore} (${listing})`);
  return Number(pid);
}

/** A GET sent with its target exactly as written (a browser or fetch would normalise `//x`). */
function rawGet(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${target} on :${port} did not answer`)));
    req.end();
  });
}

/** The page as a visitor's browser gets it, and how long it took. */
async function visit(page: Page, address: string) {
  const started = Date.now();
  const response = await page.request.get(address, { headers: { 'Accept-Language': 'en' } });
  return { html: await response.text(), status: response.status(), ms: Date.now() - started };
}

const isServerRendered = (html: string) => html.includes('data-rendered-for="visitor"');

test('a paused database: every visitor gets the plain page within the deadline, and the next one a rendered page', async ({
  page,
}) => {
  const pid = firestorePid();
  process.kill(pid, 'SIGSTOP');
  try {
    // three visitors at once, each read hangs in the paused engine
    const answers = await Promise.all(
      ['/bycategory', '/bycategory?category=All', '/welcomebonus'].map((address) => visit(page, address)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
      // the plain page: the browser renders it, with its own loading state and errors
      expect(isServerRendered(answer.html)).toBe(false);
      expect(answer.html).toContain('<div id="root"></div>');
    }
    // a browser gets its frame at once too, not a blank tab
    const started = Date.now();
    await page.goto('/bycategory', { waitUntil: 'commit' });
    await expect(page.getByTestId('site-header')).toBeVisible({ timeout: ANSWER_WITHIN_MS });
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS + 2000);
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // the engine is back: nothing was left queued behind the hung reads
  await expect
    .poll(async () => isServerRendered((await visit(page, '/bycategory')).html), { timeout: 20_000 })
    .toBe(true);
});

test('a paused database: brand addresses, known, unknown, moved or Indonesian, get the plain page within the deadline', async ({
  page,
}) => {
  const [brand] = await listCollection('brands');
  const slug = String(brand?.slug);
  // the brand list is in the server's hands already (a page just rendered): the look-ups that are left
  // (a made-up slug's claim) hang in the paused engine
  await visit(page, `/brand/${slug}`);
  const pid = firestorePid();
  process.kill(pid, 'SIGSTOP');
  try {
    const stamp = Date.now();
    const addresses = [
      `/brand/${slug}`,
      `/id/brand/${slug}`,
      `/brand/no-such-brand-${stamp}`,
      `/id/brand/no-such-brand-${stamp}-id`,
      `/brand/${slug.toUpperCase()}`,
    ];
    const answers = await Promise.all(addresses.map((address) => visit(page, address)));
    for (const [index, answer] of answers.entries()) {
      expect(answer.ms, addresses[index]).toBeLessThan(ANSWER_WITHIN_MS);
      expect([200, 301, 404], addresses[index]).toContain(answer.status);
    }
    // the made-up slugs' claims could not be read: the plain page, for the browser to decide
    expect(isServerRendered(answers[2]!.html)).toBe(false);
    expect(answers[2]!.html).toContain('<div id="root"></div>');
  } finally {
    process.kill(pid, 'SIGCONT');
  }
});

test('only known categories and brands are rendered on the server; crafted ones get the plain page', async ({
  page,
}) => {
  const crafted = `${'x'.repeat(4096)}-${Date.now()}`;
  expect(isServerRendered((await visit(page, `/bycategory?category=${crafted}`)).html)).toBe(false);
  expect(isServerRendered((await visit(page, '/bycategory?category=welcome%20bonus')).html)).toBe(false);
  expect(isServerRendered((await visit(page, '/bycategory?category=Rebate')).html)).toBe(true);
  expect(isServerRendered((await visit(page, '/bycategory?category=All')).html)).toBe(true);

  expect(isServerRendered((await visit(page, `/bybrands?brand=${crafted}`)).html)).toBe(false);
  const [brand] = await listCollection('brands');
  const known = await visit(page, `/bybrands?brand=${String(brand?.id)}`);
  expect(isServerRendered(known.html)).toBe(true);

  // the plain page still becomes the working page in the browser
  await page.goto(`/bycategory?category=${crafted.slice(0, 40)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions by Category' })).toBeVisible();
});

test.describe('Storage down', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/v0/b/**', (route) => route.abort());
  });

  test('the server page shows the initials and placeholders before the app takes over, no broken image', async ({
    page,
  }) => {
    // the app's scripts never run: only the page's inline script and stylesheets act
    await page.route(
      (url) => url.origin === SITE && /\.js$/.test(url.pathname),
      (route) => route.abort(),
    );
    await page.goto('/');
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    const logo = card.getByRole('img', { name: `${name} logo` });
    await expect(logo).toHaveAttribute('data-image-failed', '');
    // the broken image and its alt text are hidden; the frame draws the brand's initial over it
    await expect(logo).toHaveCSS('opacity', '0');
    const drawn = await logo.evaluate((image) => getComputedStyle(image.parentElement!, '::after').content);
    expect(drawn).toBe(`"${Array.from(name)[0]?.toUpperCase()}"`);
    // the cover has no initial: the placeholder icon is drawn
    const cover = card.locator('img').first();
    await expect(cover).toHaveAttribute('data-image-failed', '');
    const icon = await cover.evaluate((image) => getComputedStyle(image.parentElement!, '::before').maskImage);
    expect(icon).toContain('data:image/svg+xml');
    await page.screenshot({ path: test.info().outputPath('storage-down-before-takeover.png') });
  });

  test("after the takeover the components show their own fallbacks for the server's failed images", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    await expect(card.getByTestId('image-fallback').last()).toHaveText(Array.from(name)[0]?.toUpperCase() ?? '');
    await expect(card.getByRole('img', { name: `${name} logo` })).not.toHaveAttribute('src');
    await expect(page.locator('#root img[data-image-failed]')).toHaveCount(0);
  });
});

test('a remote that fails in the browser leaves the server page readable, its links working, with Retry beside it', async ({
  page,
}) => {
  await page.route(CATALOG_MANIFEST, (route) => route.abort());
  await page.goto('/');
  const notice = page.locator('[data-remote-unavailable="mf_catalog"]');
  await expect(notice).toContainText('This section is temporarily unavailable');
  await expect(notice.getByRole('button', { name: 'Retry' })).toBeEnabled();
  // the server's list is still there to read
  const copy = notice.locator('[data-server-copy]');
  await expect(copy.getByRole('heading', { level: 1, name: 'Gaming Brands' })).toBeVisible();
  const firstCard = copy.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('remote-down-server-copy.png') });

  // a brand's link opens its page (a server page again, with the same notice)
  const link = firstCard.getByRole('heading', { level: 2 }).getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/brand\//);
  await expect(page.locator('[data-remote-unavailable="mf_catalog"]').getByRole('heading', { level: 1 })).toHaveText(
    name,
  );

  // the remote comes back: Retry brings the working page in place of the copy
  await page.unroute(CATALOG_MANIFEST);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mf_catalog"]').first()).toBeVisible();
  await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
  await expect(page.locator('[data-server-copy]')).toHaveCount(0);
});

test("a visitor's server page fills the saved brand copy on takeover (spec §4, §9)", async ({ page }) => {
  const before = Date.now();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  const firstName = (
    await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent()
  )?.trim();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('brandDataTimestamp'))).not.toBeNull();
  const saved = await page.evaluate(() => ({
    timestamp: Number(localStorage.getItem('brandDataTimestamp')),
    version: localStorage.getItem('brandDataVersion'),
    brands: JSON.parse(localStorage.getItem('brandData') ?? '[]') as { name: string }[],
  }));
  expect(saved.version).toBe('1.0');
  // the time the server read the list: this visit, so valid for the next 24 h
  expect(saved.timestamp).toBeGreaterThan(before - 60_000);
  expect(saved.timestamp).toBeLessThanOrEqual(Date.now());
  expect(saved.brands.map((brand) => brand.name)).toContain(firstName);
});

test('a request the servers cannot read gets 400, and every server keeps answering', async () => {
  for (const port of SITE_PORTS) {
    for (const target of ['//x:99999', '//%', '/%']) {
      expect((await rawGet(port, target)).status, `${target} on :${port}`).toBe(400);
    }
  }
  // another local app's cookies, sent to every localhost port
  for (const cookie of ['__session=%E0%A4%A', 'progress=100%', 'progress=100%; __session=%']) {
    expect((await rawGet(PORTS.mf_admin, '/mf-manifest.json', { Cookie: cookie })).status, cookie).toBe(401);
    expect((await rawGet(PORTS.shell, '/', { Cookie: cookie })).status, cookie).toBe(200);
  }
  // the one process behind the five ports is still alive
  for (const port of [PORTS.mf_catalog, PORTS.mf_promotions, PORTS.mf_account]) {
    expect((await rawGet(port, '/mf-manifest.json')).status, `:${port}`).toBe(200);
  }
  expect((await rawGet(PORTS.shell, '/remotes.json')).status).toBe(200);
});
