import { deleteDoc, doc, getDoc, serverTimestamp, Timestamp, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { IDS, seedBaseline } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));

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
