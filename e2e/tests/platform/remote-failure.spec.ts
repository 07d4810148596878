import { expect, test } from '@playwright/test';
import { remoteRoot } from '../support/session';
import { remoteOrigin, SITE } from '../support/stack';

const CATALOG_MANIFEST = `${remoteOrigin('mf_catalog')}/mf-manifest.json`;

test('a blocked remote shows the fallback with Retry in its own area; the rest of the site works', async ({ page }) => {
  await page.route(CATALOG_MANIFEST, (route) => route.abort());
  await page.goto('/');

  const fallback = page.locator('[data-remote-unavailable="mf_catalog"]');
  await expect(fallback).toContainText('This section is temporarily unavailable');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();

  // header and menu still work, and another remote's section renders
  await page.getByTestId('site-header').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Welcome Bonus' }).click();
  await expect(remoteRoot(page, 'mf_promotions')).toBeVisible();
  await page.goto('/profile');
  await expect(remoteRoot(page, 'mf_account')).toBeVisible();

  // the remote comes back: Retry loads it without a page reload
  await page.goto('/search');
  await expect(page.locator('[data-remote-unavailable="mf_catalog"]')).toBeVisible();
  await page.unroute(CATALOG_MANIFEST);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();
  await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
});

test('a remote that answers with a server error shows the same fallback', async ({ page }) => {
  await page.route(`${remoteOrigin('mf_promotions')}/mf-manifest.json`, (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await page.goto('/bycategory');
  await expect(page.locator('[data-remote-unavailable="mf_promotions"]')).toContainText(
    'This section is temporarily unavailable',
  );
  await page.goto('/');
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();
});

test('the shell finds the remotes through /remotes.json at run time', async ({ page }) => {
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes).toEqual({
    mf_catalog: CATALOG_MANIFEST,
    mf_promotions: `${remoteOrigin('mf_promotions')}/mf-manifest.json`,
    mf_account: `${remoteOrigin('mf_account')}/mf-manifest.json`,
    mf_admin: `${remoteOrigin('mf_admin')}/mf-manifest.json`,
  });
  // point the catalog somewhere else, as a redeploy to another URL would, without rebuilding the shell
  const moved: string[] = [];
  const movedManifest = `${remoteOrigin('mf_catalog')}/moved/mf-manifest.json`;
  await page.route(`${SITE}/remotes.json`, (route) =>
    route.fulfill({ json: { ...remotes, mf_catalog: movedManifest } }),
  );
  page.on('request', (request) => {
    if (request.url().includes('/moved/')) moved.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('[data-remote-unavailable="mf_catalog"]')).toBeVisible();
  expect(moved).toContain(movedManifest);
});
