import {
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
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
import { brandData, IDS, OWN_IMAGE_URL, promotionData, promotionIdRecord, seedBaseline } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];
const promotionRef = (actor: ActorName, brandId: string = IDS.memberBrand, id: string = IDS.memberPromotion) =>
  doc(world.as[actor].db, 'brands', brandId, 'promotions', id);

/** What the app does: a new promotion goes onto its brand's promotionIds in the same commit. */
function addPromotion(actor: ActorName, id: string, data: Record<string, unknown>, brandId: string = IDS.memberBrand) {
  const db = world.as[actor].db;
  const batch = writeBatch(db);
  batch.set(doc(db, 'brands', brandId, 'promotions', id), data);
  batch.update(doc(db, 'brands', brandId), { promotionIds: arrayUnion(id) });
  return batch.commit();
}

/** What the app does: a deleted promotion leaves its brand's promotionIds, its id recorded, in the same commit. */
function removePromotion(actor: ActorName, id: string = IDS.memberPromotion, brandId: string = IDS.memberBrand) {
  const db = world.as[actor].db;
  const batch = writeBatch(db);
  batch.delete(doc(db, 'brands', brandId, 'promotions', id));
  batch.set(promotionIdRecord(db, brandId, id), {});
  batch.update(doc(db, 'brands', brandId), { promotionIds: arrayRemove(id) });
  return batch.commit();
}

describe('brands/{brandId}/promotions/{promotionId}', () => {
  it.each(ALL)('%s reads a brand promotions and the cross-brand collection group', async (actor) => {
    const db = world.as[actor].db;
    expect((await getDocs(collection(db, 'brands', IDS.memberBrand, 'promotions'))).size).toBe(1);
    const byCategory = query(
      collectionGroup(db, 'promotions'),
      where('category', '==', 'Welcome Bonus'),
      orderBy('createdAt', 'desc'),
    );
    // the member's and the other member's promotion
    expect((await getDocs(byCategory)).size).toBe(2);
  });

  describe('create', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s adding a promotion to the member's brand → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () =>
        addPromotion(actor, 'promo-new', promotionData(IDS.memberBrand, 'member-brand')),
      );
    });

    it("attack: a promotion left off its brand's list (which a brand delete checks) is refused", async () => {
      for (const actor of ['member', 'admin'] as ActorName[])
        await expectDenied(
          setDoc(promotionRef(actor, IDS.memberBrand, 'promo-new'), promotionData(IDS.memberBrand, 'member-brand')),
        );
    });

    it('attack: a ninth promotion (the list holds 8, what a brand delete can check) is refused', async () => {
      const eight = [IDS.memberPromotion, ...Array.from({ length: 7 }, (_, index) => `promo-${index}`)];
      await updateDoc(doc(world.owner.db, 'brands', IDS.memberBrand), { promotionIds: eight });
      await expectDenied(addPromotion('member', 'promo-ninth', promotionData(IDS.memberBrand, 'member-brand')));
      await expectDenied(addPromotion('admin', 'promo-ninth', promotionData(IDS.memberBrand, 'member-brand')));
    });

    it('lets the owner write promotions in the batch that creates the brand', async () => {
      const db = world.as.member.db;
      const batch = writeBatch(db);
      batch.set(doc(db, 'brands', 'brand-new'), brandData(ACTORS.member.uid, 'new-brand', { promotionIds: ['p1'] }));
      batch.set(doc(db, 'brand_slugs', 'new-brand'), { brandId: 'brand-new', uid: ACTORS.member.uid });
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
        addPromotion('member', 'promo-new', promotionData(IDS.memberBrand, 'member-brand', { brandLogo: inline })),
      );
    });

    it('refuses a promotion whose brandId is not its parent brand', async () => {
      await expectDenied(addPromotion('member', 'promo-new', promotionData(IDS.otherBrand, 'member-brand')));
    });

    it('attack: a new promotion without the copies of its brand is refused', async () => {
      const { brandName: _name, brandSlug: _slug, ...withoutCopies } = promotionData(IDS.memberBrand, 'member-brand');
      await expectDenied(addPromotion('member', 'promo-new', withoutCopies));
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
      [
        'attack: a known game category repeated 1000 times',
        { gameCategories: Array.from({ length: 1000 }, () => 'Slots') },
      ],
      ['attack: brand copies of another brand', { brandName: 'Brand other-brand', brandSlug: 'other-brand' }],
      ['attack: a verification stamp on creation', { verifiedAt: serverTimestamp(), verifiedBy: ACTORS.member.uid }],
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
        addPromotion('member', 'promo-new', promotionData(IDS.memberBrand, 'member-brand', overrides)),
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

    it('lets the owner move a legacy turnoverMultiplier to turnoverNeeded (the same terms: no log entry)', async () => {
      // a legacy document holds the turnover in turnoverMultiplier only
      await updateDoc(doc(world.owner.db, 'brands', IDS.memberBrand, 'promotions', IDS.memberPromotion), {
        turnoverMultiplier: 5,
        turnoverNeeded: deleteField(),
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
      await expectOutcome(allowed, () => removePromotion(actor));
    });

    it.each(['member', 'admin'] as ActorName[])(
      'attack: %s deleting a promotion its brand still lists is refused',
      async (actor) => {
        await expectDenied(deleteDoc(promotionRef(actor)));
      },
    );

    it.each(['member', 'admin'] as ActorName[])(
      'attack: %s taking a promotion off the list while it stays (so a brand delete would miss it) is refused',
      async (actor) => {
        await expectDenied(updateDoc(doc(world.as[actor].db, 'brands', IDS.memberBrand), { promotionIds: [] }));
        await expectDenied(
          updateDoc(doc(world.as[actor].db, 'brands', IDS.memberBrand), { promotionIds: deleteField() }),
        );
      },
    );

    it('lets an admin remove a promotion its brand left behind, and nobody else', async () => {
      await setDoc(
        doc(world.owner.db, 'brands', 'ghost-brand', 'promotions', 'promo-orphan'),
        promotionData('ghost-brand', 'ghost'),
      );
      const orphanDelete = (actor: ActorName) => {
        const batch = writeBatch(world.as[actor].db);
        batch.delete(promotionRef(actor, 'ghost-brand', 'promo-orphan'));
        batch.set(promotionIdRecord(world.as[actor].db, 'ghost-brand', 'promo-orphan'), {});
        return batch.commit();
      };
      for (const actor of ['anonymous', 'member', 'other'] as ActorName[]) await expectDenied(orphanDelete(actor));
      await expectAllowed(orphanDelete('admin'));
    });
  });
});

describe('a promotion id is used once (brands/{brandId}/promotion_ids)', () => {
  const recreated = { ...promotionData(IDS.memberBrand, 'member-brand'), turnoverNeeded: 80, terms: 'Turnover 80x' };

  it("attack: a deleted promotion's id stays retired: the same id with new terms is refused", async () => {
    await expectAllowed(removePromotion('member'));
    await expectDenied(addPromotion('member', IDS.memberPromotion, recreated));
    await expectDenied(addPromotion('admin', IDS.memberPromotion, recreated));
    expect((await getDoc(promotionRef('member'))).exists()).toBe(false);
    // a new promotion takes a new id, with a history of its own
    await expectAllowed(addPromotion('member', 'promo-next', recreated));
  });

  it('attack: a promotion deleted without keeping its id is refused', async () => {
    const batch = writeBatch(world.as.member.db);
    batch.delete(promotionRef('member'));
    batch.update(doc(world.as.member.db, 'brands', IDS.memberBrand), {
      promotionIds: arrayRemove(IDS.memberPromotion),
    });
    await expectDenied(batch.commit());
  });

  it("attack: a brand deleted and created again under its id cannot bring back its promotions' ids", async () => {
    const db = world.as.member.db;
    const remove = writeBatch(db);
    remove.delete(promotionRef('member'));
    remove.set(promotionIdRecord(db, IDS.memberBrand, IDS.memberPromotion), {});
    remove.delete(doc(db, 'brand_slugs', 'member-brand'));
    remove.delete(doc(db, 'brands', IDS.memberBrand));
    await expectAllowed(remove.commit());
    const again = writeBatch(db);
    again.set(
      doc(db, 'brands', IDS.memberBrand),
      brandData(ACTORS.member.uid, 'member-brand', { promotionIds: [IDS.memberPromotion] }),
    );
    again.set(doc(db, 'brand_slugs', 'member-brand'), { brandId: IDS.memberBrand, uid: ACTORS.member.uid });
    again.set(promotionRef('member'), recreated);
    again.set(promotionIdRecord(db, IDS.memberBrand, IDS.memberPromotion), {});
    await expectDenied(again.commit());
  });

  it.each(['anonymous', 'member', 'other', 'admin'] as ActorName[])(
    "attack: %s cannot remove or change an id's record",
    async (actor) => {
      await setDoc(promotionIdRecord(world.owner.db, IDS.memberBrand, 'promo-old'), {});
      await expectDenied(deleteDoc(promotionIdRecord(world.as[actor].db, IDS.memberBrand, 'promo-old')));
      await expectDenied(setDoc(promotionIdRecord(world.as[actor].db, IDS.memberBrand, 'promo-old'), { free: true }));
    },
  );

  it("attack: nobody records (and so retires) ids of another member's brand", async () => {
    await expectDenied(setDoc(promotionIdRecord(world.as.other.db, IDS.memberBrand, 'promo-next'), {}));
    await expectDenied(setDoc(promotionIdRecord(world.as.anonymous.db, IDS.memberBrand, 'promo-next'), {}));
    await expectAllowed(setDoc(promotionIdRecord(world.as.member.db, IDS.memberBrand, 'promo-next'), {}));
    await expectDenied(addPromotion('member', 'promo-next', promotionData(IDS.memberBrand, 'member-brand')));
  });
});

/** The terms of the seeded promotion as the rules read them (termsOf in firestore.rules). */
