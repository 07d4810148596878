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
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  brandData,
  IDS,
  OWN_IMAGE_URL,
  promotionData,
  promotionIdRecord,
  reportData,
  seedBaseline,
} from './fixtures.js';
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
const SEEDED_TERMS = {
  maxBonus: 1000000,
  turnover: 10,
  gameCategories: ['Slots'],
  terms: 'Turnover 10x',
  validUntil: null,
};

describe('verified terms (verifiedAt / verifiedBy)', () => {
  it.each([
    ['anonymous', false],
    ['member', true],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])(
    '%s confirming the terms of the member promotion → allowed %s',
    async (actor, allowed) => {
      await expectOutcome(allowed, () =>
        updateDoc(promotionRef(actor), { verifiedAt: serverTimestamp(), verifiedBy: ACTORS[actor]?.uid ?? 'nobody' }),
      );
    },
  );

  it('attack: the owner cannot backdate or postdate a confirmation', async () => {
    const when = new Date('2030-01-01T00:00:00Z');
    await expectDenied(updateDoc(promotionRef('member'), { verifiedAt: when, verifiedBy: ACTORS.member.uid }));
  });

  it('attack: the owner cannot confirm in the name of an admin', async () => {
    await expectDenied(
      updateDoc(promotionRef('member'), { verifiedAt: serverTimestamp(), verifiedBy: ACTORS.admin.uid }),
    );
  });
});

describe('brands/{brandId}/promotions/{promotionId}/history (public change log)', () => {
  const historyRef = (actor: ActorName, id: string) =>
    doc(world.as[actor].db, 'brands', IDS.memberBrand, 'promotions', IDS.memberPromotion, 'history', id);

  /** A terms change and its log entry in one commit, as the brand editor writes them. */
  function termsChange(
    actor: ActorName,
    id: string,
    change: Record<string, unknown> = { maxBonus: 2000000 },
    entry: Record<string, unknown> = {},
  ) {
    const batch = writeBatch(world.as[actor].db);
    batch.update(promotionRef(actor), { ...change, lastHistoryId: id, updatedAt: serverTimestamp() });
    batch.set(historyRef(actor, id), {
      before: SEEDED_TERMS,
      after: { ...SEEDED_TERMS, maxBonus: 2000000 },
      createdAt: serverTimestamp(),
      ...entry,
    });
    return batch.commit();
  }

  it.each(ALL)('%s reads the log', async (actor) => {
    await expectAllowed(getDocs(collection(promotionRef(actor), 'history')));
  });

  it.each([
    ['anonymous', false],
    ['member', true],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])('%s changing the max bonus with its log entry → allowed %s', async (actor, allowed) => {
    await expectOutcome(allowed, () => termsChange(actor, 'h1'));
  });

  it('keeps an entry for a change of the terms text, game categories and valid until together', async () => {
    const change = { terms: 'Turnover 12x', gameCategories: ['Slots', 'Casino'], validUntil: '2026-11-30' };
    const batch = writeBatch(world.as.member.db);
    batch.update(promotionRef('member'), { ...change, lastHistoryId: 'h2', updatedAt: serverTimestamp() });
    batch.set(historyRef('member', 'h2'), {
      before: SEEDED_TERMS,
      after: { ...SEEDED_TERMS, ...change },
      createdAt: serverTimestamp(),
    });
    await expectAllowed(batch.commit());
  });

  it('lets a change that leaves the terms alone (title) go without an entry', async () => {
    await expectAllowed(updateDoc(promotionRef('member'), { title: 'Renamed', updatedAt: serverTimestamp() }));
  });

  it('lets an admin name the member report that led to the change', async () => {
    await expectAllowed(termsChange('admin', 'h3', undefined, { reportId: IDS.otherReport }));
  });

  it('attack: skipped — a terms change without its log entry is refused', async () => {
    await expectDenied(updateDoc(promotionRef('member'), { maxBonus: 2000000, updatedAt: serverTimestamp() }));
    await expectDenied(updateDoc(promotionRef('admin'), { validUntil: '2030-01-01' }));
    await expectDenied(updateDoc(promotionRef('member'), { terms: 'No turnover', lastHistoryId: 'ghost' }));
  });

  it('attack: skipped — removing the turnover or valid until needs an entry too', async () => {
    await expectDenied(updateDoc(promotionRef('member'), { turnoverNeeded: deleteField() }));
  });

  it('attack: forged — an entry whose before/after is not the change is refused', async () => {
    // after says 2,000,000 but the promotion moves to 9,000,000
    await expectDenied(termsChange('member', 'h4', { maxBonus: 9000000 }));
    // before hides the old turnover
    await expectDenied(termsChange('member', 'h5', undefined, { before: { ...SEEDED_TERMS, turnover: 1 } }));
    // an entry that records nothing
    await expectDenied(termsChange('member', 'h6', undefined, { after: SEEDED_TERMS }));
  });

  it('attack: forged — an entry without a change of the promotion in the same commit is refused', async () => {
    await expectDenied(
      setDoc(historyRef('member', 'h7'), {
        before: SEEDED_TERMS,
        after: { ...SEEDED_TERMS, maxBonus: 2000000 },
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('attack: forged — an entry dated in the past, or with extra keys, is refused', async () => {
    await expectDenied(termsChange('member', 'h8', undefined, { createdAt: new Date('2020-01-01T00:00:00Z') }));
    await expectDenied(termsChange('member', 'h9', undefined, { changedBy: 'Atlas Admin' }));
  });

  it("attack: forged — a member cannot blame a member's report, nor an admin a report on another promotion", async () => {
    await expectDenied(termsChange('member', 'h10', undefined, { reportId: IDS.otherReport }));
    await setDoc(
      doc(world.owner.db, 'promotion_reports', 'report-elsewhere'),
      reportData(ACTORS.other.uid, { promotionId: 'another-promotion' }),
    );
    await expectDenied(termsChange('admin', 'h11', undefined, { reportId: 'report-elsewhere' }));
    await expectDenied(termsChange('admin', 'h12', undefined, { reportId: 'no-such-report' }));
  });

  it("attack: the other member cannot log a change of someone else's promotion", async () => {
    await expectDenied(termsChange('other', 'h13'));
  });

  it('attack: rewritten — an entry cannot be updated, overwritten or deleted, by its writer or an admin', async () => {
    await expectAllowed(termsChange('member', 'h14'));
    for (const actor of ['member', 'admin'] as const) {
      await expectDenied(updateDoc(historyRef(actor, 'h14'), { after: SEEDED_TERMS }));
      await expectDenied(
        setDoc(historyRef(actor, 'h14'), { before: SEEDED_TERMS, after: SEEDED_TERMS, createdAt: serverTimestamp() }),
      );
      await expectDenied(deleteDoc(historyRef(actor, 'h14')));
    }
    expect((await getDoc(historyRef('anonymous', 'h14'))).get('after.maxBonus')).toBe(2000000);
  });

  it('attack: rewritten — a later change cannot reuse an existing entry as its log', async () => {
    await expectAllowed(termsChange('member', 'h15'));
    await expectDenied(
      updateDoc(promotionRef('member'), { maxBonus: 3000000, lastHistoryId: 'h16', updatedAt: serverTimestamp() }),
    );
    const batch = writeBatch(world.as.member.db);
    batch.update(promotionRef('member'), { maxBonus: 1, lastHistoryId: 'h15', updatedAt: serverTimestamp() });
    await expectDenied(batch.commit());
  });

  it('attack: a new promotion cannot arrive with a history id', async () => {
    await expectDenied(
      setDoc(
        promotionRef('member', IDS.memberBrand, 'promo-new'),
        promotionData(IDS.memberBrand, 'member-brand', { lastHistoryId: 'h17' }),
      ),
    );
  });
});

describe('brand_slugs redirects (old addresses keep working)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const renamed = { redirect: true, redirectedAt: serverTimestamp() };

  /** The member's brand moves from member-brand to `next`, keeping the old slug as a redirect. */
  function moveSlug(actor: ActorName, next: string, oldClaim: Record<string, unknown> = renamed) {
    const db = world.as[actor].db;
    const batch = writeBatch(db);
    batch.update(doc(db, 'brands', IDS.memberBrand), { slug: next, updatedAt: serverTimestamp() });
    batch.set(doc(db, 'brand_slugs', next), { brandId: IDS.memberBrand, uid: ACTORS[actor]?.uid ?? '' });
    batch.update(doc(db, 'brand_slugs', 'member-brand'), oldClaim);
    return batch.commit();
  }

  /** The other member's brand moves onto the member's old slug, as createBrand/updateBrand write it. */
  function takeOldSlug() {
    const db = world.as.other.db;
    const batch = writeBatch(db);
    batch.update(doc(db, 'brands', IDS.otherBrand), { slug: 'member-brand', updatedAt: serverTimestamp() });
    batch.set(doc(db, 'brand_slugs', 'member-brand'), { brandId: IDS.otherBrand, uid: ACTORS.other.uid });
    batch.delete(doc(db, 'brand_slugs', 'other-brand'));
    return batch.commit();
  }

  /** A redirect of member-brand to the member's brand (now at member-brand-new), renamed `daysAgo` ago. */
  async function renamedDaysAgo(daysAgo: number | null) {
    const batch = writeBatch(world.owner.db);
    batch.update(doc(world.owner.db, 'brands', IDS.memberBrand), { slug: 'member-brand-new' });
    batch.set(doc(world.owner.db, 'brand_slugs', 'member-brand-new'), {
      brandId: IDS.memberBrand,
      uid: ACTORS.member.uid,
    });
    batch.set(doc(world.owner.db, 'brand_slugs', 'member-brand'), {
      brandId: IDS.memberBrand,
      uid: ACTORS.member.uid,
      redirect: true,
      ...(daysAgo === null ? {} : { redirectedAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS) }),
    });
    await batch.commit();
  }

  it.each([
    ['member', true],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])(
    '%s moving the member brand and keeping a redirect → allowed %s',
    async (actor, allowed) => {
      await expectOutcome(allowed, () => moveSlug(actor, 'member-brand-new'));
    },
  );

  it("attack: a renamed brand's old address cannot be taken by another brand while it is reserved (90 days)", async () => {
    await expectAllowed(moveSlug('member', 'member-brand-new'));
    await expectDenied(takeOldSlug());
    await renamedDaysAgo(89);
    await expectDenied(takeOldSlug());
    expect((await getDoc(doc(world.owner.db, 'brand_slugs', 'member-brand'))).get('brandId')).toBe(IDS.memberBrand);
  });

  it('lets another brand take over an old address once its 90 days are over, as it creates a free slug', async () => {
    await renamedDaysAgo(91);
    await expectAllowed(takeOldSlug());
  });

  it('lets another brand take over a redirect written before redirects were stamped (not reserved)', async () => {
    await renamedDaysAgo(null);
    await expectAllowed(takeOldSlug());
  });

  it.each([
    ['member', true],
    ['other', false],
    ['anonymous', false],
    ['admin', true],
  ] as [ActorName, boolean][])(
    "%s releasing the member brand's old address early → allowed %s",
    async (actor, allowed) => {
      await expectAllowed(moveSlug('member', 'member-brand-new'));
      await expectOutcome(allowed, () => deleteDoc(doc(world.as[actor].db, 'brand_slugs', 'member-brand')));
      if (allowed) await expectAllowed(takeOldSlug());
    },
  );

  it('attack: a rename cannot stamp its redirect in the past to cut the reservation short, nor leave it unstamped', async () => {
    await expectDenied(
      moveSlug('member', 'member-brand-new', {
        redirect: true,
        redirectedAt: Timestamp.fromMillis(Date.now() - 100 * DAY_MS),
      }),
    );
    await expectDenied(moveSlug('member', 'member-brand-new', { redirect: true }));
  });

  it('lets the brand move back to its old slug while it is reserved', async () => {
    await expectAllowed(moveSlug('member', 'member-brand-new'));
    const db = world.as.member.db;
    const batch = writeBatch(db);
    batch.update(doc(db, 'brands', IDS.memberBrand), { slug: 'member-brand', updatedAt: serverTimestamp() });
    batch.set(doc(db, 'brand_slugs', 'member-brand'), { brandId: IDS.memberBrand, uid: ACTORS.member.uid });
    batch.update(doc(db, 'brand_slugs', 'member-brand-new'), renamed);
    await expectAllowed(batch.commit());
  });

  it('attack: a claim in use cannot be marked a redirect (and so freed) while its brand keeps the slug', async () => {
    await expectDenied(updateDoc(doc(world.as.member.db, 'brand_slugs', 'member-brand'), { redirect: true }));
    await expectDenied(updateDoc(doc(world.as.other.db, 'brand_slugs', 'member-brand'), { redirect: true }));
  });

  it("attack: a redirect cannot be pointed at another brand, nor another brand's claim taken", async () => {
    await expectDenied(moveSlug('member', 'member-brand-new', { ...renamed, brandId: IDS.otherBrand }));
    await expectDenied(takeOldSlug());
  });
});
