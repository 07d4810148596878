import { expect, test } from '@playwright/test';
import { readDocument } from '../support/firestore-rest';
import { ADMIN_EMAIL, signIn } from '../support/session';
import { ADMIN_BRAND, putBrandWithComments } from './admin-data';

test('an admin replies to one comment and deletes another with its replies', async ({ page }) => {
  const stamp = String(Date.now());
  const { keep, remove } = await putBrandWithComments(stamp);
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/comments');

  const keepRow = page.locator('tbody tr', { hasText: `Keep this comment ${stamp}` });
  await keepRow.getByRole('button', { name: 'Reply' }).click();
  const replyBox = keepRow.getByLabel('Reply as Admin');
  await keepRow.getByRole('button', { name: 'Send Reply' }).click();
  await expect(keepRow.getByText('Please enter a reply message')).toBeVisible();
  await replyBox.fill(`Thanks, we updated the bonus details (${stamp}).`);
  await expect(keepRow.getByText(/\d+\/1000/)).toBeVisible();
  await keepRow.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply added successfully!')).toBeVisible();
  await expect(keepRow.getByText(`Thanks, we updated the bonus details (${stamp}).`)).toBeVisible();
  await expect(keepRow).toContainText('Atlas Admin');

  const removeRow = page.locator('tbody tr', { hasText: `Remove this comment ${stamp}` });
  await expect(removeRow).toContainText('1');
  await removeRow.getByRole('button', { name: /Delete comment/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(confirm).toContainText('The comment and its 1 reply will be removed.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment deleted successfully!')).toBeVisible();
  await expect(removeRow).toHaveCount(0);
  expect(await readDocument(`comments/${remove}`)).toBeNull();
  expect(await readDocument(`comments/${remove}/replies/r1`)).toBeNull();
  expect(await readDocument(`comments/${keep}`)).not.toBeNull();

  // the brand page no longer shows the deleted comment and shows the admin reply
  await page.goto(`/brand/${ADMIN_BRAND.slug}`);
  await expect(page.getByText(`Keep this comment ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Thanks, we updated the bonus details (${stamp}).`)).toBeVisible();
  await expect(page.getByText(`Remove this comment ${stamp}`)).toHaveCount(0);
});
