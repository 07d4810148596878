import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, MEMBER_EMAIL, remoteRoot, signIn } from '../support/session';
import { remoteOrigin } from '../support/stack';

const ADMIN_REMOTE = `${remoteOrigin('mf_admin')}/`;

function recordAdminRemoteRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ADMIN_REMOTE)) requests.push(request.url());
  });
  return requests;
}

test('a visitor gets the not-allowed page and the admin remote is never requested', async ({ page }) => {
  const requests = recordAdminRemoteRequests(page);
  for (const path of ['/admin', '/admin/reports', '/admin/withdrawals', '/admin/comments', '/admin/brand/edit/x']) {
    await page.goto(path);
    await expect(page.getByTestId('not-allowed')).toBeVisible();
  }
  expect(requests).toEqual([]);
});

test('a member gets the not-allowed page and the admin manifest is never requested', async ({ page }) => {
  const requests = recordAdminRemoteRequests(page);
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto('/admin');
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await expect(page.getByText('You need an admin account to open this page.')).toBeVisible();
  await page.goto('/admin/comments');
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  expect(requests).toEqual([]);
});

test('an admin sees the admin panel from the admin remote', async ({ page }) => {
  const requests = recordAdminRemoteRequests(page);
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/reports');
  await expect(remoteRoot(page, 'mf_admin')).toBeVisible();
  await expect(page.getByTestId('not-allowed')).toHaveCount(0);
  expect(requests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
});
