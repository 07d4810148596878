import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, MEMBER_EMAIL, signIn } from '../support/session';
import { buildOf, remoteOrigin } from '../support/stack';

const ADMIN_ORIGIN = remoteOrigin('mf_admin');
// every file of the admin remote's build: manifest, entry and each chunk
const ADMIN_FILES = [
  '/mf-manifest.json',
  '/remoteEntry.js',
  ...readdirSync(path.join(buildOf('mf-admin'), 'js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/js/${file}`),
];

async function statuses(page: Page): Promise<number[]> {
  return Promise.all(ADMIN_FILES.map(async (file) => (await page.request.get(`${ADMIN_ORIGIN}${file}`)).status()));
}

function watchAdminRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ADMIN_ORIGIN)) seen.push(request.url());
  });
  return seen;
}

test('a visitor and a member get no byte of admin code, an admin gets all of it', async ({ browser }) => {
  expect(ADMIN_FILES.length).toBeGreaterThan(3);

  const visitor = await browser.newPage();
  const visitorRequests = watchAdminRequests(visitor);
  await visitor.goto('/admin/reports');
  await expect(visitor.getByTestId('not-allowed')).toBeVisible();
  expect(visitorRequests).toEqual([]);
  expect(new Set(await statuses(visitor))).toEqual(new Set([401]));

  const member = await browser.newPage();
  const memberRequests = watchAdminRequests(member);
  await member.goto('/');
  await signIn(member, MEMBER_EMAIL);
  await member.goto('/admin/reports');
  await expect(member.getByTestId('not-allowed')).toBeVisible();
  await member.goto('/migration');
  await expect(member.getByTestId('admin-tool-only')).toContainText('Only admins can run the migration.');
  expect(memberRequests).toEqual([]);
  expect(new Set(await statuses(member))).toEqual(new Set([403]));

  const admin = await browser.newPage();
  await admin.goto('/');
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/reports');
  await expect(admin.getByRole('heading', { name: 'Wrong Info Reports', level: 2 })).toBeVisible();
  expect(new Set(await statuses(admin))).toEqual(new Set([200]));

  // signing out clears the cookie: the same browser is refused again
  await admin.getByTestId('site-header').getByRole('button', { name: 'Account menu' }).click();
  await admin.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(admin.getByTestId('site-header').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(new Set(await statuses(admin))).toEqual(new Set([401]));
});
