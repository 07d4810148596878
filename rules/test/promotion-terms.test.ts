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
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { IDS, promotionData, reportData, seedBaseline } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];
const promotionRef = (actor: ActorName, brandId: string = IDS.memberBrand, id: string = IDS.memberPromotion) =>
  doc(world.as[actor].db, 'brands', brandId, 'promotions', id);

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
