import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  brandData,
  brandImageUrl,
  createBrandBatch,
  deleteBrandBatch,
  IDS,
  seedBaseline,
  slugClaim,
} from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];

describe('brands/{brandId}', () => {
  describe('read', () => {
    it.each(ALL)('%s reads a brand, lists brands and queries by owner', async (actor) => {
      const db = world.as[actor].db;
      expect((await getDoc(doc(db, 'brands', IDS.memberBrand))).exists()).toBe(true);
      expect((await getDocs(collection(db, 'brands'))).size).toBe(2);
    });
  });

  describe('create', () => {
    const uidOf = (actor: ActorName) => (actor === 'anonymous' ? 'nobody' : ACTORS[actor].uid);
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', true],
      ['admin', true],
    ] as [ActorName, boolean][])(
      '%s creating an own brand with its slug in one batch → allowed %s',
      async (actor, allowed) => {
        const db = world.as[actor].db;
        await expectOutcome(allowed, () =>
          createBrandBatch(db, 'brand-new', 'new-brand', brandData(uidOf(actor), 'new-brand')),
        );
      },
    );

    it('attack: forged createdBy (someone else as owner) is refused', async () => {
      await expectDenied(
        createBrandBatch(world.as.member.db, 'brand-new', 'new-brand', brandData(ACTORS.other.uid, 'new-brand')),
      );
    });

    it('refuses a brand without its slug reservation in the same commit', async () => {
      await expectDenied(
        setDoc(doc(world.as.member.db, 'brands', 'brand-new'), brandData(ACTORS.member.uid, 'new-brand')),
      );
    });

    it('refuses a slug that another brand already holds (create on an existing slug doc)', async () => {
      await expectDenied(
        createBrandBatch(world.as.member.db, 'brand-new', 'other-brand', brandData(ACTORS.member.uid, 'other-brand')),
      );
      expect((await getDoc(doc(world.owner.db, 'brand_slugs', 'other-brand'))).data()).toEqual(
        slugClaim(IDS.otherBrand, ACTORS.other.uid),
      );
    });

    it('lets only an admin create a verified brand', async () => {
      const verified = (uid: string) => brandData(uid, 'new-brand', { verified: true });
      await expectDenied(createBrandBatch(world.as.member.db, 'brand-new', 'new-brand', verified(ACTORS.member.uid)));
      await expectAllowed(createBrandBatch(world.as.admin.db, 'brand-new', 'new-brand', verified(ACTORS.admin.uid)));
    });

    it.each([
      ['a missing name', { name: undefined }],
      ['an empty description', { description: ' ' }],
      ['a missing welcome bonus', { welcomeBonus: undefined }],
      ['a rating of 6', { rating: 6 }],
      ['a rating of 0', { rating: 0 }],
      ['a rating given as text', { rating: '4.5' }],
      ['a website URL that is not a string', { websiteUrl: 42 }],
      ['a 501-character website URL', { websiteUrl: `https://example.test/${'x'.repeat(481)}` }],
      ['attack: a javascript: website URL', { websiteUrl: 'javascript:alert(1)' }],
      [
        'attack: 50 features of 15 KB (a 750 KB brand every visitor downloads)',
        { features: Array.from({ length: 50 }, () => 'x'.repeat(15_000)) },
      ],
      ['attack: 11 features', { features: Array.from({ length: 11 }, (_, i) => `feature ${i}`) }],
      ['attack: a 101-character feature', { features: ['ok', 'x'.repeat(101)] }],
      ['attack: features that are maps, numbers or nulls', { features: [{ a: 1 }, 2, null] }],
      ['attack: a number among texts', { features: ['ok', 5, 'ok'] }],
      ['attack: a number as the last feature', { features: ['ok', 5] }],
      ['an empty feature', { features: ['ok', ''] }],
      [
        'attack: a 101-character tenth feature',
        { features: [...Array.from({ length: 9 }, () => 'ok'), 'x'.repeat(101)] },
      ],
      [
        'attack: a line break splitting a 161-character feature in two short pieces',
        { features: [`${'a'.repeat(80)}\n${'b'.repeat(80)}`] },
      ],
      ['attack: a 900 KB data: URI logo', { logoImage: `data:image/png;base64,${'A'.repeat(900_000)}` }],
      ['attack: a third-party logo URL', { logoImage: 'https://evil.example/logo.png' }],
      ['attack: a javascript: cover', { coverImage: 'javascript:alert(1)' }],
      [
        'attack: another bucket',
        { coverImage: 'https://firebasestorage.googleapis.com/v0/b/evil.appspot.com/o/x.png' },
      ],
      ['attack: a data: website URL', { websiteUrl: 'data:text/html,<script>alert(1)</script>' }],
      ['attack: a relative website path', { websiteUrl: '/admin' }],
      ['attack: a website URL with a space', { websiteUrl: 'https://naga.example/a b' }],
      ['a 101-character name', { name: 'x'.repeat(101) }],
      ['an unknown key', { isFeatured: true }],
      ['a createdAt that is not a timestamp', { createdAt: 'yesterday' }],
    ])('refuses a brand with %s', async (_label, overrides) => {
      const data = Object.fromEntries(
        Object.entries(brandData(ACTORS.member.uid, 'new-brand', overrides)).filter(([, value]) => value !== undefined),
      );
      await expectDenied(createBrandBatch(world.as.member.db, 'brand-new', 'new-brand', data));
    });

    it('accepts 10 features of 100 characters and images of its own bucket', async () => {
      const data = brandData(ACTORS.member.uid, 'new-brand', {
        features: Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(100, 'f')),
        logoImage: brandImageUrl('brand-new'),
        coverImage: brandImageUrl('brand-new', 'cover', 'c.jpg', 'https://firebasestorage.googleapis.com'),
      });
      await expectAllowed(createBrandBatch(world.as.member.db, 'brand-new', 'new-brand', data));
    });

    it.each(['', 'https://naga.example/promo?x=1', 'HTTP://NAGA.EXAMPLE'])(
      'accepts the website %j',
      async (websiteUrl) => {
        await expectAllowed(
          createBrandBatch(
            world.as.member.db,
            'brand-new',
            'new-brand',
            brandData(ACTORS.member.uid, 'new-brand', { websiteUrl }),
          ),
        );
      },
    );

    it('refuses a slug with characters outside a-z, 0-9, _ and -', async () => {
      await expectDenied(
        createBrandBatch(world.as.member.db, 'brand-new', 'New Brand', brandData(ACTORS.member.uid, 'New Brand')),
      );
    });
  });

  describe('update', () => {
    const edit = { description: 'Updated description.', updatedAt: serverTimestamp() };
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s editing the member's brand → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () => updateDoc(doc(world.as[actor].db, 'brands', IDS.memberBrand), edit));
    });

    it("attack: the member cannot edit someone else's brand", async () => {
      await expectDenied(updateDoc(doc(world.as.member.db, 'brands', IDS.otherBrand), edit));
    });

    it.each(['member', 'admin'] as ActorName[])(
      'attack: %s cannot change the owner (createdBy) of a brand',
      async (actor) => {
        await expectDenied(
          updateDoc(doc(world.as[actor].db, 'brands', IDS.memberBrand), { createdBy: ACTORS.other.uid }),
        );
      },
    );

    it('lets only an admin flip verified', async () => {
      await expectDenied(updateDoc(doc(world.as.member.db, 'brands', IDS.memberBrand), { verified: true }));
      await expectAllowed(updateDoc(doc(world.as.admin.db, 'brands', IDS.memberBrand), { verified: true }));
    });

    it('attack: an owner cannot re-date a brand to look new again', async () => {
      await expectDenied(
        updateDoc(doc(world.as.member.db, 'brands', IDS.memberBrand), { createdAt: serverTimestamp() }),
      );
      await expectDenied(
        updateDoc(doc(world.as.member.db, 'brands', IDS.memberBrand), {
          updatedAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')),
        }),
      );
    });

    it('validates the fields an edit touches', async () => {
      await expectDenied(updateDoc(doc(world.as.member.db, 'brands', IDS.memberBrand), { rating: 9 }));
      await expectDenied(updateDoc(doc(world.as.member.db, 'brands', IDS.memberBrand), { bonusCode: 'FREE' }));
    });

    it('keeps legacy brands editable: old keys may stay or go, new keys must be known', async () => {
      const legacy = { ...brandData(ACTORS.member.uid, 'legacy-brand'), promotions: [{ title: 'embedded' }] } as Record<
        string,
        unknown
      >;
      delete legacy.acceptsCrypto;
      await setDoc(doc(world.owner.db, 'brands', 'brand-legacy'), legacy);
      const ref = doc(world.as.member.db, 'brands', 'brand-legacy');
      await expectAllowed(updateDoc(ref, { description: 'Cleaned up.', updatedAt: serverTimestamp() }));
      await expectAllowed(updateDoc(ref, { promotions: deleteField() }));
      await expectDenied(updateDoc(ref, { promotions: [] }));
      await expectDenied(updateDoc(ref, { welcomeBonus: deleteField() }));
    });

    it('lets an admin migrate a legacy brand that has no slug and no owner', async () => {
      const legacy = brandData(ACTORS.member.uid, 'unused') as Record<string, unknown>;
      delete legacy.slug;
      delete legacy.createdBy;
      await setDoc(doc(world.owner.db, 'brands', 'brand-ancient'), {
        ...legacy,
        logoImage: 'data:image/png;base64,iVBORw0KGgo=',
      });
      const update = {
        logoImage: brandImageUrl('brand-ancient'),
        migratedAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      };
      await expectDenied(updateDoc(doc(world.as.member.db, 'brands', 'brand-ancient'), update));
      await expectAllowed(updateDoc(doc(world.as.admin.db, 'brands', 'brand-ancient'), update));
    });

    it('renames the slug in one batch: brand update + old slug deleted + new slug created', async () => {
      const db = world.as.member.db;
      const batch = writeBatch(db);
      batch.update(doc(db, 'brands', IDS.memberBrand), { slug: 'renamed-brand', updatedAt: serverTimestamp() });
      batch.delete(doc(db, 'brand_slugs', 'member-brand'));
      batch.set(doc(db, 'brand_slugs', 'renamed-brand'), slugClaim(IDS.memberBrand, ACTORS.member.uid));
      await expectAllowed(batch.commit());
      expect((await getDoc(doc(world.owner.db, 'brand_slugs', 'member-brand'))).exists()).toBe(false);
    });

    it('attack: a slug change that keeps the old claim (slug hoarding) is refused', async () => {
      const db = world.as.member.db;
      const batch = writeBatch(db);
      batch.update(doc(db, 'brands', IDS.memberBrand), { slug: 'renamed-brand', updatedAt: serverTimestamp() });
      batch.set(doc(db, 'brand_slugs', 'renamed-brand'), slugClaim(IDS.memberBrand, ACTORS.member.uid));
      await expectDenied(batch.commit());
      expect((await getDoc(doc(world.owner.db, 'brands', IDS.memberBrand))).get('slug')).toBe('member-brand');
    });

    it("refuses a slug change to another brand's slug or without a reservation", async () => {
      const db = world.as.member.db;
      await expectDenied(updateDoc(doc(db, 'brands', IDS.memberBrand), { slug: 'other-brand' }));
      await expectDenied(updateDoc(doc(db, 'brands', IDS.memberBrand), { slug: 'unreserved' }));
    });
  });

  describe('delete', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])(
      "%s deleting the member's brand with its promotions and slug → allowed %s",
      async (actor, allowed) => {
        await expectOutcome(allowed, () => deleteBrandBatch(world.as[actor].db, IDS.memberBrand, 'member-brand'));
      },
    );
  });
});
