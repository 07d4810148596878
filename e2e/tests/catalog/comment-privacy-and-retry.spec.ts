import { expect, test, type Page } from '@playwright/test';
import { listCollection, queryWhereEqual, readDocument } from '../support/firestore-rest';
import { loseNextCommitAnswer } from '../support/lost-answer';
import { deleteBrands, letBrandBreathe, putBrands, testBrand } from './catalog-data';

const brand = testBrand('e2e-comment-retry', 'E2E Comment Retry');

test.beforeAll(async () => {
  await putBrands([brand]);
});

test.afterAll(async () => {
  await deleteBrands([brand]);
});

const panel = (page: Page) => page.getByRole('region', { name: /^Comments/ });

test("a brand page's server HTML and state carry no commenter's e-mail", async ({ request }) => {
  // a seeded visitor comment that left an e-mail (kept in the admin-only comment_contacts)
  const [contact] = await listCollection('comment_contacts');
  expect(contact?.email).toEqual(expect.stringContaining('@'));
  const comment = await readDocument(`comments/${String(contact!.id)}`);
  expect(comment).not.toBeNull();
  expect(comment).not.toHaveProperty('authorEmail');
  const owner = await readDocument(`brands/${String(comment!.relatedContentId)}`);

  const response = await request.get(`/brand/${String(owner!.slug)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // the comment itself is in the server's page (so this page is the one that could leak)...
  expect(html).toContain(String(comment!.text));
  // ...its author's e-mail, and any e-mail field, are not
  expect(html).not.toContain(String(contact!.email));
  expect(html).not.toMatch(/authorEmail|userEmail/);
});

test('a visitor e-mail goes to the private contact, not the public comment', async ({ page }) => {
  const text = `Private mail ${Date.now()}`;
  // one new comment per brand every 10 s: another test's comment on this brand is not what this tests
  await letBrandBreathe(brand.id);
  await page.goto(`/brand/${brand.slug}`);
  const comments = panel(page);
  await comments.getByLabel(/^Comment/).fill(text);
  await comments.getByLabel(/^Your name/).fill('Sari Visitor');
  await comments.getByLabel(/^Email/).fill('sari.private@example.test');
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment added successfully!')).toBeVisible();
  const [stored] = await queryWhereEqual('comments', 'text', text);
  expect(stored).toBeDefined();
  expect(JSON.stringify(stored)).not.toContain('sari.private@example.test');
  expect(await readDocument(`comment_contacts/${String(stored!.id)}`)).toMatchObject({
    email: 'sari.private@example.test',
  });
});

test('a comment whose answer was lost after it was stored is stored once when the visitor sends again', async ({
  page,
}) => {
  const text = `Sent twice, stored once ${Date.now()}`;
  await letBrandBreathe(brand.id);
  await page.goto(`/brand/${brand.slug}`);
  const comments = panel(page);
  await comments.getByLabel(/^Comment/).fill(text);
  await comments.getByLabel(/^Your name/).fill('Budi Visitor');
  const fault = await loseNextCommitAnswer(page);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await fault.committed;
  await expect(page.getByText(/^Failed to add comment/)).toBeVisible();
  // the write reached the server; what the visitor typed stays for the retry
  expect(await queryWhereEqual('comments', 'text', text)).toHaveLength(1);
  await expect(comments.getByLabel(/^Comment/)).toHaveValue(text);

  await fault.restore();
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment added successfully!')).toBeVisible();
  await expect(comments.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  expect(await queryWhereEqual('comments', 'text', text)).toHaveLength(1);
});
