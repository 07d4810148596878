import { expect, test } from '@playwright/test';
import { deleteBrands, putBrands, testBrand, type TestPromotion } from './catalog-data';

// 30 brands that only the term "E2E Catalog Brand" finds: 5 top rated, 3 new, 2 accepting crypto
const brands = Array.from({ length: 30 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return testBrand(`e2e-catalog-brand-${number}`, `E2E Catalog Brand ${number}`, {
    rating: index < 5 ? 4.9 - index * 0.01 : 4,
    createdDaysAgo: index >= 27 ? 1 : 30,
    acceptsCrypto: index === 0 || index === 1,
  });
});
const [first] = brands;
const promotions: Record<string, TestPromotion[]> = {
  [brands[0]!.id]: [
    {
      id: 'e2e-catalog-rebate',
      title: 'E2E Weekly Rebate',
      category: 'Rebate (by turnover)',
      maxBonus: 500_000,
      turnoverNeeded: 3,
    },
    {
      id: 'e2e-catalog-welcome',
      title: 'E2E Welcome Offer',
      category: 'Welcome Bonus',
      maxBonus: 1_500_000,
      turnoverNeeded: 10,
    },
  ],
};
const TERM = 'E2E Catalog Brand';

test.beforeAll(async () => {
  await putBrands(brands, promotions);
});

test.afterAll(async () => {
  await deleteBrands(brands, promotions);
});

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

test('browse, filter, search, load more and open a brand', async ({ page }) => {
  await page.goto('/');
  const home = page.locator('[data-remote="mf_catalog"]');
  await expect(home.getByRole('button', { name: /^All Brands/ })).toHaveAttribute('aria-pressed', 'true');

  await home.getByRole('button', { name: 'Search brands' }).click();
  await home.getByPlaceholder('Search brands, bonuses, or features...').fill(TERM);
  await expect(home.getByText(`Found 30 result(s) for "${TERM}"`)).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(page).toHaveURL(/q=E2E/);

  await home.getByRole('button', { name: /^Top Rated/ }).click();
  await expect(home.getByText(`Found 5 result(s) for "${TERM}" in Top Rated`)).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).first()).toContainText('E2E Catalog Brand 01');

  await home.getByRole('button', { name: /^New Brands/ }).click();
  await expect(home.getByText(`Found 3 result(s) for "${TERM}" in New Brands`)).toBeVisible();
  await home.getByRole('button', { name: /^Crypto/ }).click();
  await expect(cards(page)).toHaveCount(2);

  await home.getByLabel('Sort by').selectOption('name');
  await home.getByRole('button', { name: /^All Brands/ }).click();
  await expect(cards(page).first()).toContainText('E2E Catalog Brand 01');
  await expect(cards(page)).toHaveCount(24);

  await home.getByRole('button', { name: 'Load More Brands (6 remaining)' }).click();
  await expect(home.getByRole('progressbar')).toBeVisible();
  await expect(cards(page)).toHaveCount(30, { timeout: 10_000 });
  await expect(home.getByRole('button', { name: /Load More Brands/ })).toBeHidden();

  await cards(page).filter({ hasText: 'E2E Catalog Brand 01' }).getByRole('link', { name: first!.name }).click();
  await expect(page).toHaveURL(/\/brand\/e2e-catalog-brand-01$/);
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  await expect(page.getByText('Welcome Bonus: 150% up to IDR 1.500.000')).toBeVisible();

  // brand-page chip order: All, Welcome Bonus, Rebate
  const chips = page.getByRole('group', { name: 'Promotions' }).getByRole('button');
  await expect(chips).toHaveText(['All', 'Welcome Bonus', 'Rebate (by turnover)']);
  await chips.filter({ hasText: 'Rebate' }).click();
  await expect(page.getByRole('button', { name: /E2E Weekly Rebate/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /E2E Welcome Offer/ })).toBeHidden();

  // the detail modal comes from mf_promotions
  await page.getByRole('button', { name: /E2E Weekly Rebate/ }).click();
  const detail = page.getByRole('dialog', { name: 'E2E Weekly Rebate' });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(detail).toBeHidden();
});

test('search page prompts, finds by welcome bonus text and reports no match', async ({ page }) => {
  await page.goto('/search');
  const search = page.locator('[data-remote="mf_catalog"]');
  await expect(search.getByText('Start your search')).toBeVisible();
  await search.getByPlaceholder('Search brands, bonuses, or features...').fill(`${TERM} 05`);
  await expect(search.getByText(`Found 1 result(s) for "${TERM} 05"`)).toBeVisible();
  await search.getByPlaceholder('Search brands, bonuses, or features...').fill('zzz-no-such-brand');
  await expect(
    search.getByText('No results found for "zzz-no-such-brand". Try different keywords or browse all brands.'),
  ).toBeVisible();
});

test('ctrl-click on a card opens the brand in a new tab', async ({ page, context }) => {
  await page.goto(`/?q=${encodeURIComponent(`${TERM} 02`)}`);
  const link = page.getByRole('link', { name: 'E2E Catalog Brand 02' });
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/brand\/e2e-catalog-brand-02$/);
  await expect(page).not.toHaveURL(/\/brand\//);
});

test('an unknown brand shows Brand not found with Back', async ({ page }) => {
  await page.goto('/brand/e2e-no-such-brand');
  await expect(page.getByText('Brand not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('offline the brands stay on screen with the cached-data notice', async ({ page, context }) => {
  await page.goto(`/?q=${encodeURIComponent(TERM)}`);
  const home = page.locator('[data-remote="mf_catalog"]');
  const notice = home.getByText('Unable to load latest brands. Showing cached data.');
  await expect(cards(page)).toHaveCount(24);
  await expect(notice).toBeHidden();
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await home.getByRole('button', { name: 'Refresh' }).click();
  await expect(cards(page)).toHaveCount(24);
  await expect(home.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  // back online the list refreshes and the notice goes
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(cards(page)).toHaveCount(24);
});
