import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, signIn } from '../support/session';
import { deleteDocuments, writeDocuments, type Plain } from '../support/firestore-rest';
import { XSS_PAYLOADS } from './xss-payloads';

// Every payload in every text field a visitor or an admin sees rendered: brand fields (cards and the
// brand page), promotion title, description (through the markup renderer), terms, category and game
// categories (cards, chips, detail modal), comments and replies (brand page, admin screen).
const stamp = Date.now();
const BRANDS = [0, 1, 2, 3].map((index) => ({ id: `e2e-xss-${stamp}-${index}`, slug: `e2e-xss-${stamp}-${index}` }));
const perBrand = Math.ceil(XSS_PAYLOADS.length / BRANDS.length);
const payloadsOf = (brandIndex: number) => XSS_PAYLOADS.slice(brandIndex * perBrand, (brandIndex + 1) * perBrand);

function corpusDocuments(): Record<string, Record<string, Plain>> {
  const now = new Date();
  const documents: Record<string, Record<string, Plain>> = {};
  BRANDS.forEach((brand, brandIndex) => {
    const payloads = payloadsOf(brandIndex);
    const name = `XSS ${brandIndex} ${payloads[0]}`;
    documents[`brands/${brand.id}`] = {
      name,
      slug: brand.slug,
      description: payloads.join('\n'),
      welcomeBonus: payloads[1] ?? payloads[0]!,
      websiteUrl: `https://${brand.slug}.example`,
      verified: true,
      acceptsCrypto: true,
      rating: 5,
      logoImage: '',
      coverImage: '',
      features: [...payloads],
      createdBy: 'demo-admin',
      createdAt: now,
      updatedAt: now,
    };
    payloads.forEach((payload, index) => {
      documents[`brands/${brand.id}/promotions/p${index}`] = {
        category: index === 0 ? 'Welcome Bonus' : payload,
        title: payload,
        description: payload,
        image: '',
        terms: payload,
        gameCategories: [payload, 'Slots'],
        maxBonus: 1000000,
        turnoverNeeded: 20,
        createdAt: now,
        updatedAt: now,
        brandId: brand.id,
        brandName: name,
        brandSlug: brand.slug,
        brandLogo: '',
        brandWebsite: `https://${brand.slug}.example`,
        brandRating: 5,
        brandCreatedAt: now,
      };
      const commentId = `${brand.id}-c${index}`;
      documents[`comments/${commentId}`] = {
        text: payload,
        authorName: payload,
        relatedContent: name,
        relatedContentId: brand.id,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      };
      documents[`comments/${commentId}/replies/r1`] = {
        commentId,
        relatedContentId: brand.id,
        commentStatus: 'active',
        text: payload,
        replyType: 'user',
        userName: payload,
        createdAt: now,
        updatedAt: now,
      };
    });
  });
  return documents;
}

/** Fails on anything a payload could have done: a dialog, the global flag, live handlers or URLs. */
async function expectInert(page: Page, where: string, dialogs: string[]): Promise<void> {
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  const executed = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);
  expect(executed, `${where}: window.__xss`).toBeNull();
  // the whole body: modals render in a portal outside <main>; the app's own scripts all have a src,
  // and a server-rendered page's data and the page's structured data are JSON, which the browser
  // does not run (the structured data's own escaping is checked in the server's HTML below)
  const live = await page
    .locator('body')
    .evaluate((body) =>
      [
        ...body.querySelectorAll(
          'script:not([src]):not([type="application/json"]):not([type="application/ld+json"]), iframe, object, embed, meta, link, [onerror], [onload], [onfocus], [ontoggle], [onstart], [formaction], a[href^="javascript:" i], [src^="javascript:" i], [style*="javascript:" i]',
        ),
      ].map((element) => element.outerHTML.slice(0, 120)),
    );
  expect(live, `${where}: live markup`).toEqual([]);
}

/** The server's HTML for a page holds no payload as markup: only as escaped text or data. */
async function expectEscapedOnServer(page: Page, path: string): Promise<void> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: status`).toBe(true);
  const html = await response.text();
  expect(html, `${path}: rendered on the server`).toContain('data-rendered-for="visitor"');
  const raw = XSS_PAYLOADS.filter((payload) => payload.includes('<') && html.includes(payload));
  expect(raw, `${path}: payloads as markup in the server's HTML`).toEqual([]);
}

test.describe('XSS corpus', () => {
  const documents = corpusDocuments();

  test.beforeAll(async () => {
    await writeDocuments(documents);
  });

  test.afterAll(async () => {
    await deleteDocuments(Object.keys(documents).reverse());
  });

  test(`${XSS_PAYLOADS.length} payloads in every text field render as inert text on cards, brand pages, the detail modal and comments`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^XSS 0 / })).toBeVisible();
    // the payload is shown as the text it is
    await expect(page.getByRole('heading', { name: `XSS 0 ${XSS_PAYLOADS[0]}` })).toBeVisible();
    await expectInert(page, 'home cards', dialogs);
    await expectEscapedOnServer(page, '/');

    for (const [brandIndex, brand] of BRANDS.entries()) {
      await page.goto(`/brand/${brand.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`XSS ${brandIndex}`);
      await expect(page.getByText(payloadsOf(brandIndex)[0]!, { exact: true }).first()).toBeVisible();
      await expectInert(page, `brand page ${brandIndex}`, dialogs);
      await expectEscapedOnServer(page, `/brand/${brand.slug}`);
      const tiles = page.locator(
        '#brand-promotions-title ~ * button[class*="tile"], section[aria-labelledby="brand-promotions-title"] ul button',
      );
      const count = await tiles.count();
      expect(count).toBe(payloadsOf(brandIndex).length);
      for (let index = 0; index < count; index += 1) {
        await tiles.nth(index).click();
        const detail = page.getByTestId('promotion-detail');
        await expect(detail).toBeVisible();
        await expectInert(page, `detail ${brandIndex}/${index}`, dialogs);
        await page.keyboard.press('Escape');
        await expect(detail).toBeHidden();
      }
    }

    for (const path of ['/bycategory', '/bybrands', '/welcomebonus']) {
      await page.goto(path);
      await expect(page.locator('main [data-remote]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectInert(page, path, dialogs);
    }

    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/comments');
    await expect(page.getByText(XSS_PAYLOADS[1]!, { exact: true }).first()).toBeVisible();
    await expectInert(page, 'admin comments', dialogs);
  });
});
