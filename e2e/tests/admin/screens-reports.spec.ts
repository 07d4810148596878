import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, signIn } from '../support/session';
import { MEMBER_UID, putPendingReport, removeDocuments, rewardsFor, walletOf } from './admin-data';

const REWARDED = 'Report status updated and user rewarded IDR 5,000!';
const UPDATED = 'Report status updated successfully!';

async function openPendingReport(page: Page, reportId: string) {
  await page.goto('/admin/reports');
  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: /Pending/ })
    .click();
  await page.locator('tbody tr', { hasText: reportId }).click();
  const details = page.getByRole('dialog', { name: 'Report Details' });
  await expect(details).toContainText(`Promotion of ${reportId}`);
  await expect(details).toContainText('Wrong bonus amount');
  return details;
}

test.describe('admin: wrong info reports', () => {
  const stamp = Date.now();
  const reviewed = `e2e-review-${stamp}`;
  const resolved = `e2e-resolve-${stamp}`;

  test.beforeAll(async () => {
    await putPendingReport(reviewed, `E2E: the maximum bonus is wrong (${reviewed})`);
    await putPendingReport(resolved, `E2E: the turnover is wrong (${resolved})`);
  });

  test.afterAll(async () => {
    await removeDocuments([`promotion_reports/${reviewed}`, `promotion_reports/${resolved}`]);
  });

  test('marking reviewed pays IDR 5,000 exactly once, despite a double click and a second admin tab', async ({
    page,
    context,
  }) => {
    const before = await walletOf(MEMBER_UID);
    await page.goto('/');
    await signIn(page, ADMIN_EMAIL);
    const first = await openPendingReport(page, reviewed);
    const otherTab = await context.newPage();
    const second = await openPendingReport(otherTab, reviewed);

    await Promise.all([
      first.getByRole('button', { name: 'Mark as Reviewed' }).dblclick(),
      second.getByRole('button', { name: 'Mark as Reviewed' }).click(),
    ]);
    // both tabs' answers are watched at once: a toast that came early must not have faded before it is looked for
    await Promise.all(
      [page, otherTab].map((tab) =>
        expect(tab.getByText(REWARDED).or(tab.getByText(UPDATED)).first()).toBeVisible({ timeout: 15_000 }),
      ),
    );

    await expect.poll(async () => (await rewardsFor(reviewed)).length).toBe(1);
    const [reward] = await rewardsFor(reviewed);
    expect(reward).toMatchObject({ userId: MEMBER_UID, amount: 5000, type: 'report_reward', status: 'completed' });
    expect(await walletOf(MEMBER_UID)).toEqual({
      balance: before.balance + 5000,
      totalEarned: before.totalEarned + 5000,
    });

    // the table now lists it under Reviewed with its reward
    await page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: /Reviewed/ })
      .click();
    await page.locator('tbody tr', { hasText: reviewed }).click();
    await expect(page.getByRole('dialog', { name: 'Report Details' })).toContainText('IDR 5,000 paid');
  });

  test('marking resolved pays nothing', async ({ page }) => {
    const before = await walletOf(MEMBER_UID);
    await page.goto('/');
    await signIn(page, ADMIN_EMAIL);
    const details = await openPendingReport(page, resolved);
    await details.getByLabel('Admin Notes').fill('Checked: the turnover was already correct.');
    await details.getByRole('button', { name: 'Mark as Resolved' }).click();
    await expect(page.getByText(UPDATED)).toBeVisible();
    await expect(details).toBeHidden();
    expect(await rewardsFor(resolved)).toHaveLength(0);
    expect(await walletOf(MEMBER_UID)).toEqual(before);
  });

  test('a report is deleted after confirmation', async ({ page }) => {
    const doomed = `e2e-delete-${Date.now()}`;
    await putPendingReport(doomed, `E2E: delete me (${doomed})`);
    await page.goto('/');
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/reports');
    const row = page.locator('tbody tr', { hasText: doomed });
    await row.getByRole('button', { name: /Delete report/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this report?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Report deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
