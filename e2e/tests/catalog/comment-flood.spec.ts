import { expect, test, type Page } from '@playwright/test';
import { writeDocuments, type Plain } from '../support/firestore-rest';
import { deleteBrands, letBrandBreathe, putBrands, testBrand } from './catalog-data';

// A visitor can post as many comments and replies as the rules let through: a brand page must stay
// the same size however long its conversations grow (comments in pages of 10, the first 3 replies
// of each), and new comments on one brand are paced.
const quiet = testBrand('e2e-flood-quiet', 'E2E Flood Quiet');
const flooded = testBrand('e2e-flood-page', 'E2E Flood Page');
const COMMENTS = 25;
const REPLIES = 50;
const MINUTE = 60_000;

/** `length` characters of visible text that begins with `label`. */
const filler = (label: string, length: number) => `${label} ${'lorem ipsum '.repeat(length)}`.slice(0, length);

test.beforeAll(async () => {
  await putBrands([quiet, flooded]);
  const now = Date.now();
  const comments: Record<string, Record<string, Plain>> = {};
  for (let c = 0; c < COMMENTS; c++) {
    const id = `e2e-flood-comment-${String(c).padStart(2, '0')}`;
    const at = new Date(now - (COMMENTS - c) * MINUTE);
    const replies: Record<string, Plain> = {};
    for (let r = 0; r < REPLIES; r++)
      replies[`${id}-reply-${String(r).padStart(2, '0')}`] = {
        commentId: id,
        text: filler(`Flood reply ${r} of comment ${c}`, 500),
        replyType: 'user',
        userName: 'Flood Visitor',
        createdAt: new Date(at.getTime() + (r + 1) * 1000),
        updatedAt: new Date(at.getTime() + (r + 1) * 1000),
      };
    comments[`comments/${id}`] = {
      text: filler(`Flood comment ${c}`, 1000),
      authorName: 'Flood Visitor',
      relatedContent: flooded.name,
      relatedContentId: flooded.id,
      status: 'active',
      replies,
      createdAt: at,
      updatedAt: at,
    };
  }
  await writeDocuments(comments);
});

test.afterAll(async () => {
  await deleteBrands([quiet, flooded]);
});

const panel = (page: Page) => page.getByRole('region', { name: /^Comments/ });

test("a brand page's server HTML stays bounded however many replies its conversations hold", async ({ request }) => {
  const empty = (await (await request.get(`/brand/${quiet.slug}`)).text()).length;
  const response = await request.get(`/brand/${flooded.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // the newest 10 comments, each with its first 3 replies, are in the first HTML...
  expect(html).toContain('Flood comment 24');
  expect(html).toContain('Flood comment 15');
  expect(html).not.toContain('Flood comment 14');
  expect(html).toContain('Flood reply 2 of comment 24');
  expect(html).not.toContain('Flood reply 3 of comment 24');
  // ...so 25 comments of 1,000 characters with 50 replies of 500 each add about what 10 comments with
  // 3 replies weigh (text, markup and the page's state), not the ~1 MB of the whole conversation
  expect(html.length - empty).toBeLessThan(120_000);
});

test('the browser shows 10 comments with their first replies, then the rest on request', async ({ page }) => {
  await page.goto(`/brand/${flooded.slug}`);
  const comments = panel(page);
  await expect(comments.getByText('25 comments')).toBeVisible();
  const items = comments.locator(':scope > ul > li');
  await expect(items).toHaveCount(10);
  const newest = items.first();
  await expect(newest).toContainText('Flood comment 24');
  await expect(newest.locator('ul > li')).toHaveCount(3);
  await newest.getByRole('button', { name: 'Show 47 more replies' }).click();
  await expect(newest.locator('ul > li')).toHaveCount(REPLIES);
  await expect(newest.getByText(/^Flood reply 49 of comment 24/)).toBeVisible();
  await expect(newest.getByRole('button', { name: /more replies/ })).toHaveCount(0);

  await comments.getByRole('button', { name: 'Load more comments' }).click();
  await expect(items).toHaveCount(20);
  await expect(items.nth(10)).toContainText('Flood comment 14');
  await expect(items.nth(10).locator('ul > li')).toHaveCount(3);
});

test('attack: a second new comment on a brand within 10 s is refused in words and keeps the text', async ({ page }) => {
  await letBrandBreathe(quiet.id);
  await page.goto(`/brand/${quiet.slug}`);
  const comments = panel(page);
  const post = async (text: string) => {
    await comments.getByLabel(/^Comment/).fill(text);
    await comments.getByLabel(/^Your name/).fill('Flood Visitor');
    await comments.getByRole('button', { name: 'Post Comment' }).click();
  };
  await post('The first comment goes through');
  await expect(page.getByText('Comment added successfully!')).toBeVisible();
  await post('The second comes too soon');
  await expect(
    page.getByText(
      'Failed to add comment: Someone commented on this brand a moment ago. Please wait a few seconds and send again.',
    ),
  ).toBeVisible();
  await expect(comments.getByLabel(/^Comment/)).toHaveValue('The second comes too soon');
  await expect(comments.getByRole('listitem').filter({ hasText: 'The second comes too soon' })).toHaveCount(0);
});
