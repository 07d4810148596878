import { expect, test } from '@playwright/test';

// A visitor's public page arrives as HTML with its content, before any script has run.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its brands, styled, from the HTML alone', async ({ page }) => {
    await page.goto('/');
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming Brands' })).toBeVisible();
    await expect(firstCard).toBeVisible();
    // the remote's stylesheet is linked: a card is laid out as a card, not as bare text
    const box = await firstCard.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(150);
    // until the app has taken over, its buttons are visibly not ready instead of silently dead
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await expect(page.getByRole('group', { name: 'Filter brands' }).getByRole('button').first()).toBeDisabled();
  });

  test('/bycategory shows its promotions from the HTML alone', async ({ page }) => {
    await page.goto('/bycategory');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions by Category' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ promotions$/)).toBeVisible();
  });

  test('/welcomebonus and /bybrands show their promotions from the HTML alone', async ({ page }) => {
    await page.goto('/welcomebonus');
    // the whole comparison table, not its loading rows
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(2);
    await page.goto('/bybrands');
    await expect(page.getByText(/^Showing \d+ promotions$/)).toBeVisible();
    // three columns at 1280 px from the stylesheet alone (the server knows no viewport)
    const cards = page.getByRole('main').getByRole('article');
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(second?.y).toBe(first?.y);
  });

  test('the page is in the language the browser asks for', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('banner').getByRole('button', { name: 'ID' })).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });
});

test('the server page becomes the working app with no error and reads no brand again', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // a read of the brands themselves (the listing's few documents are what the chips filter)
  let brandQueries = 0;
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      request.url().includes(':runQuery') &&
      /"collectionId":"brands"/.test(request.postData() ?? '')
    )
      brandQueries += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  // the app has taken over once a filter chip answers a click
  const chips = page.getByRole('group', { name: 'Filter brands' });
  await chips.getByRole('button').nth(1).click();
  await expect(chips.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  // the first screen came with the HTML and the chips filter the listing: no brand is read
  expect(brandQueries).toBe(0);
  expect(errors).toEqual([]);
});

test("a visitor's home reads the listing with cockatiel alone (no Firestore SDK, no zod), and a brand opened in the app loads them for its reads", async ({
  page,
}) => {
  // Firestore Lite, zod (the records' parsers) and cockatiel (the policies)
  const readChunks: string[] = [];
  let listingReads = 0;
  page.on('request', (request) => {
    const chunk = /\/js\/(firestore|zod|resilience)\.[0-9a-f]+\.js$/.exec(request.url())?.[1];
    if (chunk) readChunks.push(chunk);
    // the shards by name (batchGet), a few requests side by side
    if (request.url().includes(':batchGet') && /\/brand_listing\//.test(request.postData() ?? '')) listingReads += 1;
  });
  await page.goto('/');
  const chips = page.getByRole('group', { name: 'Filter brands' });
  await chips.getByRole('button').nth(1).click();
  await expect(chips.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  // the HTML carries the first screen only: the chips filter the listing, the app's first read, made
  // over REST with the policies alone
  await expect.poll(() => listingReads).toBeGreaterThan(0);
  expect([...readChunks].sort()).toEqual(['resilience']);

  // a brand opened in the app is not in the HTML: its promotions and comments are read with the SDK
  const homeTitle = await page.getByRole('heading', { level: 1 }).innerText();
  await page.locator('main a[href^="/brand/"]').first().click();
  await expect(page).toHaveURL(/\/brand\//);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeTitle);
  await expect.poll(() => [...readChunks].sort()).toEqual(['firestore', 'resilience', 'zod']);
});

test('an image that never arrives does not keep the server page waiting for the app', async ({ page }) => {
  // the first screen's images hang (Storage never answers), so the load event never comes
  await page.route('**/v0/b/**', () => undefined);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
});
