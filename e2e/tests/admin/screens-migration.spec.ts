import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, MEMBER_EMAIL, signIn } from '../support/session';
import { STORED_IMAGE_URL } from '../support/stack';
import { BASE64_BRAND, PNG_DATA_URL, putBase64Brand, readBrand, readPromotion } from './admin-data';

test.beforeAll(putBase64Brand);

test('a member may open the migration page but is told only admins can run it', async ({ page }) => {
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto('/migration');
  // the admin remote's code is never sent to a member: the shell says why
  await expect(page.getByRole('heading', { name: 'Migration Tool' })).toBeVisible();
  await expect(page.getByText('Only admins can run the migration.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analyze Database' })).toHaveCount(0);
});

test('a dry run only counts; a confirmed live run moves inline images to Storage and the brand page still shows them', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/migration');
  await page.getByRole('button', { name: 'Analyze Database' }).click();
  const withBase64 = page
    .locator('div', { has: page.getByText('Brands with base64 images', { exact: true }) })
    .locator('dd');
  await expect(withBase64.first()).not.toHaveText('0');

  // Configure: dry run on and brand limit 1 by default
  await expect(page.getByLabel('Dry run (only count, change nothing)')).toBeChecked();
  await expect(page.getByLabel('Brand limit')).toHaveValue('1');
  await page.getByLabel('Brand limit').selectOption('all');
  await page.getByRole('button', { name: 'Start Dry Run' }).click();
  await expect(page.getByText('Dry run: nothing was changed.')).toBeVisible();
  expect((await readBrand(BASE64_BRAND.id))?.logoImage).toBe(PNG_DATA_URL);

  await page.getByLabel('Dry run (only count, change nothing)').uncheck();
  await page.getByRole('button', { name: 'Start Migration' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run a live migration?' });
  await confirm.getByRole('button', { name: 'Migrate' }).click();
  await expect(page.getByRole('heading', { name: 'Recently migrated brands' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(BASE64_BRAND.name).first()).toBeVisible();

  const brand = await readBrand(BASE64_BRAND.id);
  expect(brand?.logoImage).toMatch(STORED_IMAGE_URL);
  expect(brand?.coverImage).toMatch(STORED_IMAGE_URL);
  expect(brand?.migratedAt).toBeTruthy();
  const promotion = await readPromotion(BASE64_BRAND.id, 'inline-promo');
  expect(promotion?.image).toMatch(STORED_IMAGE_URL);
  expect(promotion?.brandLogo).toBe(brand?.logoImage);

  await page.goto(`/brand/${BASE64_BRAND.slug}`);
  const logo = page.locator(`img[src="${String(brand?.logoImage)}"]`).first();
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
