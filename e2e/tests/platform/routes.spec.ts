import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, MEMBER_EMAIL, remoteRoot, signIn } from '../support/session';
import { remoteOrigin } from '../support/stack';

// product spec §2: every route, through the shell, rendered by the remote that owns it
const publicRoutes = [
  { path: '/', remote: 'mf_catalog' },
  { path: '/search', remote: 'mf_catalog' },
  { path: '/favorites', remote: 'mf_catalog' },
  { path: '/brand', remote: 'mf_catalog' },
  { path: '/bycategory', remote: 'mf_promotions' },
  { path: '/bybrands', remote: 'mf_promotions' },
  { path: '/welcomebonus', remote: 'mf_promotions' },
  { path: '/profile', remote: 'mf_account' },
  { path: '/transactions', remote: 'mf_account' },
  { path: '/mybrands', remote: 'mf_account' },
  { path: '/create-brand', remote: 'mf_account' },
  { path: '/edit-brand/no-such-brand', remote: 'mf_account' },
];

const adminRoutes = ['/admin', '/admin/reports', '/admin/withdrawals', '/admin/comments', '/admin/brand/edit/no-such-brand', '/migration'];

for (const { path, remote } of publicRoutes) {
  test(`${path} is rendered by ${remote}`, async ({ page }) => {
    await page.goto(path);
    await expect(remoteRoot(page, remote)).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
  });
}

test('the home page loads nothing of the account remote until one of its routes opens', async ({ page }) => {
  const accountRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${remoteOrigin('mf_account')}/`)) accountRequests.push(request.url());
  });
  await page.goto('/');
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(accountRequests).toEqual([]);
  await page.goto('/mybrands');
  await expect(remoteRoot(page, 'mf_account')).toBeVisible();
  expect(accountRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
});

test('a brand page by slug is rendered by mf_catalog', async ({ page }) => {
  await page.goto('/brand');
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();
  await page.goto('/brand/any-brand-slug');
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();
});

test('an admin reaches every admin route, rendered by mf_admin', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  for (const path of adminRoutes) {
    await page.goto(path);
    await expect(remoteRoot(page, 'mf_admin'), path).toBeVisible();
  }
});

test('/migration asks a visitor to sign in and tells a member only admins can run it', async ({ page }) => {
  await page.goto('/migration');
  await expect(page.getByTestId('sign-in-required')).toBeVisible();
  await signIn(page, MEMBER_EMAIL);
  // the page opens for any signed-in user (spec), but a member's browser never loads the admin remote
  await expect(page.getByTestId('admin-tool-only')).toContainText('Only admins can run the migration.');
  await expect(remoteRoot(page, 'mf_admin')).toHaveCount(0);
});

test('an unknown route shows the 404 page inside the site frame', async ({ page }) => {
  await page.goto('/this/route/does-not-exist');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();
});

test('the admin brand edit page shows the account remote’s BrandEditor, loaded through federation', async ({
  page,
}) => {
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${remoteOrigin('mf_account')}/`) && url.includes('__federation_expose_BrandEditor'))
      editorChunks.push(url);
  });
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/brand/edit/some-brand-id');
  const adminPage = remoteRoot(page, 'mf_admin');
  await expect(adminPage.getByRole('heading', { name: 'Edit Brand' })).toBeVisible();
  // the real editor loaded the id it was given: there is no such brand
  await expect(adminPage.locator('[data-brand-editor="edit"]')).toContainText(
    'Brand not found. Please try again or create a new brand.',
  );
  expect(editorChunks.length).toBeGreaterThan(0);
});
