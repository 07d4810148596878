import { expect, test, type Browser, type Page } from '@playwright/test';
import { deleteBrands, letBrandBreathe, putBrands, testBrand } from '../catalog/catalog-data';
import {
  deleteDocuments,
  listCollection,
  queryWhereEqual,
  readDocument,
  writeDocuments,
} from '../support/firestore-rest';
import { ADMIN_EMAIL, MEMBER_EMAIL, signIn } from '../support/session';

// The back office: Users (suspend, unsuspend, make admin), Analytics and Settings, each as an admin
// does it, and what a member and a visitor then see.

const brand = testBrand('e2e-back-office-venue', 'E2E Back Office Venue');
const OTHER_EMAIL = 'rina@bonus-atlas.test';
const OTHER_UID = 'demo-member-2';
const MEMBER_UID = 'demo-member';
const idNumber = (value: number) => new Intl.NumberFormat('id-ID').format(value);

test.beforeAll(async () => {
  await putBrands([brand]);
});

test.afterAll(async () => {
  await deleteBrands([brand]);
  // back to a member, not suspended, with no site notice (owner writes: the rules are not under test here)
  await writeDocuments({
    [`users/${MEMBER_UID}`]: { ...(await readDocument(`users/${MEMBER_UID}`)), suspended: false, suspendedReason: '' },
    [`users/${OTHER_UID}`]: { ...(await readDocument(`users/${OTHER_UID}`)), role: 'member' },
  });
  await deleteDocuments(['settings/site']);
});

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, email);
  return page;
}

async function openUser(page: Page, email: string) {
  await page.goto('/admin/users');
  await page.getByLabel('Search by e-mail or name').fill(email);
  const row = page.locator('tbody tr', { hasText: email });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
}

test('an admin suspends the member, whose comment is refused with the reason, then unsuspends them', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await openUser(page, MEMBER_EMAIL);
  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: /^Suspend/ });
  await dialog.getByLabel('Reason').selectOption('spam');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('The account is suspended.')).toBeVisible();
  await expect(page.getByText('Suspended: Posting spam')).toBeVisible();
  expect(await readDocument(`users/${MEMBER_UID}`)).toMatchObject({ suspended: true, suspendedReason: 'spam' });
  const audit = await queryWhereEqual('admin_audit', 'targetUid', MEMBER_UID);
  expect(audit).toContainEqual(expect.objectContaining({ actorUid: 'demo-admin', action: 'suspend' }));

  const member = await signedIn(browser, MEMBER_EMAIL);
  await expect(member.getByTestId('suspended-notice')).toContainText('Your account is suspended for posting spam');
  await letBrandBreathe(brand.id);
  await member.goto(`/brand/${brand.slug}`);
  const comments = member.getByRole('region', { name: /^Comments/ });
  await comments.getByLabel(/^Comment/).fill(`Flood ${Date.now()}`);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(member.getByText(/Failed to add comment: Your account is suspended for posting spam/)).toBeVisible();
  // nothing the member typed is lost
  await expect(comments.getByLabel(/^Comment/)).toHaveValue(/^Flood/);

  await page.getByRole('button', { name: 'Unsuspend' }).click();
  await page
    .getByRole('dialog', { name: /^Unsuspend/ })
    .getByRole('button', { name: 'Unsuspend' })
    .click();
  await expect(page.getByText('The suspension is lifted.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'unsuspended' })).toBeVisible();
  expect(await readDocument(`users/${MEMBER_UID}`)).toMatchObject({ suspended: false, suspendedReason: '' });
  await member.context().close();
});

test('an admin makes a member admin, who then opens /admin/reports', async ({ page, browser }) => {
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await openUser(page, OTHER_EMAIL);
  await page.getByRole('button', { name: 'Make admin' }).click();
  await page
    .getByRole('dialog', { name: /an admin\?$/ })
    .getByRole('button', { name: 'Make admin' })
    .click();
  await expect(page.getByText('The account is now an admin.')).toBeVisible();

  const rina = await signedIn(browser, OTHER_EMAIL);
  await rina.goto('/admin/reports');
  await expect(rina.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(rina.getByRole('navigation', { name: 'Admin sections' }).first()).toBeVisible();
  await rina.context().close();

  await page.getByRole('button', { name: 'Remove admin' }).click();
  await page
    .getByRole('dialog', { name: /as admin\?$/ })
    .getByRole('button', { name: 'Remove admin' })
    .click();
  await expect(page.getByText('The account is a member again.')).toBeVisible();
});

test('the analytics figures equal the stored data, and the tab is reached from the phone drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  // the chart library comes with the Analytics tab only: no script before it holds chart.js
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  const holdsChartJs = async () => (await Promise.all(scripts)).some((text) => text.includes('datasetElementType'));
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Wrong Info Reports', level: 2 })).toBeVisible();
  expect(await holdsChartJs()).toBe(false);
  await page.getByRole('button', { name: 'Wrong Info Reports' }).click();
  await page.getByRole('dialog', { name: 'Admin Panel' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByTestId('computed-at')).toContainText('Computed at');
  expect(await holdsChartJs()).toBe(true);

  const [users, brands, pending] = await Promise.all([
    listCollection('users'),
    listCollection('brands'),
    queryWhereEqual('promotion_reports', 'status', 'pending'),
  ]);
  const figures = page.getByRole('list', { name: 'Analytics' });
  await expect(figures.getByRole('listitem').filter({ hasText: /^Members/ })).toContainText(idNumber(users.length));
  await expect(figures.getByRole('listitem').filter({ hasText: /^Brands/ })).toContainText(idNumber(brands.length));
  await expect(figures.getByRole('listitem').filter({ hasText: /^Reports/ })).toContainText(
    `${idNumber(pending.length)} pending`,
  );
  await expect(page.getByRole('figure', { name: 'Reports per week' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Rewards paid per week (IDR)' })).toBeVisible();
});

test('a site notice set in Settings appears for a visitor in English and in Bahasa Indonesia', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/settings');
  await page.getByLabel('Notice in English').fill(`Maintenance tonight ${stamp}`);
  await page.getByLabel('Notice in Bahasa Indonesia').fill(`Pemeliharaan malam ini ${stamp}`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page
    .getByRole('dialog', { name: 'Save these settings?' })
    .getByRole('button', { name: 'Save settings' })
    .click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  // the page comes with the settings, and the server's pages share one read for a moment: a new visitor
  // sees the notice within it
  for (const [path, text] of [
    ['/', `Maintenance tonight ${stamp}`],
    ['/id', `Pemeliharaan malam ini ${stamp}`],
  ] as const) {
    await expect(async () => {
      const visitor = await browser.newContext();
      try {
        const tab = await visitor.newPage();
        await tab.goto(path);
        await expect(tab.getByTestId('site-notice')).toHaveText(text, { timeout: 5_000 });
      } finally {
        await visitor.close();
      }
    }).toPass({ timeout: 30_000 });
  }
});
