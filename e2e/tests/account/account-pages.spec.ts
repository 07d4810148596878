import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { MEMBER_EMAIL, signIn } from '../support/session';
import {
  DOCUMENTS,
  deleteDocuments,
  fields,
  readDocument,
  rpc,
  writeDocuments,
  type Plain,
} from '../support/firestore-rest';
import { MEMBER_UID, putPendingReport, walletOf } from '../admin/admin-data';

test('the wallet shows +IDR 5,000 once and the report as rewarded after a review', async ({ page }) => {
  const reportId = `e2e-wallet-${Date.now()}`;
  await putPendingReport(reportId, `E2E wallet journey (${reportId})`);
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto('/transactions');
  const reports = page.getByRole('region', { name: 'My Reports' });
  const row = reports.locator(`[data-report-id="${reportId}"]`);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Not rewarded');
  const before = await walletOf(MEMBER_UID);

  // an admin reviews it: the ledger entry (the admin screen's own journey is e2e/tests/admin)
  const reward = {
    [`user_transactions/report_reward_${reportId}`]: {
      userId: MEMBER_UID,
      amount: 5000,
      type: 'report_reward',
      description: `Reward for reporting wrong info on Promotion of ${reportId}`,
      relatedId: reportId,
      status: 'completed',
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  };
  await writeDocuments(reward);
  // balance and totalEarned +5000 and the report rewarded, in the same commit as the ledger entry
  await rpc('commit', {
    writes: [
      {
        transform: {
          document: `${DOCUMENTS}/users/${MEMBER_UID}`,
          fieldTransforms: [
            { fieldPath: 'balance', increment: { integerValue: '5000' } },
            { fieldPath: 'totalEarned', increment: { integerValue: '5000' } },
          ],
        },
      },
      {
        update: {
          name: `${DOCUMENTS}/promotion_reports/${reportId}`,
          fields: fields({ status: 'reviewed', rewarded: true }),
        },
        updateMask: { fieldPaths: ['status', 'rewarded'] },
      },
    ],
  });

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('wallet-balance')).toContainText((before.balance + 5000).toLocaleString('id-ID'));
  await expect(page.getByTestId('wallet-total-earned')).toContainText(
    (before.totalEarned + 5000).toLocaleString('id-ID'),
  );
  const history = page.getByRole('region', { name: 'Transaction History' });
  await expect(history.locator('[data-transaction-type="report_reward"]', { hasText: reportId })).toHaveCount(1);
  await expect(history.locator('[data-transaction-type="report_reward"]', { hasText: reportId })).toContainText('+');
  await page.reload();
  await expect(reports.locator(`[data-report-id="${reportId}"]`)).toContainText('Rewarded IDR 5,000');
  await expect(
    page.getByRole('region', { name: 'Transaction History' }).locator('li', { hasText: reportId }),
  ).toHaveCount(1);
  await deleteDocuments([`promotion_reports/${reportId}`]);
});

test('a member edits the display name: view → edit → saving → view, with the spec messages', async ({ page }) => {
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Maya Member' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const field = page.getByLabel('Display name');
  await field.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a display name')).toBeVisible();
  await field.fill('Maya M. Member');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maya M. Member' })).toBeVisible();
  expect((await readDocument(`users/${MEMBER_UID}`))?.displayName).toBe('Maya M. Member');
  // back to the demo name for the other journeys
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Display name').fill('Maya Member');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Maya Member' })).toBeVisible();
});

test('My Brands deletes after confirmation, and a failed delete brings the brand back with the spec message', async ({
  page,
}) => {
  const stamp = Date.now();
  const brand = (id: string, name: string): Record<string, Record<string, Plain>> => ({
    [`brands/${id}`]: {
      name,
      slug: id,
      description: 'd',
      welcomeBonus: '100%',
      websiteUrl: '',
      verified: false,
      acceptsCrypto: false,
      rating: 4,
      logoImage: '',
      coverImage: '',
      features: [],
      createdBy: MEMBER_UID,
      createdAt: new Date(),
      updatedAt: new Date(),
    },
    [`brand_slugs/${id}`]: { brandId: id },
  });
  await writeDocuments({
    ...brand(`e2e-keep-${stamp}`, `E2E Keep ${stamp}`),
    ...brand(`e2e-drop-${stamp}`, `E2E Drop ${stamp}`),
  });
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto('/mybrands');
  await expect(page.getByRole('heading', { name: 'My Brands', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search brands' }).fill(String(stamp));
  await expect(page.locator('tbody tr')).toHaveCount(2);

  // the commit fails: the row comes back with the spec's message
  await page.route(/documents:commit/, (route) =>
    route.fulfill({
      status: 403,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
      }),
    }),
  );
  await page.getByRole('button', { name: `Delete E2E Keep ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Delete this brand?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete brand. Please try again.')).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: `E2E Keep ${stamp}` })).toBeVisible();
  await page.unroute(/documents:commit/);

  await page.getByRole('button', { name: `Delete E2E Drop ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Delete this brand?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('tbody tr', { hasText: `E2E Drop ${stamp}` })).toHaveCount(0);
  await expect.poll(() => readDocument(`brands/e2e-drop-${stamp}`)).toBeNull();
  expect(await readDocument(`brands/e2e-keep-${stamp}`)).not.toBeNull();
  await deleteDocuments([`brands/e2e-keep-${stamp}`, `brand_slugs/e2e-keep-${stamp}`]);
});

for (const width of [1280, 390]) {
  test(`account pages have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await signIn(page, MEMBER_EMAIL);
    for (const path of ['/profile', '/transactions', '/mybrands', '/create-brand']) {
      await page.goto(path);
      await expect(page.locator('[data-remote="mf_account"]').first()).toBeVisible();
      await expect(page.getByTestId('site-footer')).toContainText('For adults 18 and over.');
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await seriousViolations(page, path)).toEqual([]);
    }
  });
}
