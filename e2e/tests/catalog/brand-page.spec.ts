import { expect, test } from '@playwright/test';
import { deleteBrands, putBrands, testBrand } from './catalog-data';
import { signIn } from '../support/session';

const brand = testBrand('e2e-siteless-venue', 'E2E Siteless Venue', {
  websiteUrl: '',
  welcomeBonus: '',
  description: `E2E Siteless Venue ${'has a long story to tell. '.repeat(40)}`, // more than four lines even at 1280 px
});

test.beforeAll(async () => {
  await putBrands([brand]);
});

test.afterAll(async () => {
  await deleteBrands([brand]);
});

test('brand page: default bonus, Show all, no-website alert and the admin Edit button', async ({ page }) => {
  await page.goto(`/brand/${brand.id}`);
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
  await expect(page.getByText('Welcome Bonus: 100%')).toBeVisible();

  const showAll = page.getByRole('button', { name: 'Show all' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

  // the alert blocks the click until it is answered, so answer it from the listener
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Visit Website' }).click();
  await expect.poll(() => alerts).toEqual(['Website URL not available']);

  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await signIn(page, 'admin@bonus-atlas.test');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/brand/edit/${brand.id}`);
});
