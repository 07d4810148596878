import { expect, test, type Page } from '@playwright/test';
import { deleteBrands, letBrandBreathe, putBrands, testBrand } from './catalog-data';
import { signIn } from '../support/session';

const brand = testBrand('e2e-comments-venue', 'E2E Comments Venue');

test.beforeAll(async () => {
  await putBrands([brand]);
});

test.afterAll(async () => {
  await deleteBrands([brand]);
});

const panel = (page: Page) => page.getByRole('region', { name: /^Comments/ });

test('comment and reply anonymously, then signed in with the name locked', async ({ page }) => {
  const stamp = Date.now();
  await letBrandBreathe(brand.id);
  await page.goto(`/brand/${brand.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
  const comments = panel(page);

  // the spec's validation messages
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments.getByText('Please enter a comment')).toBeVisible();
  await expect(comments.getByText('Please enter your name')).toBeVisible();

  const anonymousText = `Fast withdrawals here ${stamp}`;
  await comments.getByLabel(/^Comment/).fill(anonymousText);
  await comments.getByLabel(/^Your name/).fill('Sari Visitor');
  await comments.getByLabel(/^Email/).fill('sari@example.test');
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment added successfully!')).toBeVisible();
  const anonymousComment = comments.getByRole('listitem').filter({ hasText: anonymousText });
  await expect(anonymousComment).toContainText('Sari Visitor');
  await expect(comments.getByLabel(/^Comment/)).toHaveValue('');

  await anonymousComment.getByRole('button', { name: 'Reply' }).click();
  await anonymousComment.getByLabel(/^Your reply/).fill(`Agreed ${stamp}`);
  await anonymousComment.getByLabel(/^Your name/).fill('Budi Visitor');
  await anonymousComment.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply added successfully!')).toBeVisible();
  await expect(anonymousComment.getByRole('listitem').filter({ hasText: `Agreed ${stamp}` })).toContainText(
    'Budi Visitor',
  );

  await signIn(page, 'member@bonus-atlas.test');
  const name = comments.getByLabel(/^Your name/);
  await expect(name).toHaveValue('Maya Member');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(comments.getByLabel(/^Email/)).toHaveCount(0);

  // the brand takes one new comment per 10 s: this journey's first one is not what it tests here
  await letBrandBreathe(brand.id);
  const memberText = `Signed-in opinion ${stamp}`;
  await comments.getByLabel(/^Comment/).fill(memberText);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  const memberComment = comments.getByRole('listitem').filter({ hasText: memberText });
  await expect(memberComment).toContainText('Maya Member');
  // newest first
  await expect(comments.getByRole('list').first().getByRole('listitem').first()).toContainText(memberText);

  await memberComment.getByRole('button', { name: 'Reply' }).click();
  await expect(memberComment.getByLabel(/^Your name/)).toHaveCount(0);
  await memberComment.getByLabel(/^Your reply/).fill(`Member reply ${stamp}`);
  await memberComment.getByRole('button', { name: 'Send Reply' }).click();
  await expect(memberComment.getByRole('listitem').filter({ hasText: `Member reply ${stamp}` })).toContainText(
    'Maya Member',
  );

  // still there after a reload
  await page.reload();
  await expect(panel(page).getByText(anonymousText)).toBeVisible();
  await expect(panel(page).getByText(`Member reply ${stamp}`)).toBeVisible();
});

test('a comment over 1000 characters gets the spec message with its length', async ({ page }) => {
  await page.goto(`/brand/${brand.slug}`);
  const comments = panel(page);
  await comments.getByLabel(/^Comment/).fill('x'.repeat(1005));
  await comments.getByLabel(/^Your name/).fill('Long Writer');
  await expect(comments.getByText('1005/1000')).toBeVisible();
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(
    comments.getByText('Comment is too long. Please limit to 1000 characters (currently 1005 characters)'),
  ).toBeVisible();
});
