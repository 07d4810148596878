import { expect, test, type Page } from '@playwright/test';
import { listCollection } from '../support/firestore-rest';
import { MEMBER_EMAIL, signIn } from '../support/session';
import {
  BRAND,
  CATEGORY,
  deleteTrustWorld,
  endsLabel,
  EXPIRED,
  inLanguage,
  LATER,
  MOVING,
  NEW_SLUG,
  OFFERS,
  SOON,
  writeTrustWorld,
  ZONE,
} from './trust-data';

// Offers you can trust: until when an offer runs, when its terms were verified, what changed in them,
// old brand addresses that keep working, sorting and filtering /bycategory, sharing a promotion.

test.beforeAll(writeTrustWorld);
test.afterAll(deleteTrustWorld);

/** Every expired row of the welcome table comes after every row that still runs, ours among them. */
async function expectExpiredLast(page: Page) {
  const rows = await page.getByTestId('welcome-row').evaluateAll((elements) =>
    elements.map((row) => ({
      title: row.textContent ?? '',
      expired: row.querySelector('[data-testid="promotion-validity"]')?.getAttribute('data-state') === 'expired',
    })),
  );
  const firstExpired = rows.findIndex((row) => row.expired);
  expect(firstExpired).toBeGreaterThan(0);
  expect(rows.slice(firstExpired).every((row) => row.expired)).toBe(true);
  expect(rows.findIndex((row) => row.title.includes('Trust welcome expired'))).toBeGreaterThanOrEqual(firstExpired);
}

const cardTitles = (page: Page) => page.getByTestId('promotion-card').locator('h2');
const card = (page: Page, title: string) => page.getByTestId('promotion-card').filter({ hasText: title });

/** The brand editor's fieldset of the promotion with this title. */
async function promotionTitled(page: Page, title: string) {
  for (let number = 1; number <= OFFERS.length; number += 1) {
    const group = page.getByRole('group', { name: `Promotion ${number}`, exact: true });
    if ((await group.getByLabel('Title').inputValue()) === title) return group;
  }
  throw new Error(`no promotion titled ${title} in the editor`);
}

/** Waits until the app has taken over the server's page (its controls are enabled). */
async function takenOver(page: Page) {
  await expect(page.locator('fieldset[data-server-markup]')).toHaveCount(0);
}

for (const language of ['en', 'id'] as const) {
  test(`${language.toUpperCase()}: cards, the modal and the welcome table say until when an offer runs; expired ones are greyed and last`, async ({
    page,
  }) => {
    // one column: the page order is the list's order (wider, the masonry deals cards to columns)
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(inLanguage(`/bycategory?category=${encodeURIComponent(CATEGORY)}`, language));
    await expect(cardTitles(page)).toHaveText([
      'Trust ends soon',
      'Trust ends later',
      'Trust without end',
      'Trust expired',
    ]);
    await expect(card(page, 'Trust ends soon').getByTestId('promotion-validity')).toHaveText(endsLabel(SOON, language));
    await expect(card(page, 'Trust ends later').getByTestId('promotion-validity')).toHaveText(
      endsLabel(LATER, language),
    );
    await expect(card(page, 'Trust without end').getByTestId('promotion-validity')).toHaveCount(0);
    const expired = card(page, 'Trust expired');
    await expect(expired.getByTestId('promotion-validity')).toHaveText(EXPIRED[language]);
    // greyed: its picture is grey and faded, the others' are not
    const mediaFilter = (title: string) =>
      card(page, title).evaluate((element) => getComputedStyle(element.querySelector('div') as Element).filter);
    expect(await mediaFilter('Trust expired')).toContain('grayscale(1)');
    expect(await mediaFilter('Trust ends soon')).toBe('none');

    await takenOver(page);
    await card(page, 'Trust ends soon').locator('h2 button').click();
    const modal = page.getByRole('dialog', { name: 'Trust ends soon' });
    await expect(modal.getByTestId('promotion-validity')).toHaveText(endsLabel(SOON, language));
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.goto(inLanguage('/welcomebonus', language));
    const rows = page.getByTestId('welcome-row');
    // the largest bonus that still runs leads; the even larger expired one is not first
    await expect(rows.first()).toContainText('Trust welcome ends');
    await expect(rows.first().getByTestId('promotion-validity')).toHaveText(endsLabel(SOON, language));
    const mine = rows.filter({ hasText: 'Trust welcome expired' });
    await expect(mine.getByTestId('promotion-validity')).toHaveText(EXPIRED[language]);
    await expectExpiredLast(page);
    // sorted by another column (turnover, lowest first: the expired one's 1x would lead), expired stay last
    await takenOver(page);
    const turnover = page.getByRole('columnheader').getByRole('button', { name: 'Turnover', exact: true });
    await turnover.click();
    await turnover.click();
    await expect(page.getByRole('columnheader', { name: 'Turnover', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expectExpiredLast(page);
  });
}

test('the owner confirms the terms: the modal says Verified on today, in both languages', async ({ page }) => {
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto(`/edit-brand/${BRAND.id}`);
  const promotion = page.getByRole('group', { name: 'Promotion 1', exact: true });
  await expect(promotion.getByLabel('Title')).toHaveValue(/Trust/);
  const title = await promotion.getByLabel('Title').inputValue();
  await expect(promotion.getByTestId('editor-verified')).toHaveText('Terms not verified yet');
  await promotion.getByRole('button', { name: 'Confirm terms' }).click();
  await expect(page.getByText('Terms confirmed')).toBeVisible();
  const today = new Date();
  const fullDate = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: ZONE }).format(today);
  await expect(promotion.getByTestId('editor-verified')).toHaveText(`Verified on ${fullDate('en-GB')}`);

  const offer = OFFERS.find((candidate) => candidate.title === title);
  expect(offer).toBeDefined();
  for (const language of ['en', 'id'] as const) {
    await page.goto(
      inLanguage(
        `/bycategory?category=${encodeURIComponent(offer!.category)}&promo=${BRAND.id}/${offer!.id}`,
        language,
      ),
    );
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal.getByTestId('promotion-verified')).toHaveText(
      language === 'en' ? `Verified on ${fullDate('en-GB')}` : `Diverifikasi pada ${fullDate('id-ID')}`,
    );
  }
});

test('an edit of the terms is logged: the modal lists the change with its date, in both languages', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto(`/edit-brand/${BRAND.id}`);
  await expect(page.getByRole('group', { name: 'Promotion 1', exact: true }).getByLabel('Title')).toHaveValue(/Trust/);
  const soon = await promotionTitled(page, 'Trust ends soon');
  await soon.getByLabel('Max bonus (IDR)').fill('4500000');
  await soon.getByLabel('Turnover (x)').fill('15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Brand saved successfully! Taking you to My Brands...')).toBeVisible();
  await expect
    .poll(async () => (await listCollection(`brands/${BRAND.id}/promotions/trust-soon/history`)).length)
    .toBe(1);

  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: ZONE }).format(new Date());
  const todayId = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: ZONE }).format(new Date());
  for (const language of ['en', 'id'] as const) {
    await page.goto(
      inLanguage(`/bycategory?category=${encodeURIComponent(CATEGORY)}&promo=${BRAND.id}/trust-soon`, language),
    );
    const history = page.getByRole('dialog', { name: 'Trust ends soon' }).getByTestId('promotion-history');
    await expect(history.getByRole('heading')).toHaveText(language === 'en' ? 'Recent changes' : 'Perubahan terakhir');
    const entry = history.getByTestId('promotion-history-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(language === 'en' ? today : todayId);
    // the amounts in the site's money format (IDR, written Rp by id-ID's Intl)
    await expect(entry).toContainText(
      new RegExp(
        `${language === 'en' ? 'Max Bonus' : 'Bonus Maks'}: (IDR|Rp)\\s?3\\.000\\.000 → (IDR|Rp)\\s?4\\.500\\.000`,
      ),
    );
    await expect(entry).toContainText('Turnover: 20x → 15x');
  }
});

test('a renamed brand: the old address answers 301 to the new one, and the app moves there too', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto(`/edit-brand/${MOVING.id}`);
  await page.getByRole('textbox', { name: 'URL slug' }).fill(NEW_SLUG);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Brand saved successfully! Taking you to My Brands...')).toBeVisible();

  const moved = await request.get(`/brand/${MOVING.slug}?tab=promotions`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/brand/${NEW_SLUG}?tab=promotions`);
  const movedId = await request.get(`/id/brand/${MOVING.slug}`, { maxRedirects: 0 });
  expect(movedId.status()).toBe(301);
  expect(movedId.headers().location).toBe(`/id/brand/${NEW_SLUG}`);
  // the new address is the page itself
  expect((await request.get(`/brand/${NEW_SLUG}`, { maxRedirects: 0 })).status()).toBe(200);

  await page.goto(`/brand/${MOVING.slug}`);
  await expect(page).toHaveURL(new RegExp(`/brand/${NEW_SLUG}$`));
  await expect(page.getByRole('heading', { name: MOVING.name, level: 1 })).toBeVisible();

  // inside the app (no server round trip) the old address is replaced by the new one
  await page.goto('/');
  await takenOver(page);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/brand/${MOVING.slug}`);
  await expect(page).toHaveURL(new RegExp(`/brand/${NEW_SLUG}$`));
  await expect(page.getByRole('heading', { name: MOVING.name, level: 1 })).toBeVisible();
});

test('sort and filter /bycategory through the address: the server sends the same order the app shows', async ({
  page,
  request,
}) => {
  // one column: the page order is the list's order
  await page.setViewportSize({ width: 390, height: 900 });
  // the server renders the chips every visitor has (All here): its HTML already has the list's order,
  // largest max bonus first among the Casino and all-games offers, the expired one (the largest of all)
  // not before them
  const html = await (await request.get('/bycategory?category=All&sort=maxBonus&game=Casino')).text();
  const order = [...html.matchAll(/data-promotion-id="([^"]+)"/g)].map((match) => match[1] as string);
  expect(order.slice(0, 2), `cards in the server's HTML: ${order.join(', ')}`).toEqual(['trust-open', 'trust-later']);
  expect(order).not.toContain('trust-soon');
  expect(order.indexOf('trust-expired') === -1 || order.indexOf('trust-expired') > 1).toBe(true);
  const path = `/bycategory?category=${encodeURIComponent(CATEGORY)}&sort=maxBonus&game=Casino`;

  await page.goto(path);
  await expect(cardTitles(page)).toHaveText(['Trust without end', 'Trust ends later', 'Trust expired']);
  await takenOver(page);
  await page.getByTestId('promotion-sort').selectOption('endingSoon');
  await expect(page).toHaveURL(/sort=endingSoon/);
  await expect(cardTitles(page)).toHaveText(['Trust ends later', 'Trust without end', 'Trust expired']);
  await page.getByRole('group', { name: 'Game category' }).getByRole('button', { name: 'All games' }).click();
  await expect(page).not.toHaveURL(/game=/);
  await expect(cardTitles(page)).toHaveText([
    'Trust ends soon',
    'Trust ends later',
    'Trust without end',
    'Trust expired',
  ]);
  await page.getByTestId('promotion-sort').selectOption('turnover');
  await expect(cardTitles(page)).toHaveText([
    'Trust ends later',
    'Trust without end',
    'Trust ends soon',
    'Trust expired',
  ]);

  // a shared address opens the same list in Indonesian too
  await page.goto(`/id${path}`);
  await expect(page.getByTestId('promotion-sort')).toHaveValue('maxBonus');
  await expect(
    page.getByRole('group', { name: 'Kategori game' }).getByRole('button', { name: 'Kasino' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page)).toHaveText(['Trust without end', 'Trust ends later', 'Trust expired']);
});

for (const language of ['en', 'id'] as const) {
  test(`${language.toUpperCase()}: without Web Share, Share copies the promotion's link and says so`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // a device without a share sheet
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(inLanguage(`/bycategory?category=${encodeURIComponent(CATEGORY)}`, language));
    await takenOver(page);
    await card(page, 'Trust ends later').locator('h2 button').click();
    const modal = page.getByRole('dialog', { name: 'Trust ends later' });
    await modal.getByRole('button', { name: language === 'en' ? 'Share' : 'Bagikan' }).click();
    await expect(page.getByText(language === 'en' ? 'Link copied' : 'Tautan disalin')).toBeVisible();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.searchParams.get('promo')).toBe(`${BRAND.id}/trust-later`);
    expect(copied.searchParams.get('category')).toBe(CATEGORY);

    // the link opens the same promotion
    await page.goto(copied.pathname + copied.search);
    await expect(page.getByRole('dialog', { name: 'Trust ends later' })).toBeVisible();
  });
}

for (const width of [390, 1280]) {
  test(`screenshots at ${width} px: cards, the modal with its history, the welcome table`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/bycategory?category=${encodeURIComponent(CATEGORY)}`);
    await takenOver(page);
    await expect(cardTitles(page).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`trust-cards-${width}.png`), fullPage: false });
    await card(page, 'Trust ends soon').locator('h2 button').click();
    const modal = page.getByRole('dialog', { name: 'Trust ends soon' });
    // the history of the edit made by the journey above, at the end of the modal's body
    const history = modal.getByTestId('promotion-history');
    await expect(history).toBeVisible();
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`trust-modal-${width}.png`), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await card(page, 'Trust expired').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`trust-expired-${width}.png`), animations: 'disabled' });
    await page.goto('/id/welcomebonus');
    await expect(page.getByTestId('welcome-row').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`trust-welcome-${width}.png`) });
    await page.getByTestId('welcome-row').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`trust-welcome-end-${width}.png`) });
  });
}
