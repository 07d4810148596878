import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// A page added by one remote alone: mf-promotions declares /category/:slug in its own routes.tsx and
// publishes it in its pages.json; the shell's router, boot and server render know it from there.

const root = path.join(import.meta.dirname, '../../..');
// the builds the stack serves: a test run's own (ATLAS_OUT_DIR/<app>), else each app's dist/
const builds = process.env.ATLAS_OUT_DIR;
const distOf = (app: string) => (builds ? path.join(builds, app) : path.join(root, app, 'dist'));
const serverBundle = builds
  ? path.join(builds, 'shell-server', 'render-page.cjs')
  : path.join(root, 'shell/dist-server/render-page.cjs');

/** What React reports when the server's markup and the browser's render differ. */
const HYDRATION_ERROR = /hydrat|did not match|Suspense boundary|Minified React error #(418|419|421|422|423|425)/i;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('the shell’s builds do not name the page: it comes from the promotions remote’s page list', () => {
  const shellFiles = [
    ...readdirSync(path.join(distOf('shell'), 'js')).map((file) => path.join(distOf('shell'), 'js', file)),
    serverBundle,
  ];
  for (const file of shellFiles) expect(readFileSync(file, 'utf8'), file).not.toContain('CategoryLandingPage');
  const list = JSON.parse(readFileSync(path.join(distOf('mf-promotions'), 'pages.json'), 'utf8'));
  expect(list.pages).toContainEqual(
    expect.objectContaining({ module: 'CategoryLandingPage', paths: ['/category/:slug'], serverRendered: true }),
  );
});

test('a visitor gets the category page rendered on the server, with its own head, in English and Indonesian', async ({
  request,
}) => {
  const english = await request.get('/category/welcome-bonus');
  expect(english.status()).toBe(200);
  const html = await english.text();
  expect(html).toContain('data-rendered-for="visitor"');
  expect(html).toContain('<title>Welcome Bonus promotions from every brand | Bonus Atlas</title>');
  expect(html).toMatch(/<meta name="description" content="All Welcome Bonus promotions of the online gaming brands/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/category\/welcome-bonus"/);
  expect(html).not.toContain('Online gaming brands, promotions and welcome bonuses for Indonesian players.');
  expect(html).toMatch(/<h1[^>]*>Welcome Bonus promotions<\/h1>/);
  expect((html.match(/data-testid="promotion-card"/g) ?? []).length).toBeGreaterThan(0);
  // the page's list of promotions as structured data
  expect(html).toContain('"@type":"ItemList"');

  const indonesian = await (await request.get('/id/category/welcome-bonus')).text();
  expect(indonesian).toContain('<html lang="id" data-rendered-for="visitor">');
  expect(indonesian).toContain('<title>Promosi Bonus Sambutan dari semua brand | Bonus Atlas</title>');
  expect(indonesian).toMatch(/<h1[^>]*>Promosi Bonus Sambutan<\/h1>/);
  expect(indonesian).toMatch(/<link rel="canonical" href="[^"]*\/id\/category\/welcome-bonus"/);
});

test('the sitemap lists each category page in both languages, from the remote’s page list', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/category\/welcome-bonus<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/id\/category\/reload-daily-weekly<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/bycategory<\/loc>/);
});

test('an address that names no category answers 404 with the page’s not-found state', async ({ request, page }) => {
  const answer = await request.get('/category/free-money');
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).toContain('Category not found');
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  await page.goto('/category/free-money');
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  await expect(page).toHaveTitle('Category not found | Bonus Atlas');
});

test('the app takes over the server page with no hydration error, and the page works', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/category/welcome-bonus');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bonus promotions' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  // a card opens its promotion's details
  await page.getByTestId('promotion-card').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('/bycategory links to the category’s own page, which the router opens in the app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/bycategory');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.getByRole('link', { name: 'Open the Welcome Bonus page' }).click();
  await expect(page).toHaveURL(/\/category\/welcome-bonus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bonus promotions' })).toBeVisible();
  await expect(page).toHaveTitle('Welcome Bonus promotions from every brand | Bonus Atlas');
  // opened by the browser's router, not a new page from the server
  expect(documents).toBe(0);
  expect(errors).toEqual([]);
});

test('a page that came without the lists (as the dev server sends it) fetches them: router and menu work', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // a plain page (not rendered on the server) whose lists are taken out before boot reads them (the
  // document itself stays the server's: a page served by the test would lose the right to fetch the remotes)
  await page.addInitScript(() => {
    new MutationObserver(() => document.getElementById('page-lists')?.remove()).observe(document, {
      childList: true,
      subtree: true,
    });
  });
  const listFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/pages.json')) listFetches.push(request.url());
  });
  await page.goto('/profile');
  await expect(page.locator('[data-remote="mf_account"]').first()).toBeVisible();
  await page.getByTestId('site-header').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'By Categories' }).click();
  await page.getByRole('link', { name: 'Open the Welcome Bonus page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bonus promotions' })).toBeVisible();
  // the browser fetched every remote's list itself
  expect(listFetches).toHaveLength(4);
  expect(errors).toEqual([]);
});
