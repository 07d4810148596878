import { expect, test, type Page } from '@playwright/test';
import { deleteBrands, putBrands, testBrand } from '../catalog/catalog-data';
import { signIn } from '../support/session';

// Limits said in words in both languages, account pages signed out, a comment's e-mail, a rename seen
// by the other tab, and the layout of long words and labels on a 390 px phone.

const brand = testBrand('e2e-forms-venue', 'E2E Forms Venue');

test.beforeAll(async () => {
  await putBrands([brand]);
});

test.afterAll(async () => {
  await deleteBrands([brand]);
});

async function chooseLanguage(page: Page, language: 'EN' | 'ID'): Promise<void> {
  // the switch's buttons read "EN English" and "ID Bahasa Indonesia"
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${language} `) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Brand name past its limit reaching the form (pasted where a browser ignores maxlength), then submit. */
async function submitLongBrandName(page: Page, labels: { name: string; submit: string }): Promise<void> {
  const name = page.getByLabel(labels.name);
  await expect(name).toHaveAttribute('maxlength', '100');
  await name.evaluate((input) => input.removeAttribute('maxlength'));
  await name.fill('x'.repeat(120));
  await page.getByRole('button', { name: labels.submit }).click();
}

test('the brand form stops at its limits and says them in words, in English and in Indonesian', async ({ page }) => {
  await page.goto('/create-brand');
  await signIn(page, `limits-${Date.now()}@bonus-atlas.test`, { typed: true });
  const name = page.getByLabel('Brand name');
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveAttribute('maxlength', '5000');
  await expect(page.getByLabel('Welcome bonus')).toHaveAttribute('maxlength', '200');
  // typing stops at the limit
  await name.fill('x'.repeat(120));
  expect((await name.inputValue()).length).toBeLessThanOrEqual(100);

  await submitLongBrandName(page, { name: 'Brand name', submit: 'Create Brand' });
  await expect(page.getByText('Brand name must be 100 characters or less')).toBeVisible();
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);

  await chooseLanguage(page, 'ID');
  await submitLongBrandName(page, { name: 'Nama brand', submit: 'Buat Brand' });
  await expect(page.getByText('Nama brand maksimal 100 karakter')).toBeVisible();
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
  await chooseLanguage(page, 'EN');
});

test('an empty brand form outlines every required field red, the one under the pointer too; fixing them takes the message away', async ({
  page,
}) => {
  await page.goto('/create-brand');
  await signIn(page, `outline-${Date.now()}@bonus-atlas.test`, { typed: true });
  await page.getByRole('button', { name: 'Create Brand' }).click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  const fields = [
    page.getByLabel('Brand name'),
    page.getByRole('textbox', { name: 'URL slug' }),
    page.getByRole('textbox', { name: 'Description', exact: true }),
    page.getByLabel('Welcome bonus'),
  ];
  const danger = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-danger').trim(),
  );
  const asRgb = await page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, danger);
  for (const field of fields) {
    await field.hover();
    await expect(field).toHaveCSS('border-top-color', asRgb);
  }
  await page.getByLabel('Brand name').fill('Outline Check');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Slots and sports');
  await page.getByLabel('Welcome bonus').fill('100% up to IDR 1.000.000');
  // the slug follows the name, so its message goes too, and with the last one the form's message
  await expect(page.getByText('Please correct the highlighted fields.')).toHaveCount(0);
  await expect(page.getByText('Brand URL slug is required')).toHaveCount(0);
});

test('a long one-word brand name keeps the brand form within a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/create-brand');
  await signIn(page, `narrow-${Date.now()}@bonus-atlas.test`, { typed: true });
  await page.getByLabel('Brand name').fill('Superlongbrandnamewithoutanyspacesatallforthephone');
  await expect(page.getByText(/superlongbrandnamewithoutanyspacesatallforthephone/).first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

test('/mybrands signed out asks to sign in to see your brands, with Sign In right there', async ({ page }) => {
  await page.goto('/mybrands');
  const main = page.getByRole('main');
  await expect(main.getByText('Please Sign In')).toBeVisible();
  await expect(main.getByText('You need to be logged in to view your brands')).toBeVisible();
  await expect(main.getByText(/view your profile/)).toHaveCount(0);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose an account' })).toBeVisible();
});

test('a comment with "not-an-email" as e-mail is refused with words, in both languages', async ({ page }) => {
  const labels = {
    en: { region: /^Comments/, text: /^Comment/, name: /^Your name/, email: /^Email/, submit: 'Post Comment' },
    id: { region: /^Komentar/, text: /^Komentar/, name: /^Nama Anda/, email: /^Email/, submit: 'Kirim Komentar' },
  };
  const post = async (words: (typeof labels)['en']) => {
    const comments = page.getByRole('region', { name: words.region });
    await comments.getByLabel(words.text).fill('Nice venue');
    await comments.getByLabel(words.name).fill('Sari Visitor');
    await comments.getByLabel(words.email).fill('not-an-email');
    await comments.getByRole('button', { name: words.submit }).click();
    return comments;
  };
  await page.goto(`/brand/${brand.slug}`);
  const english = await post(labels.en);
  await expect(english.getByText('Please enter a valid email address, e.g. name@example.com')).toBeVisible();
  await chooseLanguage(page, 'ID');
  const indonesian = await post(labels.id);
  await expect(indonesian.getByText('Masukkan alamat email yang valid, mis. nama@contoh.com')).toBeVisible();
  await chooseLanguage(page, 'EN');
});

test('"Muat Lebih Banyak Brand" fits a 390 px phone', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'ID');
  await page.setViewportSize({ width: 390, height: 844 });
  const loadMore = page.getByRole('button', { name: /^Muat Lebih Banyak Brand/ });
  await loadMore.scrollIntoViewIfNeeded();
  const box = await loadMore.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

test('renaming yourself in one tab renames the avatar in the other tab', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/profile');
  await signIn(first, `twotabs-${Date.now()}@bonus-atlas.test`, { typed: true });
  const second = await context.newPage();
  await second.goto('/');
  const avatar = second.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await expect(avatar).toBeVisible();

  await first.getByRole('button', { name: 'Edit Profile' }).click();
  await first.getByLabel('Display name').fill('Zaki Yusuf');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Profile updated successfully!')).toBeVisible();
  await expect(avatar).toContainText('ZY');
});
