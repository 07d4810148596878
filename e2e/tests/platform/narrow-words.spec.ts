import { expect, test, type Page } from '@playwright/test';
import { MEMBER_EMAIL, signIn } from '../support/session';

// On a phone a word wraps between words, never inside one, and an amount ("+IDR 5.000") never wraps at
// all: the cards and lists of the public and account pages at 320 and 390 px, in both languages.

/**
 * The words of the page's main content that the browser broke across two lines although they would fit
 * on one line of their card or row. A word runs from space to space (a no-break space joins "IDR" and its amount
 * into one word); a break just after a hyphen or a slash is a break between words.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const main = document.querySelector('main') ?? document.body;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      // the room a word has is its card's or row's, not its own box's: a row that squeezes a label beside
      // an amount narrower than a word is what breaks words
      const room = (parent.closest('li, article, section') ?? main).clientWidth;
      for (const match of (node.textContent ?? '').matchAll(/[^ \t\n\r\-/]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lines.size > 1 && width <= room) broken.push(match[0]);
      }
    }
    return broken;
  });
}

const inLanguage = (path: string, language: 'en' | 'id') =>
  language === 'en' ? path : `/id${path === '/' ? '' : path}`;

for (const width of [320, 390]) {
  test(`${width} px: cards on the home and the promotion pages break no word, in English and Indonesian`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const language of ['en', 'id'] as const) {
      for (const path of ['/', '/bycategory', '/welcomebonus']) {
        await page.goto(inLanguage(path, language));
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main')).toBeVisible();
        expect(await brokenWords(page), `${language} ${path}`).toEqual([]);
      }
    }
  });

  test(`${width} px: the wallet's amounts and My Reports break no word, in English and Indonesian`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/transactions');
    await signIn(page, MEMBER_EMAIL);
    for (const language of ['en', 'id'] as const) {
      await page.goto(inLanguage('/transactions', language));
      const rows = page.locator('[data-transaction-type]');
      await expect(rows.first()).toBeVisible();
      await expect(page.locator('[data-report-id]').first()).toBeVisible();
      expect(await brokenWords(page), `${language} /transactions`).toEqual([]);
    }
  });
}
