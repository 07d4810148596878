import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { LISTING_COLLECTION, listingEntryOf, listingShardOf } from '@bonus-atlas/shared-services/model';
import { createFirebaseHandles, DEMO_FIREBASE_CONFIG } from '@bonus-atlas/shared-services/kernel';
import { fetchAllBrands } from '@bonus-atlas/shared-services';
import { describe, expect, it, vi } from 'vitest';
import { brandData, IDS, promotionData, promotionIdRecord, seedBaseline, slugClaim } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));

const shardRef = (db: Firestore, brandId: string, shard = listingShardOf(brandId)) =>
  doc(db, LISTING_COLLECTION, shard);

/** What every brand save adds to its commit (shared-services stageListingWrite): one entry of one shard. */
function stageEntry(batch: WriteBatch, db: Firestore, brandId: string, entry: unknown, shard?: string) {
  batch.set(shardRef(db, brandId, shard), { brands: { [brandId]: entry }, lastBrand: brandId }, { merge: true });
}

/** The listing entry of a stored brand, as the owner reads it. */
async function storedEntry(brandId: string) {
  const snapshot = await getDoc(doc(world.owner.db, 'brands', brandId));
  return listingEntryOf(snapshot.data() ?? {});
}

/** The seeded brands listed, as the seed and the apps' saves leave them. */
async function listSeededBrands() {
  const batch = writeBatch(world.owner.db);
  for (const id of [IDS.memberBrand, IDS.otherBrand]) stageEntry(batch, world.owner.db, id, await storedEntry(id));
  await batch.commit();
}

describe('brand_listing/{shard}', () => {
  it.each(['anonymous', 'member'] as ActorName[])('%s reads the whole listing', async (actor) => {
    await listSeededBrands();
    const shards = await getDocs(collection(world.as[actor].db, LISTING_COLLECTION));
    const listed = shards.docs.flatMap((shard) => Object.keys(shard.get('brands') as object));
    expect(listed.sort()).toEqual([IDS.memberBrand, IDS.otherBrand]);
  });

  it.each(['member', 'admin'] as const)(
    '%s creates a brand with 8 promotions, its slug and its listing entry in one commit',
    async (actor) => {
      const db = world.as[actor].db;
      const ids = Array.from({ length: 8 }, (_, index) => `promo-${index}`);
      const batch = writeBatch(db);
      for (const id of ids)
        batch.set(
          doc(db, 'brands', 'brand-new', 'promotions', id),
          promotionData('brand-new', 'new-brand', { brandCreatedAt: serverTimestamp() }),
        );
      const stored = brandData(ACTORS[actor].uid, 'new-brand', { promotionIds: ids });
      batch.set(doc(db, 'brands', 'brand-new'), stored);
      batch.set(doc(db, 'brand_slugs', 'new-brand'), slugClaim('brand-new', ACTORS[actor].uid));
      batch.delete(doc(db, 'brand_drafts', 'brand-new'));
      stageEntry(batch, db, 'brand-new', listingEntryOf(stored));
      await expectAllowed(batch.commit());
    },
  );

  it.each(['member', 'admin'] as const)("%s edits the member's brand and its entry in one commit", async (actor) => {
    await listSeededBrands();
    const db = world.as[actor].db;
    const batch = writeBatch(db);
    const changes = { name: 'Renamed brand', rating: 4.9, updatedAt: serverTimestamp() };
    batch.update(doc(db, 'brands', IDS.memberBrand), changes);
    stageEntry(batch, db, IDS.memberBrand, {
      ...(await storedEntry(IDS.memberBrand)),
      name: 'Renamed brand',
      rating: 4.9,
    });
    await expectAllowed(batch.commit());
  });

  it('a member deletes a brand with 8 promotions, its slug and its entry in one commit', async () => {
    await listSeededBrands();
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
    const db = world.as.member.db;
    const batch = writeBatch(db);
    for (const id of old) {
      batch.delete(doc(db, 'brands', IDS.memberBrand, 'promotions', id));
      batch.set(promotionIdRecord(db, IDS.memberBrand, id), {});
    }
    batch.delete(doc(db, 'brand_slugs', 'member-brand'));
    batch.delete(doc(db, 'brands', IDS.memberBrand));
    stageEntry(batch, db, IDS.memberBrand, deleteField());
    await expectAllowed(batch.commit());
    const shard = await getDoc(shardRef(world.owner.db, IDS.memberBrand));
    expect(Object.keys(shard.get('brands') as object)).toEqual([IDS.otherBrand]);
  });

  it("any member brings another brand's stale entry up to date, and removes a deleted brand's entry", async () => {
    await listSeededBrands();
    await writeBatch(world.owner.db)
      .update(doc(world.owner.db, 'brands', IDS.otherBrand), { rating: 3 })
      .commit();
    const db = world.as.member.db;
    const sync = writeBatch(db);
    stageEntry(sync, db, IDS.otherBrand, await storedEntry(IDS.otherBrand));
    await expectAllowed(sync.commit());
    const gone = writeBatch(world.owner.db);
    gone.delete(doc(world.owner.db, 'brands', IDS.otherBrand));
    await gone.commit();
    const drop = writeBatch(db);
    stageEntry(drop, db, IDS.otherBrand, deleteField());
    await expectAllowed(drop.commit());
  });

  it('attack: an entry that says more than its brand (a better rating, verified) is refused', async () => {
    await listSeededBrands();
    const entry = await storedEntry(IDS.memberBrand);
    for (const lie of [{ rating: 5 }, { verified: true }, { name: 'Official Brand' }]) {
      const batch = writeBatch(world.as.member.db);
      stageEntry(batch, world.as.member.db, IDS.memberBrand, { ...entry, ...lie });
      await expectDenied(batch.commit());
    }
  });

  it('attack: a brand edit whose entry does not follow the edit is refused', async () => {
    await listSeededBrands();
    const db = world.as.member.db;
    const batch = writeBatch(db);
    batch.update(doc(db, 'brands', IDS.memberBrand), { rating: 2, updatedAt: serverTimestamp() });
    stageEntry(batch, db, IDS.memberBrand, await storedEntry(IDS.memberBrand));
    await expectDenied(batch.commit());
  });

  it.each(['yz', 'b', 'bc', '_'])(
    'attack: an entry in shard %s (not the one its id names) is refused',
    async (shard) => {
      const batch = writeBatch(world.as.member.db);
      stageEntry(batch, world.as.member.db, IDS.memberBrand, await storedEntry(IDS.memberBrand), shard);
      await expectDenied(batch.commit());
    },
  );

  it("attack: a write that also changes or removes another brand's entry is refused", async () => {
    await listSeededBrands();
    const db = world.as.member.db;
    const entry = await storedEntry(IDS.memberBrand);
    const two = writeBatch(db);
    two.set(
      shardRef(db, IDS.memberBrand),
      { brands: { [IDS.memberBrand]: entry, [IDS.otherBrand]: deleteField() }, lastBrand: IDS.memberBrand },
      { merge: true },
    );
    await expectDenied(two.commit());
    const removal = writeBatch(db);
    stageEntry(removal, db, IDS.otherBrand, deleteField());
    await expectDenied(removal.commit());
  });

  it('attack: an entry for a brand that does not exist, or extra fields on a shard, are refused', async () => {
    const db = world.as.member.db;
    const ghost = writeBatch(db);
    stageEntry(ghost, db, 'brand-ghost', listingEntryOf(brandData(ACTORS.member.uid, 'ghost')));
    await expectDenied(ghost.commit());
    const extra = writeBatch(db);
    extra.set(
      shardRef(db, IDS.memberBrand),
      { brands: { [IDS.memberBrand]: await storedEntry(IDS.memberBrand) }, lastBrand: IDS.memberBrand, note: 'x' },
      { merge: true },
    );
    await expectDenied(extra.commit());
  });

  it('attack: a visitor who is not signed in cannot write an entry, even a true one', async () => {
    const batch = writeBatch(world.as.anonymous.db);
    stageEntry(batch, world.as.anonymous.db, IDS.memberBrand, await storedEntry(IDS.memberBrand));
    await expectDenied(batch.commit());
  });
});

describe("the apps' reader of the listing (REST, as a visitor)", () => {
  const handlesFor = () =>
    createFirebaseHandles(
      {
        ...DEMO_FIREBASE_CONFIG,
        projectId: world.projectId,
        emulators: {
          ...DEMO_FIREBASE_CONFIG.emulators,
          firestoreHost: world.server.host,
          firestorePort: world.server.firestorePort,
        },
      },
      `listing-reader-${Math.random()}`,
    );

  it('reads every shard by name, then only the write times, then just the shard written since', async () => {
    await listSeededBrands();
    // a second shard (the owner writes past the rules: an entry the reader must keep while `ab` changes)
    const zeta = listingEntryOf(brandData(ACTORS.other.uid, 'zeta-casino', { name: 'Zeta Casino', rating: 3 }));
    await setDoc(doc(world.owner.db, LISTING_COLLECTION, 'yz'), {
      brands: { 'zeta-brand': zeta },
      lastBrand: 'zeta-brand',
    });
    const handles = handlesFor();
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push(`${String(input).split(':').pop()} ${String(init?.body ?? '')}`);
      return realFetch(input, init);
    });
    try {
      const first = await fetchAllBrands(handles);
      expect(first.map((brand) => brand.id).sort()).toEqual([IDS.memberBrand, IDS.otherBrand, 'zeta-brand'].sort());
      // every shard by name, in a few requests side by side
      expect(calls.length).toBeGreaterThan(1);
      expect(calls.every((call) => call.startsWith('batchGet'))).toBe(true);

      // nothing written since: the write times alone, and the same list
      calls.length = 0;
      expect(await fetchAllBrands(handles)).toBe(first);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toContain('"select"');

      // one brand's entry changes: only its shard is read again, the other shard's brand is kept
      const entry = { ...(await storedEntry(IDS.memberBrand)), rating: 5 };
      await updateDoc(doc(world.owner.db, LISTING_COLLECTION, listingShardOf(IDS.memberBrand)), {
        [`brands.${IDS.memberBrand}`]: entry,
      });
      calls.length = 0;
      const third = await fetchAllBrands(handles);
      expect(third.find((brand) => brand.id === IDS.memberBrand)?.rating).toBe(5);
      expect(third[0]?.id).toBe(IDS.memberBrand);
      expect(third.map((brand) => brand.id)).toContain('zeta-brand');
      const batchGet = calls.find((call) => call.startsWith('batchGet'));
      expect(batchGet).toContain(`/${LISTING_COLLECTION}/${listingShardOf(IDS.memberBrand)}"`);
      expect(batchGet).not.toContain(`/${LISTING_COLLECTION}/yz"`);

      // a shard deleted: its brands leave the list
      await deleteDoc(doc(world.owner.db, LISTING_COLLECTION, 'yz'));
      expect((await fetchAllBrands(handles)).map((brand) => brand.id)).not.toContain('zeta-brand');
    } finally {
      spy.mockRestore();
    }
  });
});
