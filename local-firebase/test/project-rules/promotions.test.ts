import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { brandData, IDS, OWN_IMAGE_URL, promotionData, seedBaseline } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];
const promotionRef = (actor: ActorName, brandId: string = IDS.memberBrand, id: string = IDS.memberPromotion) =>
  doc(world.as[actor].db, 'brands', brandId, 'promotions', id);

describe('brands/{brandId}/promotions/{promotionId}', () => {
  it.each(ALL)('%s reads a brand promotions and the cross-brand collection group', async (actor) => {
    const db = world.as[actor].db;
    expect((await getDocs(collection(db, 'brands', IDS.memberBrand, 'promotions'))).size).toBe(1);
    const byCategory = query(
      collectionGroup(db, 'promotions'),
      where('category', '==', 'Welcome Bonus'),
      orderBy('createdAt', 'desc'),
    );
    expect((await getDocs(byCategory)).size).toBe(1);
  });

  describe('create', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s adding a promotion to the member's brand → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () =>
        setDoc(promotionRef(actor, IDS.memberBrand, 'promo-new'), promotionData(IDS.memberBrand, 'member-brand')),
      );
    });

    it('lets the owner write promotions in the batch that creates the brand', async () => {
      const db = world.as.member.db;
      const batch = writeBatch(db);
      batch.set(doc(db, 'brands', 'brand-new'), brandData(ACTORS.member.uid, 'new-brand'));
      batch.set(doc(db, 'brand_slugs', 'new-brand'), { brandId: 'brand-new' });
      batch.set(
        doc(db, 'brands', 'brand-new', 'promotions', 'p1'),
        promotionData('brand-new', 'new-brand', { brandCreatedAt: serverTimestamp() }),
      );
      await expectAllowed(batch.commit());
    });

    it("copies a legacy brand's inline logo as it is (until the migration moves it)", async () => {
      const inline = 'data:image/png;base64,iVBORw0KGgo=';
      await updateDoc(doc(world.owner.db, 'brands', IDS.memberBrand), { logoImage: inline });
      await expectAllowed(
        setDoc(
          promotionRef('member', IDS.memberBrand, 'promo-new'),
          promotionData(IDS.memberBrand, 'member-brand', { brandLogo: inline }),
        ),
      );
    });

    it('refuses a promotion whose brandId is not its parent brand', async () => {
      await expectDenied(
        setDoc(promotionRef('member', IDS.memberBrand, 'promo-new'), promotionData(IDS.otherBrand, 'member-brand')),
      );
    });

    it('refuses a promotion under a brand that does not exist', async () => {
      await expectDenied(
        setDoc(promotionRef('admin', 'ghost-brand', 'promo-new'), promotionData('ghost-brand', 'ghost')),
      );
    });

    it.each([
      ['a negative maxBonus', { maxBonus: -1 }],
      ['a negative turnover', { turnoverNeeded: -5 }],
      ['a 201-character title', { title: 'x'.repeat(201) }],
      ['a 10001-character description', { description: 'x'.repeat(10001) }],
      ['an empty category', { category: '' }],
      ['gameCategories that are not a list', { gameCategories: 'Slots' }],
      ['an unknown key', { hidden: true }],
      ['attack: a javascript: brand website', { brandWebsite: 'javascript:alert(1)' }],
      ['attack: a maxBonus of Infinity', { maxBonus: Infinity }],
      ['attack: a maxBonus of NaN', { maxBonus: NaN }],
      ['attack: a turnover of 1e308', { turnoverNeeded: 1e308 }],
      ['attack: a 40 KB game category', { gameCategories: ['x'.repeat(40_000)] }],
      ['attack: an unknown game category', { gameCategories: ['Slots', 'Roulette VIP'] }],
      ['attack: a 150 KB image URL', { image: `https://evil.example/${'x'.repeat(150_000)}` }],
      ['attack: a data: image', { image: 'data:image/svg+xml;base64,PHN2Zz4=' }],
      ['attack: a 150 KB validUntil', { validUntil: 'x'.repeat(150_000) }],
      ['attack: a 150 KB discountValue', { discountValue: 'x'.repeat(150_000) }],
      ['attack: a discountValue of -1e308', { discountValue: -1e308 }],
      ['attack: a relative brand website', { brandWebsite: '/admin' }],
    ])('refuses a promotion with %s', async (_label, overrides) => {
      await expectDenied(
        setDoc(
          promotionRef('member', IDS.memberBrand, 'promo-new'),
          promotionData(IDS.memberBrand, 'member-brand', overrides),
        ),
      );
    });
  });

  describe('update', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s editing the member's promotion → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () =>
        updateDoc(promotionRef(actor), { title: 'Reload 50%', updatedAt: serverTimestamp() }),
      );
    });

    it("rewrites the promotions' brand copies in the commit that renames the brand", async () => {
      const db = world.as.member.db;
      const batch = writeBatch(db);
      batch.update(doc(db, 'brands', IDS.memberBrand), { name: 'Renamed', rating: 4.9, updatedAt: serverTimestamp() });
      batch.update(doc(db, 'brands', IDS.memberBrand, 'promotions', IDS.memberPromotion), {
        brandName: 'Renamed',
        brandRating: 4.9,
      });
      await expectAllowed(batch.commit());
    });

    it.each([
      ['another brand name (posing as a verified brand)', { brandName: 'Melati Voyage' }],
      ["another brand's slug (View Brand goes there)", { brandSlug: 'other-brand' }],
      ['a foreign website (Visit Website goes there)', { brandWebsite: 'https://evil.example' }],
      ['a better rating', { brandRating: 5 }],
      ['a foreign logo', { brandLogo: 'https://evil.example/logo.png' }],
    ])('attack: a promotion cannot carry %s', async (_label, copy) => {
      await expectDenied(updateDoc(promotionRef('member'), copy));
      await expectDenied(updateDoc(promotionRef('admin'), copy));
      await expectDenied(
        setDoc(
          promotionRef('member', IDS.memberBrand, 'promo-new'),
          promotionData(IDS.memberBrand, 'member-brand', copy),
        ),
      );
    });

    it('lets the owner move a legacy turnoverMultiplier to turnoverNeeded', async () => {
      await updateDoc(doc(world.owner.db, 'brands', IDS.memberBrand, 'promotions', IDS.memberPromotion), {
        turnoverMultiplier: 5,
      });
      await expectAllowed(updateDoc(promotionRef('member'), { turnoverNeeded: 5, turnoverMultiplier: deleteField() }));
    });

    it('lets an owner migrate the image of a legacy promotion without denormalised fields', async () => {
      await setDoc(doc(world.owner.db, 'brands', IDS.memberBrand, 'promotions', 'promo-legacy'), {
        title: 'Old promo',
        description: 'x',
        image: 'data:image/png;base64,iVBORw0KGgo=',
        createdAt: serverTimestamp(),
      });
      const ref = promotionRef('member', IDS.memberBrand, 'promo-legacy');
      await expectAllowed(updateDoc(ref, { image: OWN_IMAGE_URL, updatedAt: serverTimestamp() }));
      await expectDenied(updateDoc(ref, { sponsored: true }));
    });

    it('refuses moving a promotion to another brand id', async () => {
      await expectDenied(updateDoc(promotionRef('member'), { brandId: IDS.otherBrand }));
    });
  });

  describe('delete', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s deleting the member's promotion → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () => deleteDoc(promotionRef(actor)));
    });
  });
});
