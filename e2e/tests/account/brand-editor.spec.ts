import { expect, test, type Page } from '@playwright/test';
import { listCollection, queryWhereEqual } from '../support/firestore-rest';
import { MEMBER_EMAIL, signIn } from '../support/session';
import { PORTS, STORED_IMAGE_URL } from '../support/stack';
import { deleteDocuments } from '../support/firestore-rest';
import { brandBySlug, makeImage, storedMetadata, storedSize } from './editor-data';

const NAME = `E2E Editor Brand ${Date.now()}`;
const SLUG = NAME.toLowerCase().replace(/\s+/g, '-');
const LOGO_LIMIT = 0.5 * 1024 * 1024;

async function fillPromotion(page: Page, index: number, title: string, description: string) {
  const promotion = page.getByRole('group', { name: `Promotion ${index}` });
  await promotion.getByLabel('Title').fill(title);
  await promotion.getByRole('button', { name: 'Edit description' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit description' });
  await editor.getByLabel('Description text').fill(description);
  await editor.getByRole('button', { name: 'Heading 2' }).click();
  await expect(
    editor.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: description }),
  ).toBeVisible();
  await editor.getByRole('button', { name: 'Apply' }).click();
  return promotion;
}

test.describe.serial('brand editor', () => {
  let brandId = '';
  let firstLogo = '';

  test.afterAll(async () => {
    if (!brandId) return;
    const promotions = await listCollection(`brands/${brandId}/promotions`);
    await deleteDocuments([
      ...promotions.map((promotion) => `brands/${brandId}/promotions/${String(promotion.id)}`),
      `brands/${brandId}`,
      `brand_slugs/${SLUG}`,
    ]);
  });

  test('a member creates a brand with a logo, a cover and two promotions; it shows on Home and its page', async ({
    page,
  }) => {
    await page.goto('/create-brand');
    await expect(page.getByText('You need to be logged in to create or edit brands')).toBeVisible();
    await signIn(page, MEMBER_EMAIL);

    await page.getByLabel('Brand name').fill(NAME);
    await expect(page.getByRole('textbox', { name: 'URL slug', exact: true })).toHaveValue(SLUG);
    await page.getByLabel('Website URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create Brand' }).click();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByText('Website URL is invalid. Please enter a valid URL including https://')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toBeFocused();

    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A brand made by the end-to-end journey.');
    await page.getByLabel('Welcome bonus').fill('100% up to IDR 2.000.000');
    await page.getByLabel('Website URL').fill('https://example.com');
    await page.getByLabel('Rating (1 to 5)').fill('4.6');
    await page.getByLabel('Features').fill('Fast withdrawals');
    await page.getByRole('button', { name: 'Add feature' }).click();

    // a GIF logo is refused with the spec's text
    const logo = page.getByRole('group', { name: 'Logo' });
    await logo
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(logo.getByRole('alert')).toHaveText('Please select an image of type: JPG, PNG');
    // a noise PNG over the 0.5 MB logo limit is shrunk before upload
    const bigLogo = await makeImage(page, 'image/png', 420, 420, true);
    expect(bigLogo.buffer.byteLength).toBeGreaterThan(LOGO_LIMIT);
    await logo.locator('input[type=file]').setInputFiles(bigLogo);
    await expect(logo.getByText('Image uploaded')).toBeVisible({ timeout: 30_000 });
    const cover = page.getByRole('group', { name: 'Cover image' });
    await cover.locator('input[type=file]').setInputFiles(await makeImage(page, 'image/jpeg', 640, 240));
    await expect(cover.getByText('Image uploaded')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Add Promotion' }).click();
    const first = await fillPromotion(page, 1, 'E2E Welcome Offer', 'Deposit and claim');
    await first.locator('input[type=file]').setInputFiles(await makeImage(page, 'image/png', 320, 180));
    await expect(first.getByText('Image uploaded')).toBeVisible({ timeout: 30_000 });
    await first.getByLabel('Max bonus (IDR)').fill('2000000');
    await first.getByLabel('Turnover (x)').fill('12');
    await first.getByLabel('Slots').check();
    await page.getByRole('button', { name: 'Add Promotion' }).click();
    const second = await fillPromotion(page, 2, 'E2E Weekly Reload', 'Reload every week');
    await second.getByLabel('Category').selectOption('Reload (daily/weekly)');
    await second.locator('input[type=file]').setInputFiles(await makeImage(page, 'image/jpeg', 320, 180));
    await expect(second.getByText('Image uploaded')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Create Brand' }).click();
    await expect(page.getByText('Brand created successfully! Taking you to My Brands...')).toBeVisible();
    await expect(page).toHaveURL(/\/mybrands$/, { timeout: 10_000 });

    const brand = await brandBySlug(SLUG);
    expect(brand).toMatchObject({
      name: NAME,
      createdBy: 'demo-member',
      verified: false,
      rating: 4.6,
      features: ['Fast withdrawals'],
    });
    brandId = String(brand?.id);
    firstLogo = String(brand?.logoImage);
    expect(firstLogo).toMatch(STORED_IMAGE_URL);
    const logoSize = await storedSize(firstLogo);
    expect(logoSize).not.toBeNull();
    expect(logoSize!).toBeLessThanOrEqual(LOGO_LIMIT);
    expect(await storedMetadata(firstLogo)).toMatchObject({
      uploadedBy: 'demo-member',
      originalSize: String(bigLogo.buffer.byteLength),
    });
    const promotions = await listCollection(`brands/${brandId}/promotions`);
    expect(promotions.map((promotion) => promotion.title).sort()).toEqual(['E2E Weekly Reload', 'E2E Welcome Offer']);

    await page.goto('/');
    await page.getByRole('button', { name: 'Search brands' }).click();
    await page.getByPlaceholder('Search brands, bonuses, or features...').fill(NAME);
    await expect(page.getByRole('heading', { name: NAME })).toBeVisible();

    await page.goto(`/brand/${SLUG}`);
    await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
    await expect(page.getByText('E2E Welcome Offer').first()).toBeVisible();
    const storedImages = page.locator(`img[src*=":${PORTS.storage}/"]`);
    await expect(storedImages.first()).toBeVisible();
    await expect
      .poll(() =>
        storedImages.evaluateAll(
          (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBeGreaterThanOrEqual(2);
  });

  test('the owner removes a promotion and replaces the logo; the old logo object is deleted', async ({ page }) => {
    expect(brandId, 'the brand created by the previous test').not.toBe('');
    await page.goto('/');
    await signIn(page, MEMBER_EMAIL);
    await page.goto(`/edit-brand/${brandId}`);
    await expect(page.getByLabel('Brand name')).toHaveValue(NAME);
    await page.getByRole('button', { name: 'Remove promotion E2E Weekly Reload' }).click();
    const logo = page.getByRole('group', { name: 'Logo' });
    await logo.locator('input[type=file]').setInputFiles(await makeImage(page, 'image/png', 200, 200));
    await expect(logo.getByText('Image uploaded')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Brand saved successfully! Taking you to My Brands...')).toBeVisible();

    await expect
      .poll(async () => (await listCollection(`brands/${brandId}/promotions`)).map((p) => p.title))
      .toEqual(['E2E Welcome Offer']);
    const brand = await brandBySlug(SLUG);
    expect(brand?.logoImage).not.toBe(firstLogo);
    expect(await storedSize(String(brand?.logoImage))).toBeGreaterThan(0);
    await expect.poll(() => storedSize(firstLogo)).toBeNull();
  });

  test("a member is refused on another member's brand", async ({ page }) => {
    const [othersBrand] = (await queryWhereEqual('brands', 'createdBy', 'demo-member-2')).filter((brand) => brand.id);
    expect(othersBrand).toBeDefined();
    await page.goto('/');
    await signIn(page, MEMBER_EMAIL);
    await page.goto(`/edit-brand/${String(othersBrand?.id)}`);
    await expect(page.getByText("You don't have permission to edit this brand.")).toBeVisible();
    await expect(page.getByLabel('Brand name')).toHaveCount(0);
  });
});
