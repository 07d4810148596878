import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { deleteImage, deleteReplacedImages, storagePathOf } from '../../src/media/delete-image';
import { uploadBrandImage } from '../../src/media/upload-brand-image';
import { analyzeMigration } from '../../src/migration/analyze-migration';
import { runMigration } from '../../src/migration/run-migration';
import { admin, closeAll, connectAs, member, other, resetFirestore, seedUsers } from './support/actors';

// 1×1 transparent PNG
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;
const png = () => new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' });

describe('storage uploads', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, other, admin]);
  });
  afterAll(closeAll);

  it('uploads to brands/{brandId}/logo with metadata and returns a download URL that serves the bytes', async () => {
    const asMember = connectAs(member);
    const uploaded = await uploadBrandImage(
      {
        file: png(),
        kind: 'logo',
        brandId: 'abcdefghijk',
        fileName: 'logo.png',
        uid: member.uid,
      },
      asMember,
    );
    expect(uploaded.path).toMatch(/^brands\/abcdefghijk\/logo\/\d+_logo\.png$/);
    const response = await fetch(uploaded.url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(PNG_BASE64);
    expect(storagePathOf(uploaded.url, asMember.config.storageBucket)).toBe(uploaded.path);

    // only the folder's owner (here the member who claimed the unsaved brand's id) or an admin may delete it
    await expect(deleteImage(uploaded.url, connectAs(other))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(await deleteImage(uploaded.url, asMember)).toBe(true);
    expect((await fetch(uploaded.url)).status).toBe(404);
  });

  it('requires a signed-in uploader and reports refused uploads with the spec prefix', async () => {
    await expect(
      uploadBrandImage({ file: png(), kind: 'cover', brandId: 'x1', fileName: 'c.png', uid: null }, connectAs(null)),
    ).rejects.toThrow('User must be authenticated to upload images. Please sign in first.');
    const notAnImage = new Blob(['<html></html>'], { type: 'text/html' });
    await expect(
      uploadBrandImage(
        { file: notAnImage, kind: 'cover', brandId: 'x1', fileName: 'c.html', uid: member.uid },
        connectAs(member),
      ),
    ).rejects.toThrow('Upload failed: User not authorized');
  });

  it('deletes only replaced images we own', async () => {
    const asMember = connectAs(member);
    const kept = await uploadBrandImage(
      { file: png(), kind: 'cover', brandId: 'b1', fileName: 'a.png', uid: member.uid },
      asMember,
    );
    const replaced = await uploadBrandImage(
      { file: png(), kind: 'cover', brandId: 'b1', fileName: 'b.png', uid: member.uid },
      asMember,
    );
    const removed = await deleteReplacedImages(
      'b1',
      [kept.url, replaced.url, 'https://cdn.example.com/external.png', PNG_DATA_URL],
      [kept.url],
      asMember,
    );
    expect(removed).toBe(1);
    expect((await fetch(kept.url)).status).toBe(200);
    expect((await fetch(replaced.url)).status).toBe(404);
  });

  it("an admin's save of one brand never deletes another brand's image it pointed at", async () => {
    const victim = await uploadBrandImage(
      { file: png(), kind: 'logo', brandId: 'victim1', fileName: 'v.png', uid: other.uid },
      connectAs(other),
    );
    const own = await uploadBrandImage(
      { file: png(), kind: 'logo', brandId: 'copycat1', fileName: 'c.png', uid: member.uid },
      connectAs(member),
    );
    // the copycat's logo had been the victim's URL, and one promotion its own image; the admin removes both
    const removed = await deleteReplacedImages('copycat1', [victim.url, own.url], [], connectAs(admin));
    expect(removed).toBe(1);
    expect((await fetch(victim.url)).status).toBe(200);
    expect((await fetch(own.url)).status).toBe(404);
  });
});

describe('image migration', () => {
  beforeAll(async () => {
    await resetFirestore();
    const owner = connectAs('owner');
    await seedUsers(owner, [admin]);
    const now = Timestamp.now();
    const brand = (name: string, logoImage: string) => ({
      name,
      slug: name.toLowerCase(),
      description: 'd',
      welcomeBonus: '100%',
      websiteUrl: '',
      verified: false,
      acceptsCrypto: false,
      rating: 4,
      logoImage,
      coverImage: '',
      createdBy: 'legacy-owner',
      createdAt: now,
      updatedAt: now,
    });
    await setDoc(doc(owner.db, 'brands', 'inline-1'), brand('Inline', PNG_DATA_URL));
    await setDoc(doc(owner.db, 'brands', 'inline-2'), brand('Second', PNG_DATA_URL));
    await setDoc(doc(owner.db, 'brands', 'hosted'), brand('Hosted', 'https://cdn.example.com/logo.png'));
    await setDoc(doc(owner.db, 'brands', 'inline-1', 'promotions', 'p1'), {
      category: 'Welcome Bonus',
      title: 't',
      description: '',
      image: PNG_DATA_URL,
      terms: '',
      gameCategories: [],
      maxBonus: 0,
      turnoverNeeded: 0,
      createdAt: now,
      updatedAt: now,
      brandId: 'inline-1',
    });
  });
  afterAll(closeAll);

  it('analyses inline base64 images', async () => {
    expect(await analyzeMigration(connectAs(admin))).toEqual({
      totalBrands: 3,
      brandsWithBase64: 2,
      brandImages: 2,
      promotionImages: 1,
      totalImages: 3,
    });
  });

  it('dry run only counts; a live run uploads, rewrites URLs, stamps migratedAt and pauses 500 ms between brands', async () => {
    const asAdmin = connectAs(admin);
    const pauses: number[] = [];
    const delay = async (ms: number) => void pauses.push(ms);
    const dry = await runMigration({ dryRun: true, brandLimit: null, uid: admin.uid }, asAdmin, { delay });
    expect(dry).toMatchObject({ dryRun: true, brandsProcessed: 2, brandImagesMigrated: 2, promotionImagesMigrated: 1 });
    expect((await getDoc(doc(asAdmin.db, 'brands', 'inline-1'))).get('logoImage')).toBe(PNG_DATA_URL);

    const progress: string[] = [];
    const onProgress = (step: { brandId: string; done: number; total: number; state: string }) =>
      void progress.push(`${step.brandId} ${step.state} ${step.done}/${step.total}`);
    const limited = await runMigration(
      { dryRun: false, brandLimit: 1, skipPromotionImages: true, uid: admin.uid },
      asAdmin,
      { delay, onProgress },
    );
    expect(limited).toMatchObject({
      brandsProcessed: 1,
      brandImagesMigrated: 1,
      promotionImagesMigrated: 0,
      promotionImagesSkipped: 1,
      errors: [],
    });
    expect(progress).toEqual([
      'inline-1 waiting 0/1',
      'inline-1 running 0/1',
      'inline-1 running 1/1',
      'inline-1 done 1/1',
    ]);
    // the promotion's denormalised logo follows the brand's new URL in the same commit
    const logoUrl = (await getDoc(doc(asAdmin.db, 'brands', 'inline-1'))).get('logoImage') as string;
    expect((await getDoc(doc(asAdmin.db, 'brands', 'inline-1', 'promotions', 'p1'))).get('brandLogo')).toBe(logoUrl);

    const rest = await runMigration({ dryRun: false, brandLimit: null, uid: admin.uid }, asAdmin, { delay });
    expect(rest.errors).toEqual([]);
    expect(rest.promotionImagesMigrated).toBe(1);
    const migrated = await getDoc(doc(asAdmin.db, 'brands', 'inline-1'));
    expect(migrated.get('logoImage')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v0\/b\/.+\/o\/brands%2Finline-1%2Flogo%2F/);
    expect(migrated.get('migratedAt')).toBeTruthy();
    const promotion = await getDoc(doc(asAdmin.db, 'brands', 'inline-1', 'promotions', 'p1'));
    expect(promotion.get('image')).toMatch(/%2Fpromotions%2F/);
    expect(pauses).toEqual([500, 500]); // between brands of the dry run and of the last run, never before the first
    expect(await analyzeMigration(asAdmin)).toMatchObject({ totalImages: 0 });
  });
});
