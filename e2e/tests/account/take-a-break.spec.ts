import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

// a fresh account per run: the break must not leak into the other journeys that share the database
const BREAKER_EMAIL = `breaker-${Date.now()}@bonus-atlas.test`;

async function firstBrandPath(page: Page): Promise<string> {
  await page.goto('/');
  const link = page.locator('article h2 a').first();
  await expect(link).toBeVisible();
  return String(await link.getAttribute('href'));
}

/** Home, a brand page and the three promotion pages show no bonus amount and no Claim Bonus. */
async function expectBonusesHidden(page: Page, brandPath: string): Promise<void> {
  await page.goto('/');
  await expect(page.locator('article h2 a').first()).toBeVisible();
  await expect(page.getByTestId('break-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim Bonus' })).toHaveCount(0);
  await expect(page.getByText('Special Bonus')).toHaveCount(0);

  await page.goto(brandPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Welcome Bonus: /)).toHaveCount(0);

  for (const path of ['/bycategory', '/bybrands']) {
    await page.goto(path);
    await expect(page.locator('[data-remote="mf_promotions"]').first().getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Max Bonus', { exact: true })).toHaveCount(0);
  }
  await page.goto('/welcomebonus');
  await expect(page.getByTestId('welcome-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Max Bonus' })).toHaveCount(0);
  await expect(page.locator('[data-column="maxBonus"]')).toHaveCount(0);
}

test('a member takes a 30-day break: bonuses disappear everywhere, after a reload and in a second browser, and it cannot be shortened', async ({
  browser,
  page,
}) => {
  const brandPath = await firstBrandPath(page);
  // before the break the bonuses are there
  await expect(page.getByRole('button', { name: 'Claim Bonus' }).first()).toBeVisible();

  await signIn(page, BREAKER_EMAIL, { typed: true });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Take a break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a break' });
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await dialog.getByRole('radio', { name: '30 days' }).check();
  await dialog.getByRole('button', { name: 'Start break' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('break-notice')).toContainText('You are taking a break until');
  await expect(page.getByTestId('break-notice').getByRole('link', { name: 'Get help with gambling' })).toBeVisible();

  await expectBonusesHidden(page, brandPath);
  await page.reload();
  await expectBonusesHidden(page, brandPath);

  // no way to end it early: the chooser only offers a longer break
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Make it longer' }).click();
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('radio', { name: '90 days' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // a second browser (no local storage) signed in as the same user reads it from the record
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto('/');
  await expect(secondPage.getByRole('button', { name: 'Claim Bonus' }).first()).toBeVisible();
  await signIn(secondPage, BREAKER_EMAIL, { typed: true });
  await expectBonusesHidden(secondPage, brandPath);
  await second.close();
});

test("a visitor's break lives in this browser and survives a reload", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const brandPath = await firstBrandPath(page);
  await page.getByTestId('site-footer').getByRole('button', { name: 'Take a break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a break' });
  await dialog.getByRole('radio', { name: '24 hours' }).check();
  await dialog.getByRole('button', { name: 'Start break' }).click();
  await expect(page.getByTestId('break-notice')).toBeVisible();
  await page.reload();
  await expectBonusesHidden(page, brandPath);
  expect(await page.evaluate(() => localStorage.getItem('bonusAtlas.breakUntil'))).toMatch(/^\d{4}-\d\d-\d\dT/);
  await context.close();

  // another visitor's browser is not affected
  const other = await browser.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Claim Bonus' }).first()).toBeVisible();
  await expect(other.getByTestId('break-notice')).toHaveCount(0);
  await other.close();
});
