import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { englishOnlyLines } from './english-only-texts';

type Language = 'en' | 'id';

// every public route of spec §2 (the brand page's slug is read from Home)
const PUBLIC_PATHS = [
  '/',
  '/search',
  '/favorites',
  '/brand',
  '/bycategory',
  '/bybrands',
  '/welcomebonus',
  '/no-such-page',
];

/** A page's address in a language: the Indonesian pages live under /id. */
function inLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/id' : `/id${path}`;
}

/** Opens home in the language; the first brand's address (in that language, as the page links it). */
async function openIn(page: Page, language: Language): Promise<string> {
  await page.goto(inLanguage('/', language));
  const firstBrand = page.locator('article h2 a').first();
  await expect(firstBrand).toBeVisible();
  return String(await firstBrand.getAttribute('href'));
}

/** Waits until the routed section has rendered its data (no spinner, no skeleton). */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main [data-remote]').first().or(page.getByTestId('not-found'))).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const width of [1280, 390]) {
  for (const language of ['en', 'id'] as const) {
    test(`public pages at ${width} px in ${language.toUpperCase()}: no serious axe violation, headings in order`, async ({
      page,
    }) => {
      // ten pages with two axe passes each: more than one journey's time on a 2-core CI machine
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      const brandPath = await openIn(page, language);
      const problems: string[] = [];
      for (const path of [...PUBLIC_PATHS.map((path) => inLanguage(path, language)), brandPath]) {
        await page.goto(path);
        await settle(page);
        problems.push(...(await seriousViolations(page, path)));
        const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
        problems.push(
          ...violations.map(
            (violation) =>
              `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          ),
        );
      }
      expect(problems).toEqual([]);
    });
  }
}

test('in Bahasa Indonesia no visible line of a public page is an English-only interface text', async ({ page }) => {
  const brandPath = await openIn(page, 'id');
  const found: string[] = [];
  for (const path of [...PUBLIC_PATHS.map((path) => inLanguage(path, 'id')), brandPath]) {
    await page.goto(path);
    await settle(page);
    // open the side menu too: its links are part of every page
    const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
    found.push(...lines.filter((line) => englishOnlyLines.has(line)).map((line) => `${path}: "${line}"`));
  }
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const menuLines = (await page.getByRole('dialog').innerText()).split('\n').map((line) => line.trim());
  found.push(...menuLines.filter((line) => englishOnlyLines.has(line)).map((line) => `menu: "${line}"`));
  expect(found).toEqual([]);
});

test('the side menu keeps keyboard focus inside until it closes, then gives it back', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByTestId('site-header').getByRole('button', { name: 'Open menu' });
  // the server's page answers once the app has taken over
  await expect(menuButton).toBeEnabled();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await expect(menu).toBeVisible();
  const focusInMenu = () => menu.evaluate((element) => element.contains(document.activeElement));
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInMenu(), `after Tab ${step + 1}`).toBe(true);
  }
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInMenu(), `after Shift+Tab ${step + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
