import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, signIn } from '../support/session';
import { readDocument, writeDocuments } from '../support/firestore-rest';
import { STORAGE_ORIGIN } from '../support/stack';
import { removeDocuments } from './admin-data';

// Storage straight through local-firebase's REST API with the emulator `owner` token (bypasses the rules).
const STORAGE = STORAGE_ORIGIN;
const BUCKET = 'demo-bonus-atlas.appspot.com';
// a valid 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an image as `owner` and returns its download URL, as the app stores it in a brand. */
async function putImage(name: string): Promise<string> {
  const response = await fetch(`${STORAGE}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'image/png' },
    body: PNG,
  });
  if (!response.ok) throw new Error(`upload ${name} → ${response.status} ${await response.text()}`);
  const { downloadTokens } = (await response.json()) as { downloadTokens: string };
  return `${STORAGE}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media&token=${downloadTokens.split(',')[0]}`;
}

function brand(name: string, slug: string, createdBy: string, logoImage: string) {
  const now = new Date();
  return {
    name,
    slug,
    description: `${name} exists for the copycat journey.`,
    welcomeBonus: '100% up to IDR 1.000.000',
    websiteUrl: 'https://example.com',
    verified: false,
    acceptsCrypto: false,
    rating: 4.1,
    logoImage,
    coverImage: '',
    features: [],
    createdBy,
    createdAt: now,
    updatedAt: now,
  };
}

test.describe('admin: copycat images and orphaned promotions', () => {
  const stamp = Date.now();
  const victim = { id: `e2e-victim-${stamp}`, slug: `e2e-victim-${stamp}` };
  const copycat = { id: `e2e-copycat-${stamp}`, slug: `e2e-copycat-${stamp}` };
  const gone = `e2e-gone-brand-${stamp}`;
  const orphan = `e2e-orphan-${stamp}`;
  const report = `e2e-orphan-report-${stamp}`;
  const orphanTitle = `E2E Orphan Welcome ${stamp}`;

  test.afterAll(async () => {
    await removeDocuments([
      `brands/${victim.id}`,
      `brand_slugs/${victim.slug}`,
      `brands/${copycat.id}`,
      `brand_slugs/${copycat.slug}`,
      `brands/${gone}/promotions/${orphan}`,
      `promotion_reports/${report}`,
    ]);
  });

  test("an admin removing a copycat's logo never deletes the other brand's image it pointed at", async ({ page }) => {
    const victimLogo = await putImage(`brands/${victim.id}/logo/1_victim.png`);
    // data written before the folder rule (or by any way around the app): the copycat wears the victim's logo
    await writeDocuments({
      [`brands/${victim.id}`]: brand('E2E Victim Casino', victim.slug, 'demo-member-2', victimLogo),
      [`brand_slugs/${victim.slug}`]: { brandId: victim.id, uid: 'demo-member-2' },
      [`brands/${copycat.id}`]: brand('E2E Victim Casino Copy', copycat.slug, 'demo-member', victimLogo),
      [`brand_slugs/${copycat.slug}`]: { brandId: copycat.id, uid: 'demo-member' },
    });
    expect((await fetch(victimLogo)).status).toBe(200);

    await page.goto('/');
    await signIn(page, ADMIN_EMAIL);
    await page.goto(`/admin/brand/edit/${copycat.id}`);
    const logo = page.getByRole('group', { name: 'Logo' });
    await logo.getByRole('button', { name: 'Remove image' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Brand saved successfully! Taking you to My Brands...')).toBeVisible();

    await expect.poll(async () => (await readDocument(`brands/${copycat.id}`))?.logoImage).toBe('');
    // the save's clean-up ran (it follows the commit); the victim's object is still served
    expect((await fetch(victimLogo)).status).toBe(200);
    expect((await readDocument(`brands/${victim.id}`))?.logoImage).toBe(victimLogo);
  });

  test('a promotion whose brand is gone stays out of the listings, and an admin removes it from its report', async ({
    page,
  }) => {
    const now = new Date();
    await writeDocuments({
      [`brands/${gone}/promotions/${orphan}`]: {
        category: 'Welcome Bonus',
        title: orphanTitle,
        description: 'A promotion left behind by a deleted brand.',
        image: '',
        terms: 'None',
        gameCategories: ['Slots'],
        maxBonus: 900000,
        turnoverNeeded: 5,
        createdAt: now,
        updatedAt: now,
        brandId: gone,
        brandName: 'E2E Gone Brand',
        brandSlug: gone,
        brandLogo: '',
        brandWebsite: 'https://example.com',
        brandRating: 4,
        brandCreatedAt: now,
      },
      [`promotion_reports/${report}`]: {
        userId: 'demo-member',
        userEmail: 'member@bonus-atlas.test',
        promotionId: orphan,
        promotionTitle: orphanTitle,
        brandId: gone,
        brandName: 'E2E Gone Brand',
        description: `E2E: this brand no longer exists (${report})`,
        reason: 'broken_link',
        userAgent: 'e2e',
        timestamp: now,
        status: 'pending',
        rewarded: false,
        createdAt: now,
        updatedAt: now,
      },
    });

    await page.goto('/welcomebonus');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(orphanTitle)).toHaveCount(0);

    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/reports');
    await page.locator('tbody tr', { hasText: report }).click();
    const details = page.getByRole('dialog', { name: 'Report Details' });
    await expect(details).toContainText(orphanTitle);
    await details.getByRole('button', { name: 'Delete Promotion' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this promotion?' }).or(
      page.getByRole('dialog', { name: 'Delete this promotion?' }),
    );
    await confirm.getByRole('button', { name: 'Delete Promotion' }).click();
    await expect(page.getByText('Promotion deleted')).toBeVisible();
    await expect.poll(() => readDocument(`brands/${gone}/promotions/${orphan}`)).toBeNull();
    // the report stays for the record
    expect(await readDocument(`promotion_reports/${report}`)).not.toBeNull();
  });
});
