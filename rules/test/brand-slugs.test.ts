import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  brandData,
  createBrandBatch,
  deleteBrandBatch,
  IDS,
  promotionData,
  promotionIdRecord,
  seedBaseline,
  slugClaim,
} from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];

describe('brand_slugs/{slug}', () => {
  it.each(ALL)('%s reads a slug reservation', async (actor) => {
    expect((await getDoc(doc(world.as[actor].db, 'brand_slugs', 'member-brand'))).data()).toEqual(
      slugClaim(IDS.memberBrand, ACTORS.member.uid),
    );
  });

  it("attack: a member cannot reserve a slug for someone else's brand", async () => {
    await expectDenied(
      setDoc(doc(world.as.member.db, 'brand_slugs', 'squat'), slugClaim(IDS.otherBrand, ACTORS.member.uid)),
    );
  });

  it('attack: a member cannot point an existing slug at their own brand', async () => {
    await expectDenied(
      setDoc(doc(world.as.member.db, 'brand_slugs', 'other-brand'), slugClaim(IDS.memberBrand, ACTORS.member.uid)),
    );
  });

  it.each([
    ['anonymous', false],
    ['member', false],
    ['other', false],
    ['admin', false],
  ] as [ActorName, boolean][])('%s deleting the slug of a brand that keeps it → allowed %s', async (actor, allowed) => {
    await expectOutcome(allowed, () => deleteDoc(doc(world.as[actor].db, 'brand_slugs', 'member-brand')));
  });
});

describe('brand delete takes its slug claim (and promotions) in one commit', () => {
  it.each(['member', 'admin'] as ActorName[])(
    'attack: %s deleting only brands/{id} (its slug claim left behind) is refused',
    async (actor) => {
      await expectDenied(deleteDoc(doc(world.as[actor].db, 'brands', IDS.memberBrand)));
      expect((await getDoc(doc(world.owner.db, 'brands', IDS.memberBrand))).exists()).toBe(true);
    },
  );

  it('a brand delete releases its slug claim and removes its promotions in the same commit', async () => {
    await expectAllowed(deleteBrandBatch(world.as.member.db, IDS.memberBrand, 'member-brand'));
    expect((await getDoc(doc(world.owner.db, 'brand_slugs', 'member-brand'))).exists()).toBe(false);
    expect((await getDocs(collection(world.owner.db, 'brands', IDS.memberBrand, 'promotions'))).size).toBe(0);
  });

  it.each(['member', 'admin'] as ActorName[])(
    'attack: %s deleting the brand and its slug claim but leaving a promotion behind is refused',
    async (actor) => {
      const db = world.as[actor].db;
      const batch = writeBatch(db);
      batch.delete(doc(db, 'brand_slugs', 'member-brand'));
      batch.delete(doc(db, 'brands', IDS.memberBrand));
      await expectDenied(batch.commit());
      expect((await getDoc(doc(world.owner.db, 'brands', IDS.memberBrand))).exists()).toBe(true);
    },
  );

  it.each(['member', 'admin'] as ActorName[])(
    '%s deletes a brand with its full list of 8 promotions in one commit',
    async (actor) => {
      const ids = Array.from({ length: 8 }, (_, index) => `promo-${index}`);
      const batch = writeBatch(world.owner.db);
      for (const id of ids)
        batch.set(
          doc(world.owner.db, 'brands', IDS.memberBrand, 'promotions', id),
          promotionData(IDS.memberBrand, 'member-brand'),
        );
      batch.delete(doc(world.owner.db, 'brands', IDS.memberBrand, 'promotions', IDS.memberPromotion));
      batch.update(doc(world.owner.db, 'brands', IDS.memberBrand), { promotionIds: ids });
      await batch.commit();
      await expectAllowed(deleteBrandBatch(world.as[actor].db, IDS.memberBrand, 'member-brand'));
      expect((await getDocs(collection(world.owner.db, 'brands', IDS.memberBrand, 'promotions'))).size).toBe(0);
    },
  );

  it.each(['member', 'admin'] as const)(
    "%s creates a brand with 8 promotions in one commit (within both engines' limits per request)",
    async (actor) => {
      const db = world.as[actor].db;
      const ids = Array.from({ length: 8 }, (_, index) => `promo-${index}`);
      const batch = writeBatch(db);
      for (const id of ids)
        batch.set(
          doc(db, 'brands', 'brand-new', 'promotions', id),
          promotionData('brand-new', 'new-brand', { brandCreatedAt: serverTimestamp() }),
        );
      batch.set(doc(db, 'brands', 'brand-new'), brandData(ACTORS[actor].uid, 'new-brand', { promotionIds: ids }));
      batch.set(doc(db, 'brand_slugs', 'new-brand'), slugClaim('brand-new', ACTORS[actor].uid));
      batch.delete(doc(db, 'brand_drafts', 'brand-new'));
      await expectAllowed(batch.commit());
    },
  );

  it.each(['member', 'admin'] as ActorName[])(
    '%s replaces all 8 promotions of a brand with 8 new ones in one save',
    async (actor) => {
      const old = Array.from({ length: 8 }, (_, index) => `promo-old-${index}`);
      const seed = writeBatch(world.owner.db);
      for (const id of old)
        seed.set(
          doc(world.owner.db, 'brands', IDS.memberBrand, 'promotions', id),
          promotionData(IDS.memberBrand, 'member-brand'),
        );
      seed.delete(doc(world.owner.db, 'brands', IDS.memberBrand, 'promotions', IDS.memberPromotion));
      seed.update(doc(world.owner.db, 'brands', IDS.memberBrand), { promotionIds: old });
      await seed.commit();
      const db = world.as[actor].db;
      const fresh = Array.from({ length: 8 }, (_, index) => `promo-new-${index}`);
      const batch = writeBatch(db);
      for (const id of old) {
        batch.delete(doc(db, 'brands', IDS.memberBrand, 'promotions', id));
        batch.set(promotionIdRecord(db, IDS.memberBrand, id), {});
      }
      for (const id of fresh)
        batch.set(doc(db, 'brands', IDS.memberBrand, 'promotions', id), promotionData(IDS.memberBrand, 'member-brand'));
      batch.update(doc(db, 'brands', IDS.memberBrand), { promotionIds: fresh, updatedAt: serverTimestamp() });
      await expectAllowed(batch.commit());
    },
  );

  it('attack: a brand cannot list more than 8 promotions (more than its delete can check)', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => `promo-${index}`);
    await expectDenied(updateDoc(doc(world.as.member.db, 'brands', IDS.memberBrand), { promotionIds: nine }));
    await expectDenied(
      createBrandBatch(
        world.as.member.db,
        'brand-new',
        'new-brand',
        brandData(ACTORS.member.uid, 'new-brand', { promotionIds: nine }),
      ),
    );
  });

  it('a legacy brand without a slug is deleted alone', async () => {
    const legacy = brandData(ACTORS.member.uid, 'unused') as Record<string, unknown>;
    delete legacy.slug;
    await setDoc(doc(world.owner.db, 'brands', 'brand-legacy'), legacy);
    await expectAllowed(deleteDoc(doc(world.as.member.db, 'brands', 'brand-legacy')));
  });
});

describe('brand_slugs claimant', () => {
  it('attack: a slug claim naming another user as claimant is refused', async () => {
    await expectDenied(
      createBrandBatch(
        world.as.member.db,
        'brand-new',
        'new-brand',
        brandData(ACTORS.member.uid, 'new-brand'),
        ACTORS.other.uid,
      ),
    );
  });

  it('attack: a slug claim without its claimant is refused', async () => {
    const db = world.as.member.db;
    const batch = writeBatch(db);
    batch.set(doc(db, 'brands', 'brand-new'), brandData(ACTORS.member.uid, 'new-brand'));
    batch.set(doc(db, 'brand_slugs', 'new-brand'), { brandId: 'brand-new' });
    await expectDenied(batch.commit());
  });

  it('an admin creating a brand claims its slug as themselves', async () => {
    await expectAllowed(
      createBrandBatch(world.as.admin.db, 'brand-new', 'new-brand', brandData(ACTORS.admin.uid, 'new-brand')),
    );
    expect((await getDoc(doc(world.owner.db, 'brand_slugs', 'new-brand'))).data()).toEqual(
      slugClaim('brand-new', ACTORS.admin.uid),
    );
  });
});
