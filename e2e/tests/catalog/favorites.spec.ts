import { expect, test } from '@playwright/test';
import { deleteBrands, putBrands, testBrand } from './catalog-data';
import { signIn } from '../support/session';

const brand = testBrand('e2e-favourite-venue', 'E2E Favourite Venue', { rating: 4.2 });

test.beforeAll(async () => {
  await putBrands([brand]);
});

test.afterAll(async () => {
  await deleteBrands([brand]);
});

test('a favourite persists across reload and sign-in', async ({ page }) => {
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Favorite Brands' })).toBeVisible();
  await expect(page.getByText('No favorites yet')).toBeVisible();

  await page.goto(`/?q=${encodeURIComponent(brand.name)}`);
  const heart = page.getByRole('button', { name: `Add ${brand.name} to favorites` });
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${brand.name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favorites');
  await expect(page.getByRole('article').filter({ hasText: brand.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: brand.name })).toBeVisible();

  // a brand-new account: the browser's favourite moves into users/{uid}/favorites
  await signIn(page, `e2e-favourites-${Date.now()}@bonus-atlas.test`, { typed: true });
  await expect(page.getByRole('article').filter({ hasText: brand.name })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: brand.name })).toBeVisible();

  // the brand page heart shows the same state and removes it
  await page.goto(`/brand/${brand.slug}`);
  await page.getByRole('button', { name: `Remove ${brand.name} from favorites` }).click();
  await page.goto('/favorites');
  await expect(page.getByText('No favorites yet')).toBeVisible();
});
