import { expect, test, type Page } from '@playwright/test';
import { SITE } from '../support/stack';

// A page comes with its own language's texts only; the other language's arrive when the visitor
// switches. Until they are in, the page stays as it was: no key in place of a text, no half-switched page.

const TEXTS_ID = /\/js\/texts-id\.[0-9a-f]+\.js$/;
// a key of the shared namespaces shown instead of its text ("nav.signIn", "actions.retry", …)
const SHOWN_KEY = /\b(appTitle|nav|actions|states|errors|footer|session|language)\.[a-zA-Z]+\b/;

async function waitForTakeover(page: Page): Promise<void> {
  await expect(page.locator('fieldset[data-server-markup]')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test('an English page downloads no Indonesian texts; the switch shows Indonesian once they are in, never a key', async ({
  page,
}) => {
  const indonesianAsked: string[] = [];
  page.on('request', (request) => {
    if (TEXTS_ID.test(request.url())) indonesianAsked.push(request.url());
  });
  await page.goto('/bycategory');
  await waitForTakeover(page);
  expect(indonesianAsked).toEqual([]);

  // the Indonesian texts are held back until the page has been looked at
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(TEXTS_ID, async (route) => {
    await held;
    await route.continue();
  });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^ID\b/ }).click();
  await expect.poll(() => indonesianAsked.length).toBe(1);
  // still the English page at its English address, every text a text
  await expect(page).toHaveURL(`${SITE}/bycategory`);
  await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(SHOWN_KEY);

  release();
  await expect(page).toHaveURL(`${SITE}/id/bycategory`);
  await expect(banner.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  expect(await page.locator('body').innerText()).not.toMatch(SHOWN_KEY);
});
