import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { ADMIN_EMAIL, signIn } from '../support/session';

const PAGES = [
  '/admin/reports',
  '/admin/withdrawals',
  '/admin/comments',
  '/admin/users',
  '/admin/users/demo-member',
  '/admin/analytics',
  '/admin/settings',
  '/migration',
];

for (const width of [1280, 390]) {
  test(`admin pages have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await signIn(page, ADMIN_EMAIL);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('[data-remote="mf_admin"]').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await seriousViolations(page, path)).toEqual([]);
    }
  });
}

test('the admin menu is a drawer on phones', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Wrong Info Reports' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin Panel' });
  // every section works: none is marked coming soon
  await expect(drawer.getByRole('link')).toHaveCount(6);
  await expect(drawer.getByText('Coming soon')).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Comment Management' }).click();
  await expect(page).toHaveURL(/\/admin\/comments$/);
  await expect(page.getByRole('heading', { name: 'Comment Management', level: 2 })).toBeVisible();
});
