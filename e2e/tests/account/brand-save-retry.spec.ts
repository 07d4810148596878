import { expect, test } from '@playwright/test';
import { deleteDocuments, listCollection, queryWhereEqual } from '../support/firestore-rest';
import { loseNextCommitAnswer } from '../support/lost-answer';
import { MEMBER_EMAIL, signIn } from '../support/session';

const NAME = `E2E Lost Answer Brand ${Date.now()}`;
const SLUG = NAME.toLowerCase().replace(/\s+/g, '-');
const PROMOTIONS = 8;

test.afterAll(async () => {
  const [brand] = await queryWhereEqual('brands', 'slug', SLUG);
  if (!brand) return;
  const promotions = await listCollection(`brands/${String(brand.id)}/promotions`);
  await deleteDocuments([
    ...promotions.map((promotion) => `brands/${String(brand.id)}/promotions/${String(promotion.id)}`),
    `brands/${String(brand.id)}`,
    `brand_slugs/${SLUG}`,
  ]);
});

test('a brand with 8 promotions saved after a lost answer: the retry finds it and succeeds, no engine text shown', async ({
  page,
}) => {
  await page.goto('/create-brand');
  await signIn(page, MEMBER_EMAIL);
  await page.getByLabel('Brand name').fill(NAME);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Saved once over a lost answer.');
  await page.getByLabel('Welcome bonus').fill('100% up to IDR 1.000.000');
  await page.getByLabel('Website URL').fill('https://example.com');
  for (let index = 1; index <= PROMOTIONS; index++) {
    await page.getByRole('button', { name: 'Add Promotion' }).click();
    await page
      .getByRole('group', { name: `Promotion ${index}` })
      .getByLabel('Title')
      .fill(`Lost answer offer ${index}`);
  }

  // the save reaches the server, its answer does not come back, and the line stays down
  const fault = await loseNextCommitAnswer(page);
  await page.getByRole('button', { name: 'Create Brand' }).click();
  await fault.committed;
  const failure = page.getByRole('alert');
  await expect(failure).toHaveText(
    'Failed to save brand: Network connection issue. Please check your internet connection. Please try again.',
  );
  await expect(failure).not.toContainText(/fetch|expression|denied/i);
  await expect(page.getByLabel('Brand name')).toHaveValue(NAME);

  // back online, the member sends again: the earlier write is found and the save succeeds
  await fault.restore();
  await page.getByRole('button', { name: 'Create Brand' }).click();
  await expect(page.getByText('Brand created successfully! Taking you to My Brands...')).toBeVisible();
  await expect(page).toHaveURL(/\/mybrands$/, { timeout: 10_000 });
  const brands = await queryWhereEqual('brands', 'slug', SLUG);
  expect(brands).toHaveLength(1);
  const promotions = await listCollection(`brands/${String(brands[0]!.id)}/promotions`);
  expect(promotions).toHaveLength(PROMOTIONS);
});
