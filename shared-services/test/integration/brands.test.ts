import { collection, doc, getDoc, getDocs, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { createBrand } from '../../src/brands/create-brand';
import { SlugTakenError } from '../../src/brands/brand-errors';
import { deleteBrand } from '../../src/brands/delete-brand';
import { getOldBrandAddresses, releaseOldBrandAddress } from '../../src/brands/old-addresses';
import { getBrand, getBrandBySlug } from '../../src/brands/get-brand';
import { fetchAllBrands } from '../../src/brands/get-brands';
import { getAdminBrands, getOwnerBrands } from '../../src/brands/get-owner-brands';
import { isSlugAvailable, suggestUniqueSlug } from '../../src/brands/is-slug-available';
import { updateBrand } from '../../src/brands/update-brand';
import { deletePromotion } from '../../src/promotions/delete-promotion';
import { getBrandPromotions } from '../../src/promotions/get-brand-promotions';
import { getPromotionCounts } from '../../src/promotions/get-promotion-counts';
import { getAuthorNames } from '../../src/users/get-author-names';
import {
  actorOf,
  admin,
  brandValues,
  closeAll,
  connectAs,
  member,
  other,
  resetFirestore,
  seedUsers,
} from './support/actors';

const owner = () => connectAs('owner');

describe('brands against local-firebase (real rules)', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(owner(), [member, other, admin]);
  });
  afterAll(closeAll);

  it('creates a brand with its slug reservation and promotions in one batch', async () => {
    const asMember = connectAs(member);
    const saved = await createBrand(
      {
        actor: actorOf(member),
        values: brandValues('Lucky Star', {
          verified: true, // ignored for members
          promotions: [
            {
              category: 'Welcome Bonus',
              title: '100% welcome',
              description: 'Up to 1M',
              maxBonus: 1_000_000,
              turnoverNeeded: 20,
            },
            { category: 'Others', title: '', description: '', image: '' }, // no content: not saved
          ],
        }),
      },
      asMember,
    );
    expect(saved).toMatchObject({ slug: 'lucky-star', added: 1 });
    const reservation = await getDoc(doc(asMember.db, 'brand_slugs', 'lucky-star'));
    expect(reservation.get('brandId')).toBe(saved.brandId);

    const brand = await getBrand(saved.brandId, connectAs(null));
    expect(brand).toMatchObject({
      name: 'Lucky Star',
      createdBy: member.uid,
      verified: false,
      isNew: true,
      rating: 4.5,
    });
    const promotions = await getBrandPromotions(saved.brandId, connectAs(null));
    expect(promotions).toHaveLength(1);
    expect(promotions[0]).toMatchObject({
      brandName: 'Lucky Star',
      brandSlug: 'lucky-star',
      turnoverNeeded: 20,
      maxBonus: 1_000_000,
    });
  });

  it("keeps the brand's list of promotions with them: an admin removes one, the owner deletes the brand with the rest", async () => {
    const asMember = connectAs(member);
    const promotion = (title: string) => ({
      category: 'Others',
      title,
      description: 'Weekly',
      maxBonus: 0,
      turnoverNeeded: 0,
    });
    const saved = await createBrand(
      {
        actor: actorOf(member),
        values: brandValues('Three Offers', { promotions: ['One', 'Two', 'Three'].map(promotion) }),
      },
      asMember,
    );
    const listed = async () => (await getDoc(doc(owner().db, 'brands', saved.brandId))).get('promotionIds') as string[];
    expect(await listed()).toEqual(saved.promotionIds);
    expect(saved.promotionIds).toHaveLength(3);

    const [removed, ...kept] = saved.promotionIds;
    await deletePromotion({ brandId: saved.brandId, promotionId: removed!, actor: actorOf(admin) }, connectAs(admin));
    expect(await listed()).toEqual(kept);
    expect((await getBrandPromotions(saved.brandId, connectAs(null))).map((item) => item.id).sort()).toEqual(
      [...kept].sort(),
    );

    await deleteBrand({ brandId: saved.brandId, actor: actorOf(member) }, asMember);
    expect(await getBrandPromotions(saved.brandId, connectAs(null))).toHaveLength(0);

    // every id the brand's promotions had stays recorded, so none comes back with other terms
    const records = await getDocs(collection(owner().db, 'brands', saved.brandId, 'promotion_ids'));
    expect(records.docs.map((record) => record.id).sort()).toEqual([...saved.promotionIds].sort());
  });

  it('attack: a promotion removed in an edit cannot be created again under its id with other terms', async () => {
    const asMember = connectAs(member);
    const offer = { category: 'Others', title: 'Reload', description: 'Weekly', maxBonus: 100_000, turnoverNeeded: 5 };
    const saved = await createBrand(
      { actor: actorOf(member), values: brandValues('Retired Ids', { promotions: [offer] }) },
      asMember,
    );
    const [id] = saved.promotionIds;
    await updateBrand(
      { brandId: saved.brandId, actor: actorOf(member), values: brandValues('Retired Ids', { promotions: [] }) },
      asMember,
    );
    const batch = writeBatch(asMember.db);
    batch.set(doc(asMember.db, 'brands', saved.brandId, 'promotions', id!), {
      ...offer,
      turnoverNeeded: 80,
      image: '',
      terms: '',
      gameCategories: [],
      brandId: saved.brandId,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(asMember.db, 'brands', saved.brandId, 'promotion_ids', id!), {});
    batch.update(doc(asMember.db, 'brands', saved.brandId), { promotionIds: [id], updatedAt: serverTimestamp() });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await getBrandPromotions(saved.brandId, connectAs(null))).toHaveLength(0);
    await deleteBrand({ brandId: saved.brandId, actor: actorOf(member) }, asMember);
  });

  it('a retried create finds the brand its earlier attempt stored and saves the form onto it', async () => {
    const asMember = connectAs(member);
    const offers = Array.from({ length: 8 }, (_, i) => ({
      category: 'Others',
      title: `Offer ${i}`,
      description: 'Weekly',
      maxBonus: 100_000,
      turnoverNeeded: 5,
    }));
    const input = {
      actor: actorOf(member),
      brandId: 'retried-brand',
      values: brandValues('Retried Save', { promotions: offers }),
    };
    const first = await createBrand(input, asMember);
    // the same save again (its answer lost): success on the same brand, no second set of promotions
    const again = await createBrand(input, asMember);
    expect(again).toMatchObject({ brandId: 'retried-brand', slug: 'retried-save', added: 0, updated: 8, deleted: 0 });
    expect(again.promotionIds).toEqual(first.promotionIds);
    expect(await getBrandPromotions('retried-brand', connectAs(null))).toHaveLength(8);
    // what the member changed before retrying is saved too
    const edited = { ...input, values: brandValues('Retried Save', { promotions: offers, rating: 3.5 }) };
    await createBrand(edited, asMember);
    expect(await getBrand('retried-brand', connectAs(null))).toMatchObject({ rating: 3.5 });
    // someone else's brand under that id is not theirs to save onto
    await expect(createBrand({ ...input, actor: actorOf(other) }, connectAs(other))).rejects.toMatchObject({
      name: 'BrandPermissionError',
    });
    await deleteBrand({ brandId: 'retried-brand', actor: actorOf(member) }, asMember);
  });

  it('refuses a slug another brand holds and suggests -1', async () => {
    const asOther = connectAs(other);
    expect(await isSlugAvailable('lucky-star', undefined, asOther)).toBe(false);
    await expect(createBrand({ actor: actorOf(other), values: brandValues('Lucky Star') }, asOther)).rejects.toThrow(
      'This URL slug is already in use. Please choose a different one.',
    );
    expect(await suggestUniqueSlug('Lucky Star', undefined, asOther)).toBe('lucky-star-1');
  });

  it('lists by slug, by owner, for admins and for everyone in rating order', async () => {
    const asOther = connectAs(other);
    await createBrand({ actor: actorOf(other), values: brandValues('Rina Bet', { rating: 4.9 }) }, asOther);
    const anonymous = connectAs(null);
    expect((await getBrandBySlug('rina-bet', anonymous))?.name).toBe('Rina Bet');
    const all = await fetchAllBrands(anonymous);
    expect(all.map((brand) => brand.name)).toEqual(['Rina Bet', 'Lucky Star']);
    expect(all[0]?.isTopRated).toBe(true);
    expect((await getOwnerBrands(member.uid, anonymous)).map((brand) => brand.name)).toEqual(['Lucky Star']);
    const adminList = await getAdminBrands(connectAs(admin));
    expect(adminList).toHaveLength(2);

    // My Brands table: promo counts and author names (a member cannot read other users: shortened id)
    const counts = await getPromotionCounts(
      adminList.map((brand) => brand.id),
      anonymous,
    );
    expect(Object.values(counts).sort()).toEqual([0, 1]);
    expect(await getAuthorNames([member.uid, other.uid, 'a-very-long-missing-uid'], connectAs(admin))).toEqual({
      [member.uid]: 'Maya Member',
      [other.uid]: 'Rina Pratama',
      'a-very-long-missing-uid': 'a-very-l…',
    });
    expect((await getAuthorNames([other.uid], connectAs(member)))[other.uid]).toBe('it-other');
  });

  it('renames: moves the slug reservation and syncs the denormalised promotion fields', async () => {
    const asMember = connectAs(member);
    const [brand] = await getOwnerBrands(member.uid, asMember);
    const promotions = await getBrandPromotions(brand!.id, asMember);
    await updateBrand(
      {
        brandId: brand!.id,
        actor: actorOf(member),
        values: brandValues('Lucky Star Casino', {
          slug: 'lucky-star-casino',
          rating: 4.8,
          promotions: promotions.map((promotion) => ({ ...promotion, validUntil: null, discountValue: null })),
        }),
      },
      asMember,
    );
    // the old address keeps working: its claim becomes a redirect to the renamed brand
    const oldClaim = await getDoc(doc(asMember.db, 'brand_slugs', 'lucky-star'));
    expect(oldClaim.data()).toMatchObject({ brandId: brand!.id, redirect: true });
    expect((await getDoc(doc(asMember.db, 'brand_slugs', 'lucky-star-casino'))).get('brandId')).toBe(brand!.id);
    const [promotion] = await getBrandPromotions(brand!.id, asMember);
    expect(promotion).toMatchObject({
      brandName: 'Lucky Star Casino',
      brandSlug: 'lucky-star-casino',
      brandRating: 4.8,
    });
    // stamped with the rename's time: the brand's own for the reservation's 90 days
    const [old] = await getOldBrandAddresses(brand!.id, asMember);
    expect(old?.slug).toBe('lucky-star');
    const reservedDays = ((old?.reservedUntil?.getTime() ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(reservedDays).toBeGreaterThan(89.9);
    expect(reservedDays).toBeLessThanOrEqual(90);
  });

  it("attack: another member cannot take a renamed brand's old address until its owner releases it", async () => {
    const asOther = connectAs(other);
    const [brand] = await getOwnerBrands(member.uid, connectAs(member));
    expect(await isSlugAvailable('lucky-star', undefined, asOther)).toBe(false);
    await expect(
      createBrand({ actor: actorOf(other), values: brandValues('Lucky Star', { slug: 'lucky-star' }) }, asOther),
    ).rejects.toBeInstanceOf(SlugTakenError);
    // the brand itself may always return to it
    expect(await isSlugAvailable('lucky-star', brand!.id, connectAs(member))).toBe(true);
    // nobody else may release it
    await expect(
      releaseOldBrandAddress({ brandId: brand!.id, slug: 'lucky-star', actor: actorOf(other) }, asOther),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await releaseOldBrandAddress({ brandId: brand!.id, slug: 'lucky-star', actor: actorOf(member) }, connectAs(member));
    expect(await getOldBrandAddresses(brand!.id, connectAs(member))).toEqual([]);
    const taken = await createBrand(
      { actor: actorOf(other), values: brandValues('Lucky Star', { slug: 'lucky-star' }) },
      asOther,
    );
    await deleteBrand({ brandId: taken.brandId, actor: actorOf(other) }, asOther);
  });

  it('a deleted brand keeps none of its old addresses', async () => {
    const asMember = connectAs(member);
    const saved = await createBrand({ actor: actorOf(member), values: brandValues('Short Lived') }, asMember);
    await updateBrand(
      { brandId: saved.brandId, actor: actorOf(member), values: brandValues('Short Lived', { slug: 'short-lived-2' }) },
      asMember,
    );
    expect((await getDoc(doc(asMember.db, 'brand_slugs', 'short-lived'))).get('redirect')).toBe(true);
    await deleteBrand({ brandId: saved.brandId, actor: actorOf(member) }, asMember);
    expect((await getDoc(doc(asMember.db, 'brand_slugs', 'short-lived'))).exists()).toBe(false);
    expect(await isSlugAvailable('short-lived', undefined, connectAs(other))).toBe(true);
  });

  it("does not let another member edit or delete someone's brand", async () => {
    const asOther = connectAs(other);
    const [brand] = await getOwnerBrands(member.uid, asOther);
    await expect(
      updateBrand({ brandId: brand!.id, actor: actorOf(other), values: brandValues('Hijacked') }, asOther),
    ).rejects.toThrow("You don't have permission to edit this brand.");
    await expect(deleteBrand({ brandId: brand!.id, actor: actorOf(other) }, asOther)).rejects.toThrow(
      "You don't have permission to edit this brand.",
    );
  });

  it('lets an admin verify a brand, and deletes brand, promotions and slug together', async () => {
    const asAdmin = connectAs(admin);
    const [brand] = await getOwnerBrands(member.uid, asAdmin);
    await updateBrand(
      {
        brandId: brand!.id,
        actor: actorOf(admin),
        values: brandValues('Lucky Star Casino', { slug: 'lucky-star-casino', verified: true }),
      },
      asAdmin,
    );
    expect((await getBrand(brand!.id, asAdmin))?.verified).toBe(true);
    expect(await getBrandPromotions(brand!.id, asAdmin)).toHaveLength(0); // the form removed them

    await deleteBrand({ brandId: brand!.id, actor: actorOf(member) }, connectAs(member));
    expect(await getBrand(brand!.id, asAdmin)).toBeNull();
    expect((await getDoc(doc(asAdmin.db, 'brand_slugs', 'lucky-star-casino'))).exists()).toBe(false);
  });
});
