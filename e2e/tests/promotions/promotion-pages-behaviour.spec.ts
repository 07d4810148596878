import { expect, test, type Page } from '@playwright/test';
import { deleteDocuments, writeDocuments, type Plain } from '../support/firestore-rest';

// What a visitor sees of the promotion pages: the columns of /bycategory, Back closing an open
// promotion, a modal that failed to load offline trying again, and no amount on screen during a break.

const BRAND = { id: 'e2e-behaviour-brand', name: 'E2E Behaviour Brand', slug: 'e2e-behaviour-brand' };
const CATEGORY = 'E2E Behaviour';
const AMOUNTS_TITLE = 'Claim IDR 3.850.000 today';
const AMOUNTS_DESCRIPTION = 'Deposit **Rp 100.000** and get up to 500k back.\n- Maximum bonus IDR 1.500.000';
const AMOUNTS_TERMS = 'Bonus capped at 2 juta; turnover 25x.';

function promotionFields(index: number, title: string, extra: Record<string, Plain> = {}): Record<string, Plain> {
  const now = Date.now();
  return {
    category: CATEGORY,
    title,
    description: `About ${title}.`,
    image: '',
    terms: 'Fictional terms.',
    gameCategories: ['Slots'],
    maxBonus: 3_850_000,
    turnoverNeeded: 25,
    createdAt: new Date(now - index * 1000),
    updatedAt: new Date(now),
    brandId: BRAND.id,
    brandName: BRAND.name,
    brandSlug: BRAND.slug,
    brandLogo: '',
    brandWebsite: 'https://example.com',
    brandRating: 4.5,
    brandCreatedAt: new Date(now - 30 * 86_400_000),
    ...extra,
  };
}

const PROMOTIONS: Record<string, Record<string, Plain>> = {
  [`brands/${BRAND.id}/promotions/e2e-behaviour-amounts`]: promotionFields(0, AMOUNTS_TITLE, {
    description: AMOUNTS_DESCRIPTION,
    terms: AMOUNTS_TERMS,
  }),
  ...Object.fromEntries(
    Array.from({ length: 8 }, (_, index) => [
      `brands/${BRAND.id}/promotions/e2e-behaviour-${index + 1}`,
      // each its own bonus, the later the larger: sorted by it they run 8, 7, 6 …
      promotionFields(index + 1, `Behaviour promotion ${index + 1}`, { maxBonus: 100_000 * (index + 1) }),
    ]),
  ),
};

test.beforeAll(async () => {
  const created = new Date(Date.now() - 30 * 86_400_000);
  await writeDocuments({
    [`brands/${BRAND.id}`]: {
      name: BRAND.name,
      slug: BRAND.slug,
      description: 'A fictional brand for the promotion pages journeys.',
      welcomeBonus: '100% up to IDR 1.000.000',
      websiteUrl: 'https://example.com',
      verified: true,
      acceptsCrypto: false,
      rating: 4.5,
      logoImage: '',
      coverImage: '',
      features: [],
      createdBy: 'demo-admin',
      createdAt: created,
      updatedAt: created,
    },
    ...PROMOTIONS,
  });
});

test.afterAll(async () => {
  await deleteDocuments([...Object.keys(PROMOTIONS), `brands/${BRAND.id}`]);
});

const cards = (page: Page) => page.getByTestId('promotion-card');
const categoryPath = `/bycategory?category=${encodeURIComponent(CATEGORY)}`;

/** The distinct left edges of the cards: one per column (a masonry lists its cards column by column). */
async function columnsOf(page: Page): Promise<number> {
  await expect(cards(page).nth(5)).toBeVisible();
  const lefts = await cards(page).evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().x)),
  );
  return new Set(lefts).size;
}

test('/bycategory shows 3 columns at 1280 px and 1 at 390 px, before and after the app takes over', async ({
  page,
}) => {
  await page.goto(categoryPath);
  // the server's page (its stylesheet's columns), then the app's masonry
  await expect.poll(() => columnsOf(page)).toBe(3);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => columnsOf(page)).toBe(3);
  // a card is a card, not a column-wide slab
  const box = await cards(page).first().boundingBox();
  expect(box?.height ?? 0).toBeLessThan(700);
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect.poll(() => columnsOf(page)).toBe(4);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => columnsOf(page)).toBe(1);
});

test('/bycategory sorted by bonus: Tab and the eye meet the first six cards in the same order, row by row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${categoryPath}&sort=maxBonus`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => columnsOf(page)).toBe(3);
  const ranked = [AMOUNTS_TITLE, ...[8, 7, 6, 5, 4].map((index) => `Behaviour promotion ${index}`)];
  // the eye: rows of three, left to right
  const boxes = await Promise.all(
    ranked.map(async (title) => (await cards(page).filter({ hasText: title }).first().boundingBox())!),
  );
  for (const row of [boxes.slice(0, 3), boxes.slice(3, 6)]) {
    expect(row.map((box) => box.x)).toEqual([...row.map((box) => box.x)].sort((a, b) => a - b));
  }
  expect(Math.max(...boxes.slice(0, 3).map((box) => box.y))).toBeLessThan(
    Math.min(...boxes.slice(3, 6).map((box) => box.y)),
  );
  // the keyboard: each card's button in turn
  await cards(page).first().getByRole('button').first().focus();
  const reached: string[] = [];
  for (let presses = 0; presses < 40 && reached.length < 6; presses += 1) {
    const title = await page.evaluate(
      () =>
        document.activeElement?.closest('[data-testid="promotion-card"]')?.querySelector('h3, h2')?.textContent ?? '',
    );
    if (title && reached.at(-1) !== title) reached.push(title);
    await page.keyboard.press('Tab');
  }
  expect(reached).toEqual(ranked);
});

test('Back closes an open promotion and stays on the page; closing it leaves no entry behind', async ({ page }) => {
  for (const path of [categoryPath, `/bybrands?brand=${BRAND.id}`]) {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await page.goto(path);
    const card = cards(page).filter({ hasText: 'Behaviour promotion 1' }).first();
    await card.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Behaviour promotion 1' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/promo=/);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/promo=/);
    await expect(card).toBeVisible();

    // opened again and closed with Esc: Back then leaves the page, it does not reopen the promotion
    await card.getByRole('button').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/promo=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  }

  await page.goto('/welcomebonus');
  await page.getByTestId('welcome-row').first().getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/welcomebonus$/);
});

test('a promotion that fails to load offline says so in its dialog, and loads once back online', async ({
  page,
  context,
}) => {
  await page.goto(categoryPath);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  // the page has all it loads by itself; only the modal is fetched on the first open
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await cards(page).filter({ hasText: 'Behaviour promotion 2' }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Behaviour promotion 2' });
  await expect(dialog).toContainText('The promotion could not be loaded. Check your connection and try again.');
  // the failure stays in the dialog: the page keeps its cards, no section error below them
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByRole('button', { name: 'Report Wrong Info' })).toBeVisible();
  await page.keyboard.press('Escape');
  // and every other tile opens as usual
  await cards(page).filter({ hasText: 'Behaviour promotion 3' }).getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Behaviour promotion 3' })).toBeVisible();
});

test('on a brand page a tile tapped offline says so in a dialog, and the next tap online opens it', async ({
  page,
  context,
}) => {
  await page.goto(`/brand/${BRAND.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: BRAND.name })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  const tile = page.getByRole('button', { name: /Behaviour promotion 4/ });
  await context.setOffline(true);
  await tile.click();
  const dialog = page.getByRole('dialog', { name: 'Behaviour promotion 4' });
  await expect(dialog).toContainText('Promotion details are temporarily unavailable.');
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await context.setOffline(false);
  await tile.click();
  await expect(dialog.getByRole('button', { name: 'Report Wrong Info' })).toBeVisible();
});

test('during a break no amount shows in a card, the modal, its terms, or a brand page tile', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('bonusAtlas.breakUntil', new Date(Date.now() + 86_400_000).toISOString()),
  );
  const amount = /\d[\d.,]*\s?(k|jt|juta)\b|(IDR|Rp)\s?\d/;

  await page.goto(categoryPath);
  await expect(page.getByTestId('break-notice')).toBeVisible();
  const card = cards(page).filter({ hasText: 'Claim IDR ••• today' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Deposit Rp ••• and get up to ••• back.');
  expect(await card.innerText()).not.toMatch(amount);

  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Claim IDR ••• today' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Maximum bonus IDR •••');
  await expect(dialog).toContainText('Bonus capped at •••; turnover 25x.');
  expect(await dialog.innerText()).not.toMatch(amount);

  await page.goto(`/brand/${BRAND.slug}`);
  const tiles = page.getByRole('region', { name: 'Promotions', exact: true });
  await expect(tiles.getByText('Claim IDR ••• today')).toBeVisible();
  expect(await tiles.innerText()).not.toMatch(amount);
});

test('a promotion title in one long word wraps inside its card on a 390 px phone', async ({ page }) => {
  const word = 'Superbonusmingguanuntukpemainbarusemuapermainan';
  await writeDocuments({
    [`brands/${BRAND.id}/promotions/e2e-behaviour-longword`]: promotionFields(20, word, {
      description: `${word}${word}`,
    }),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(categoryPath);
  const card = cards(page).filter({ hasText: word }).first();
  await expect(card).toBeVisible();
  const [cardBox, titleBox] = await Promise.all([card.boundingBox(), card.getByRole('heading').boundingBox()]);
  expect((titleBox?.x ?? 0) + (titleBox?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  const clipped = await card.getByRole('heading').evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await deleteDocuments([`brands/${BRAND.id}/promotions/e2e-behaviour-longword`]);
});
