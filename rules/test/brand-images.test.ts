import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { brandData, brandImageUrl, createBrandBatch, IDS, promotionData, seedBaseline, slugClaim } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));

describe("brand images: only the brand's own folder brands/{brandId}/", () => {
  const LOCAL = 'http://127.0.0.1:9199/v0/b/demo-bonus-atlas.appspot.com/o/';
  const victimLogo = brandImageUrl(IDS.otherBrand);

  it.each([
    ["another brand's uploaded logo", victimLogo],
    [
      "another brand's logo on the production host",
      brandImageUrl(IDS.otherBrand, 'logo', 'logo.png', 'https://firebasestorage.googleapis.com'),
    ],
    ['a folder whose name only starts with the brand id', brandImageUrl('brand-new-2')],
    [
      'a lower-case %2f walking out of the folder',
      `${LOCAL}brands%2Fbrand-new%2Flogo%2f..%2f..%2F${IDS.otherBrand}%2Flogo%2Flogo.png`,
    ],
    [
      'an encoded ../ walking out of the folder',
      `${LOCAL}brands%2Fbrand-new%2Flogo%2F..%2F..%2F${IDS.otherBrand}%2Flogo%2Flogo.png`,
    ],
    ['an object at the bucket root', `${LOCAL}logo.png?alt=media`],
    ['a folder other than logo, cover and promotions', brandImageUrl('brand-new', 'docs', 'a.png')],
  ])('attack: a new brand wearing %s is refused', async (_label, logoImage) => {
    await expectDenied(
      createBrandBatch(
        world.as.member.db,
        'brand-new',
        'new-brand',
        brandData(ACTORS.member.uid, 'new-brand', { logoImage }),
      ),
    );
  });

  it('attack: a brand id that is a pattern (.*) holds no image of any folder', async () => {
    await expectDenied(
      createBrandBatch(
        world.as.member.db,
        'x.*',
        'new-brand',
        brandData(ACTORS.member.uid, 'new-brand', {
          logoImage: brandImageUrl('x-anything'),
        }),
      ),
    );
  });

  it.each(['member', 'admin'] as ActorName[])(
    "attack: %s cannot point the member's brand logo or cover at another brand's image",
    async (actor) => {
      const ref = doc(world.as[actor].db, 'brands', IDS.memberBrand);
      await expectDenied(updateDoc(ref, { logoImage: victimLogo, updatedAt: serverTimestamp() }));
      await expectDenied(updateDoc(ref, { coverImage: victimLogo, updatedAt: serverTimestamp() }));
      await expectAllowed(
        updateDoc(ref, {
          logoImage: brandImageUrl(IDS.memberBrand, 'logo', '17_new.png'),
          updatedAt: serverTimestamp(),
        }),
      );
    },
  );

  it("attack: a promotion cannot show another brand's image", async () => {
    const db = world.as.member.db;
    const promotion = (image: string) => {
      const batch = writeBatch(db);
      batch.set(
        doc(db, 'brands', IDS.memberBrand, 'promotions', 'promo-new'),
        promotionData(IDS.memberBrand, 'member-brand', { image }),
      );
      batch.update(doc(db, 'brands', IDS.memberBrand), { promotionIds: [IDS.memberPromotion, 'promo-new'] });
      return batch.commit();
    };
    await expectDenied(promotion(brandImageUrl(IDS.otherBrand, 'promotions', 'p.png')));
    await expectAllowed(promotion(brandImageUrl(IDS.memberBrand, 'promotions', 'p.png')));
  });
});

describe('brand_drafts/{brandId}: who uploads images for a brand not saved yet', () => {
  const draft = (uid: string) => ({ createdBy: uid, createdAt: serverTimestamp() });

  it('a member claims a fresh id, claims it again (a retry), and the brand create deletes the draft', async () => {
    const db = world.as.member.db;
    await expectAllowed(setDoc(doc(db, 'brand_drafts', 'brand-new'), draft(ACTORS.member.uid)));
    await expectAllowed(setDoc(doc(db, 'brand_drafts', 'brand-new'), draft(ACTORS.member.uid)));
    const batch = writeBatch(db);
    batch.set(doc(db, 'brands', 'brand-new'), brandData(ACTORS.member.uid, 'new-brand'));
    batch.set(doc(db, 'brand_slugs', 'new-brand'), slugClaim('brand-new', ACTORS.member.uid));
    batch.delete(doc(db, 'brand_drafts', 'brand-new'));
    await expectAllowed(batch.commit());
    expect((await getDoc(doc(world.owner.db, 'brand_drafts', 'brand-new'))).exists()).toBe(false);
  });

  it('a brand create deletes a draft that was never written (no upload before the save)', async () => {
    const db = world.as.member.db;
    const batch = writeBatch(db);
    batch.set(doc(db, 'brands', 'brand-new'), brandData(ACTORS.member.uid, 'new-brand'));
    batch.set(doc(db, 'brand_slugs', 'new-brand'), slugClaim('brand-new', ACTORS.member.uid));
    batch.delete(doc(db, 'brand_drafts', 'brand-new'));
    await expectAllowed(batch.commit());
  });

  it("attack: a draft for an existing brand's id (to upload into its folder) is refused", async () => {
    await expectDenied(setDoc(doc(world.as.member.db, 'brand_drafts', IDS.otherBrand), draft(ACTORS.member.uid)));
  });

  it("attack: a draft in someone else's name, or taking over another's draft, is refused", async () => {
    await expectDenied(setDoc(doc(world.as.member.db, 'brand_drafts', 'brand-new'), draft(ACTORS.other.uid)));
    await expectAllowed(setDoc(doc(world.as.other.db, 'brand_drafts', 'brand-new'), draft(ACTORS.other.uid)));
    await expectDenied(setDoc(doc(world.as.member.db, 'brand_drafts', 'brand-new'), draft(ACTORS.member.uid)));
    await expectDenied(deleteDoc(doc(world.as.member.db, 'brand_drafts', 'brand-new')));
    await expectDenied(setDoc(doc(world.as.anonymous.db, 'brand_drafts', 'brand-anon'), draft('nobody')));
  });
});
