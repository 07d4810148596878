import { expect, test } from '@playwright/test';

// Runs on a stack seeded with generated brands: ATLAS_SEED_SCALE=2000 (playwright.config.ts)
const BRANDS = Number(process.env.ATLAS_SEED_SCALE);
const FIRST_SCREEN = 24;

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

test(`the home at ${BRANDS} brands: the first screen from the server, every brand after Load More, search`, async ({
  page,
  request,
}) => {
  // the server's page lists its first screen in its structured data, and its cards are among them (a
  // render past its deadline on a cold database is a plain page: the next one is rendered)
  let listed: string[] = [];
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get('/', { headers: { 'Accept-Language': 'en' } })).text();
        const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap(
          (match) => JSON.parse(match[1]!) as { '@type'?: string; itemListElement?: { url?: string }[] }[],
        );
        const list = [jsonLd].flat().find((item) => item['@type'] === 'ItemList')?.itemListElement ?? [];
        listed = list.map((item) => new URL(item.url ?? '', 'http://site').pathname);
        return listed.length;
      },
      { timeout: 30_000 },
    )
    .toBe(FIRST_SCREEN);
  const cardLinks = [...html.matchAll(/href="(\/brand\/[^"?#]+)"/g)].map((match) => match[1]);
  expect(cardLinks.length).toBeGreaterThan(0);
  for (const link of cardLinks) expect(listed).toContain(link);

  await page.goto('/');
  const home = page.locator('[data-remote="mf_catalog"]');
  await expect(cards(page)).toHaveCount(FIRST_SCREEN);
  // the chip counts every brand (numbers in id-ID, spec §9: 2.000)
  await expect(home.getByRole('button', { name: /^All Brands/ })).toContainText(
    new Intl.NumberFormat('id-ID').format(BRANDS),
  );

  await home.getByRole('button', { name: `Load More Brands (${BRANDS - FIRST_SCREEN} remaining)` }).click();
  await expect(home.getByRole('progressbar')).toBeVisible();
  await expect(home.getByRole('button', { name: /Load More Brands/ })).toBeHidden({ timeout: 15_000 });
  // every brand is in the list, and only the cards near the screen are in the page
  await expect(home.locator(`[role="listitem"][aria-setsize="${BRANDS}"]`).first()).toBeAttached();
  expect(await cards(page).count()).toBeLessThan(100);
  // the first card Load More revealed has the keyboard focus
  await expect(home.locator(`[aria-posinset="${FIRST_SCREEN + 1}"] a`).first()).toBeFocused();

  // the last brand is there once scrolled to
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = home.locator(`[aria-posinset="${BRANDS}"] article`);
  await expect(last).toBeVisible();
  const lastName = (await last.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(lastName).not.toBe('');

  // search finds it among them all
  await page.evaluate(() => window.scrollTo(0, 0));
  await home.getByRole('button', { name: 'Search brands' }).click();
  await home.getByPlaceholder('Search brands, bonuses, or features...').fill(lastName);
  await expect(home.getByText(new RegExp(`Found \\d+ result\\(s\\) for "${lastName}"`))).toBeVisible();
  await expect(cards(page).first()).toContainText(lastName);
});
