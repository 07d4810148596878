import { expect, test } from '@playwright/test';
import { deletePromotions, deleteReports, putPromotions, reportsFor, TEST_BRAND } from './firestore-admin';
import { IMG_PAYLOAD, reportPromotion, SCRIPT_PAYLOAD, xssPromotion } from './test-data';

test.beforeAll(async () => {
  await putPromotions([xssPromotion, reportPromotion]);
});

test.afterAll(async () => {
  await deleteReports((await reportsFor(reportPromotion.id)).map((report) => String(report.id)));
  await deletePromotions([xssPromotion.id, reportPromotion.id]);
});

const deepLink = (id: string) => `/bycategory?promo=${TEST_BRAND.id}/${id}`;

test('a description with <img onerror> and <script> renders as text', async ({ page }) => {
  await page.goto(deepLink(xssPromotion.id));
  const dialog = page.getByRole('dialog', { name: xssPromotion.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  await expect(dialog).toContainText(IMG_PAYLOAD);
  await expect(dialog).toContainText(SCRIPT_PAYLOAD);
  await expect(dialog.locator('img[src="x"]')).toHaveCount(0);
  await expect(dialog.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __promoXss?: number }).__promoXss)).toBeUndefined();
});

test('reporting is refused signed out and creates a pending report signed in', async ({ page }) => {
  await page.goto(deepLink(reportPromotion.id));
  const detail = page.getByRole('dialog', { name: reportPromotion.title });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Report Wrong Info' }).click();

  const report = page.getByRole('dialog', { name: 'Report Wrong Info' });
  await expect(report).toContainText(`${reportPromotion.title} · ${TEST_BRAND.name}`);
  await expect(report).toContainText("You'll earn IDR 5,000 when your report is reviewed by our team.");
  const submit = report.getByRole('button', { name: 'Submit Report' });
  await expect(submit).toBeDisabled();
  await report.getByLabel('Reason').selectOption('wrong_amount');
  const description = report.getByLabel("What's wrong with this promotion?");
  await description.fill('The max bonus is Rp 200.000, not Rp 250.000.');
  await submit.click();
  await expect(report.getByRole('alert')).toHaveText('Please log in to submit a report.');
  expect(await reportsFor(reportPromotion.id)).toHaveLength(0);

  // sign in from the modal through the shell's one account chooser: the typed text survives
  await report.getByRole('button', { name: 'Sign In' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.getByRole('button', { name: /member@bonus-atlas\.test/ }).click();
  await expect(chooser).toBeHidden();
  await expect(report.getByTestId('report-sign-in')).toBeHidden();
  await expect(description).toHaveValue('The max bonus is Rp 200.000, not Rp 250.000.');
  await submit.click();

  await expect(page.getByText('Report Submitted Successfully!')).toBeVisible();
  await expect(page.getByText("You'll earn IDR 5,000 when your report is reviewed by our team.").last()).toBeVisible();
  await expect(report).toBeHidden();
  await expect.poll(async () => (await reportsFor(reportPromotion.id)).length).toBe(1);
  const [saved] = await reportsFor(reportPromotion.id);
  expect(saved).toMatchObject({
    status: 'pending',
    rewarded: false,
    promotionTitle: reportPromotion.title,
    brandId: TEST_BRAND.id,
    brandName: TEST_BRAND.name,
    description: 'The max bonus is Rp 200.000, not Rp 250.000.',
    reason: 'wrong_amount',
  });
});
