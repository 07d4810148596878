import { expect, test, type Page } from '@playwright/test';
import { deletePromotions, putPromotions } from './firestore-admin';
import { allTestPromotions, SCROLL_CATEGORY } from './test-data';

test.beforeAll(async () => {
  await putPromotions(allTestPromotions);
});

test.afterAll(async () => {
  await deletePromotions(allTestPromotions.map((promotion) => promotion.id));
});

const cards = (page: Page) => page.getByTestId('promotion-card');
const categoryChip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Promotion categories' }).getByRole('button', { name, exact: true });

test('by category starts on Welcome Bonus and filters by the chip clicked', async ({ page }) => {
  await page.goto('/bycategory');
  const root = page.locator('[data-remote="mf_promotions"]').first();
  await expect(root).toBeVisible();
  await expect(categoryChip(page, 'Welcome Bonus')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('Welcome Bonus');

  await categoryChip(page, 'All').click();
  await expect(categoryChip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=All/);
  // the custom test category shows up as a chip marked * once its promotions are seen
  await page.goto(`/bycategory?category=${encodeURIComponent(SCROLL_CATEGORY)}`);
  await expect(categoryChip(page, `${SCROLL_CATEGORY} *`)).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toContainText(SCROLL_CATEGORY);
});

test('infinite scroll loads the next page of 50 and Load More is offered', async ({ page }) => {
  await page.goto(`/bycategory?category=${encodeURIComponent(SCROLL_CATEGORY)}`);
  await expect(cards(page)).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Load More Promotions' })).toBeVisible();
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(cards(page)).toHaveCount(60);
  await expect(page.getByText('You have seen all promotions.')).toBeVisible();
});

test('search filters promotions and keeps loading pages to find matches further down', async ({ page }) => {
  await page.goto(`/bycategory?category=${encodeURIComponent(SCROLL_CATEGORY)}`);
  await expect(cards(page)).toHaveCount(50);
  await page.getByRole('button', { name: 'Search promotions' }).click();
  // promotion 55 is on the second page: the short result list leaves the sentinel in view, so it loads
  await page.getByRole('searchbox', { name: 'Search promotions' }).fill('scroll 55');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Scroll promotion 55');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(cards(page)).toHaveCount(60);
});

test('by brands filters the grid by the brand chip', async ({ page }) => {
  await page.goto('/bybrands');
  const bar = page.getByRole('group', { name: 'Filter by brand' });
  await expect(bar.getByRole('button', { name: 'All Brands' })).toHaveAttribute('aria-pressed', 'true');
  const brandChip = bar.getByRole('button').nth(1);
  const brandName = (await brandChip.innerText()).trim();
  await brandChip.click();
  await expect(brandChip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/brand=/);
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText(brandName);
});

function rupiah(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

interface TableCell {
  value: number;
  expired: boolean;
}

/** One column of the welcome table, row by row, with whether the row's offer has expired. */
async function columnCells(page: Page, column: string): Promise<TableCell[]> {
  const cells = await page.getByTestId('welcome-row').evaluateAll(
    (rows, name) =>
      rows.map((row) => ({
        text: row.querySelector(`td[data-column="${name}"]`)?.textContent ?? '',
        expired: row.querySelector('[data-testid="promotion-validity"]')?.getAttribute('data-state') === 'expired',
      })),
    column,
  );
  return cells.map(({ text, expired }) => ({ value: rupiah(text), expired }));
}

/** The order the table promises: offers still running sorted by the column, then the expired ones sorted the same way. */
function runningThenExpired(cells: TableCell[], direction: 1 | -1): TableCell[] {
  const sorted = (expired: boolean) =>
    cells.filter((cell) => cell.expired === expired).sort((a, b) => direction * (a.value - b.value));
  return [...sorted(false), ...sorted(true)];
}

test('welcome bonus table sorts by max bonus and by turnover to clear, expired offers last', async ({ page }) => {
  await page.goto('/welcomebonus');
  const table = page.getByTestId('welcome-table');
  await expect(table.getByTestId('welcome-row').first()).toBeVisible();

  const maxBonusHeader = table.getByRole('columnheader', { name: 'Max Bonus' });
  await expect(maxBonusHeader).toHaveAttribute('aria-sort', 'descending');
  await maxBonusHeader.getByRole('button').click();
  await expect(maxBonusHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await columnCells(page, 'maxBonus');
  expect(ascending.length).toBeGreaterThan(0);
  expect(ascending).toEqual(runningThenExpired(ascending, 1));

  const clearHeader = table.getByRole('columnheader', { name: 'Turnover to clear' });
  await clearHeader.getByRole('button').click();
  await expect(clearHeader).toHaveAttribute('aria-sort', 'descending');
  const toClear = await columnCells(page, 'turnoverToClear');
  expect(toClear.length).toBeGreaterThan(0);
  expect(toClear).toEqual(runningThenExpired(toClear, -1));
});

test('a promotion opens from each page and closes with Esc', async ({ page }) => {
  for (const path of ['/bycategory', '/bybrands']) {
    await page.goto(path);
    const first = cards(page).first();
    const title = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Report Wrong Info' })).toBeVisible();
    await expect(page).toHaveURL(/promo=/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.goto('/welcomebonus');
  const row = page.getByTestId('welcome-row').first();
  await row.getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Max Bonus')).toBeVisible();
});
