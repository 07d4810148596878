import { expect, test, type Page } from '@playwright/test';
import { deleteBrands, putBrands, testBrand } from '../catalog/catalog-data';
import { writeDocuments } from '../support/firestore-rest';

// The site's visitors are in Indonesia: a server page whose words differ from the browser's render in
// Asia/Jakarta time (a time of day, "15 seconds ago", an open promotion, the language) is thrown away by
// React (error 418) and drawn anew. The suite runs in Asia/Jakarta (playwright.config.ts); the server
// does not (its process keeps the machine's zone).

const brand = testBrand('e2e-jakarta-venue', 'E2E Jakarta Venue');
const promotion = {
  id: 'e2e-jakarta-promo',
  title: 'Jakarta Welcome Offer',
  category: 'Welcome Bonus',
  maxBonus: 1_000_000,
  turnoverNeeded: 10,
};

test.beforeAll(async () => {
  await putBrands([brand], { [brand.id]: [promotion] });
});

test.afterAll(async () => {
  await deleteBrands([brand], { [brand.id]: [promotion] });
});

/** Every console error and page error of the page, from its first byte. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const hydrationErrors = (errors: string[]) => errors.filter((text) => /#418|#423|#425|hydrat/i.test(text));

/** The app has taken over: the header's Sign In answers. */
async function tookOver(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  // hydration runs as a transition after the frame; give React the moment to report a mismatch
  await page.waitForTimeout(1500);
}

test('the browser runs in Asia/Jakarta time', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Jakarta');
});

test('home: "Last updated" reads the same time on the server and in Jakarta, and the app takes over without error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  const served = /Last updated (\d{2}[.:]\d{2})/.exec(html)?.[1];
  expect(served, 'the server rendered the last-updated time').toBeTruthy();
  await tookOver(page);
  // the time shown is the Jakarta time of day the server wrote
  await expect(page.getByText(`Last updated ${served}`)).toBeVisible();
  expect(hydrationErrors(errors)).toEqual([]);
});

test('a brand page with a comment posted seconds ago takes over without error', async ({ page }) => {
  await writeDocuments({
    'comments/e2e-jakarta-fresh': {
      text: 'Just posted from Bandung',
      authorName: 'Rina',
      relatedContent: brand.name,
      relatedContentId: brand.id,
      status: 'active',
      createdAt: new Date(Date.now() - 15_000),
      updatedAt: new Date(Date.now() - 15_000),
    },
  });
  const errors = collectErrors(page);
  await page.goto(`/brand/${brand.slug}`);
  await tookOver(page);
  const comment = page
    .getByRole('region', { name: /^Comments/ })
    .getByRole('listitem')
    .filter({ hasText: 'Just posted from Bandung' });
  await expect(comment.locator('time')).toHaveText(/seconds? ago|now/);
  expect(hydrationErrors(errors)).toEqual([]);
});

for (const path of ['/bycategory', '/bybrands', '/welcomebonus']) {
  test(`a shared ?promo= link on ${path} takes over without error and shows the promotion`, async ({ page }) => {
    const errors = collectErrors(page);
    const query = path === '/bybrands' ? `brand=${brand.id}&` : '';
    await page.goto(`${path}?${query}promo=${brand.id}/${promotion.id}`);
    await expect(page.getByRole('dialog', { name: promotion.title })).toBeVisible();
    await tookOver(page);
    expect(hydrationErrors(errors)).toEqual([]);
  });
}

test('a language kept in local storage without the cookie: the page shows that language, with no error', async ({
  browser,
}) => {
  // an English browser whose visitor chose Bahasa Indonesia before the cookie existed
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('bonusAtlas.language', 'id'));
  await context.clearCookies();
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk' })).toBeEnabled();
  await page.waitForTimeout(1500);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  expect(hydrationErrors(errors)).toEqual([]);
  // home went to the Indonesian address; the choice now travels with the cookie, so the server sends
  // the next visit to home there itself, in Indonesian
  await expect(page).toHaveURL(/\/id$/);
  const response = await page.goto('/');
  expect(response?.url()).toMatch(/\/id$/);
  expect(await response?.text()).toContain('lang="id"');
  await context.close();
});
