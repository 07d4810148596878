import { expect, test } from '@playwright/test';
import { readDocument } from '../support/firestore-rest';
import { loseNextCommitAnswer } from '../support/lost-answer';
import {
  deletePromotions,
  deleteReports,
  putPromotions,
  reportsFor,
  TEST_BRAND,
  type TestPromotion,
} from './firestore-admin';

const promotion: TestPromotion = {
  id: 'e2e-report-retry',
  title: 'Promotion reported once',
  category: 'E2E Reports',
  description: 'Deposit bonus with wrong figures.',
  maxBonus: 150_000,
  turnoverNeeded: 8,
  gameCategories: ['Slots'],
};

test.beforeAll(async () => {
  await putPromotions([promotion]);
});

test.afterAll(async () => {
  await deleteReports((await reportsFor(promotion.id)).map((report) => String(report.id)));
  await deletePromotions([promotion.id]);
});

test('a report whose answer was lost after it was stored is stored once when the member submits again', async ({
  page,
}) => {
  await page.goto(`/bycategory?promo=${TEST_BRAND.id}/${promotion.id}`);
  await page.getByRole('dialog', { name: promotion.title }).getByRole('button', { name: 'Report Wrong Info' }).click();
  const report = page.getByRole('dialog', { name: 'Report Wrong Info' });
  const description = report.getByLabel("What's wrong with this promotion?");
  await description.fill('The turnover is 12x, not 8x.');
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(report.getByRole('alert')).toHaveText('Please log in to submit a report.');
  await report.getByRole('button', { name: 'Sign In' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.getByRole('button', { name: /member@bonus-atlas\.test/ }).click();
  await expect(chooser).toBeHidden();
  await expect(report.getByTestId('report-sign-in')).toBeHidden();
  await expect(description).toHaveValue('The turnover is 12x, not 8x.');

  const fault = await loseNextCommitAnswer(page);
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await fault.committed;
  await expect(report.getByRole('alert')).toHaveText('Failed to submit report. Please try again.');
  // stored by the first click; the member sees the failure and tries again
  expect(await reportsFor(promotion.id)).toHaveLength(1);

  await fault.restore();
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report Submitted Successfully!')).toBeVisible();
  // one report, so an admin reviews (and pays for) one complaint
  expect(await reportsFor(promotion.id)).toHaveLength(1);
  const [saved] = await reportsFor(promotion.id);
  expect(saved).toMatchObject({
    status: 'pending',
    description: 'The turnover is 12x, not 8x.',
    userEmail: 'member@bonus-atlas.test',
  });
  // named by the promotion's path, with the promotion's own title and brand name
  expect(saved).toMatchObject({ brandId: TEST_BRAND.id, brandName: TEST_BRAND.name, promotionTitle: promotion.title });
  // and it holds the promotion's one open-report claim, at the promotion's path
  expect(await readDocument(`brands/${TEST_BRAND.id}/promotions/${promotion.id}/open_report/claim`)).toMatchObject({
    reportId: saved!.id,
  });
});
