import { expect, test } from '@playwright/test';
import { MEMBER_EMAIL, signIn } from '../support/session';
import { STORED_IMAGE_URL } from '../support/stack';
import { makeImage, storedMetadata, storedSize } from './editor-data';

const MB = 1024 * 1024;

// spec §5 with real bytes, through the editor's pickers in Chromium (browser-image-compression needs a canvas)
test('a 3 MB JPEG promotion image is shrunk under 2 MB; files over twice the limit and GIF logos are refused', async ({ page }) => {
  // shrinking 3 MB of noise on the page's main thread takes most of a minute on a busy 2-core machine
  test.setTimeout(150_000);
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  await page.goto('/create-brand');
  await page.getByLabel('Brand name').fill(`E2E Image Processing ${Date.now()}`);
  await page.getByRole('button', { name: 'Add Promotion' }).click();
  const promotion = page.getByRole('group', { name: 'Promotion 1' });
  const input = promotion.locator('input[type=file]');

  // noise does not compress: about 3 MB as a high-quality JPEG
  const big = await makeImage(page, 'image/jpeg', 2000, 1500, true);
  expect(big.buffer.byteLength).toBeGreaterThan(2 * MB);
  expect(big.buffer.byteLength).toBeLessThan(4 * MB);
  await input.setInputFiles(big);
  await expect(promotion.getByText('Image uploaded')).toBeVisible({ timeout: 60_000 });
  const url = await promotion.getByRole('img').getAttribute('src');
  expect(url).toMatch(STORED_IMAGE_URL);
  const size = await storedSize(String(url));
  expect(size).not.toBeNull();
  expect(size!).toBeLessThanOrEqual(2 * MB);
  expect(await storedMetadata(String(url))).toMatchObject({ originalSize: String(big.buffer.byteLength) });

  // over twice the 0.5 MB logo limit: refused before processing, with the spec's text
  const logo = page.getByRole('group', { name: 'Logo' });
  await logo.locator('input[type=file]').setInputFiles(await makeImage(page, 'image/png', 700, 700, true));
  await expect(logo.getByRole('alert')).toHaveText('Image size should be less than 1MB for processing');
  await logo.locator('input[type=file]').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(logo.getByRole('alert')).toHaveText('Please select an image of type: JPG, PNG');
  await logo.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(logo.getByRole('alert')).toHaveText('Please select an image file');
});
